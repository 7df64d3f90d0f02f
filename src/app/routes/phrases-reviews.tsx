import { useTranslation } from 'react-i18next';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { PhraseReviewTrainer } from '@/features/phrases/components/phrase-review-trainer';
import { useAppStore } from '@/store/store';
import { recordCleared } from '@/store/today-data';

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
      <PhraseReviewTrainer
        items={items}
        onCleared={(review) => {
          // Cleared after 15 repeats: the phrase leaves the list (spec) and enters /today's schedule (issue 30).
          recordCleared('phrase', review, items.find((i) => i.review === review)?.translation ?? '');
          useAppStore.getState().removePhraseReview(review);
        }}
      />
    </div>
  );
}
