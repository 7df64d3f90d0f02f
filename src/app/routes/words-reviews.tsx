import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { ReviewTrainer } from '@/features/reviews/components/review-trainer';
import { clearWord } from '@/store/sync/reviews-remote';
import { loadAllWordSets } from '@/features/words/content/load';
import { translationIndex, wordKey } from '@/features/words/model/translations';
import type { Lang } from '@/i18n/languages';
import { fillTranslations, untranslated } from '@/store/reviews-model';
import { useAppStore } from '@/store/store';
import { recordCleared } from '@/store/today-data';

/**
 * Review words stored without a translation (the old site's data, professional words without
 * one in this language) get it from the word sets where the word is known. The sets are lazy
 * chunks: they load here, only when some word lacks a translation, never at start-up.
 */
async function fillMissingTranslations(lang: Lang): Promise<void> {
  const index = translationIndex(await loadAllWordSets(), lang);
  const { reviews, saveReviews } = useAppStore.getState();
  const filled = fillTranslations(reviews, (review) => index.get(wordKey(review)));
  if (filled !== reviews) saveReviews(filled);
}

/** /words/reviews: the corrections trainer (spec 001 §2), breadcrumb Reviews > Words. */
export function Component() {
  const { t } = useTranslation('words');
  const items = useAppStore((s) => s.reviews);
  const lang = useAppStore((s) => s.curLang);
  const missing = untranslated(items).join('\n');

  useEffect(() => {
    if (missing !== '') fillMissingTranslations(lang).catch(() => undefined);
  }, [missing, lang]);

  return (
    <div className="page">
      <title>{`${t('reviews.title')} – ${env.siteName}`}</title>
      <Breadcrumb label={t('reviews.breadcrumb')} items={[{ label: t('reviews.breadcrumb') }, { label: t('breadcrumbWords'), to: paths.words }]} />
      <h1 className="page-title mt-2">{t('reviews.title')}</h1>
      <ReviewTrainer
        items={items}
        onCleared={(review) => {
          // Cleared after 15 repeats: the word leaves the list (spec) and enters /today's schedule (issue 30).
          recordCleared('word', review, items.find((i) => i.review === review)?.translation ?? '');
          clearWord(review);
        }}
      />
    </div>
  );
}
