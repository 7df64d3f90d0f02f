import { useTranslation } from 'react-i18next';
import { StarRow } from '@/components/ui/star-row';

/** A subcategory's rating stars (spec 001 §9) or, with a label, a game's difficulty 1–3. */
export function RatingStars({ count, label }: { count: number; label?: string }) {
  const { t } = useTranslation('professional');
  return <StarRow count={count} label={label ?? t('rating', { count })} size="size-4" />;
}
