import { useTranslation } from 'react-i18next';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { ReviewTrainer } from '@/features/reviews/components/review-trainer';
import { clearWord } from '@/features/reviews/reviews-remote';
import { useAppStore } from '@/store/store';

/** /words/reviews: the corrections trainer (spec 001 §2), breadcrumb Reviews > Words. */
export function Component() {
  const { t } = useTranslation('words');
  const items = useAppStore((s) => s.reviews);
  return (
    <div className="page">
      <title>{`${t('reviews.title')} – ${env.siteName}`}</title>
      <Breadcrumb label={t('reviews.breadcrumb')} items={[{ label: t('reviews.breadcrumb') }, { label: t('breadcrumbWords'), to: paths.words }]} />
      <h1 className="page-title mt-2">{t('reviews.title')}</h1>
      <ReviewTrainer items={items} onCleared={(review) => clearWord(review)} />
    </div>
  );
}
