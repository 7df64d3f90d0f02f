import { useTranslation } from 'react-i18next';
import { StarRow } from '@/components/ui/star-row';

/** Three stars (spec 000 §3 "Quiz progress"), with their meaning for screen readers. */
export function Stars({ stars }: { stars: readonly boolean[] }) {
  const { t } = useTranslation('words');
  const count = stars.filter(Boolean).length;
  return <StarRow count={count} label={t('stars', { count })} />;
}
