import { useTranslation } from 'react-i18next';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { PhraseReviewTrainer } from '@/features/phrases/components/phrase-review-trainer';
import { useAppStore } from '@/store/store';

/**
 * /phrases/reviews (outside the guard, spec 000 §2): the phrases missed in phrase games, kept on
 * this device only (no server call exists for them), practised with the review trainer's rules.
 */
export function Component() {
  const { t } = useTranslation('phrases');
  const items = useAppStore((s) => s.phraseReviews);
  return (
    <div className="page">
      <title>{`${t('reviews.title')} – ${env.siteName}`}</title>
      <Breadcrumb label={t('reviews.breadcrumb')} items={[{ label: t('reviews.breadcrumb') }, { label: t('breadcrumbPhrases'), to: paths.phrases }]} />
      <h1 className="page-title mt-2">{t('reviews.title')}</h1>
      <PhraseReviewTrainer items={items} onCleared={(review) => useAppStore.getState().removePhraseReview(review)} />
    </div>
  );
}
