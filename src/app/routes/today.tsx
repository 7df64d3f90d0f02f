import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { env } from '@/config/env';
import { TodayPage } from '@/features/today/components/today-page';
import type { SourceItem } from '@/features/today/model/queue';
import { usePageDescription } from '@/lib/page-description';
import { bestStarCount } from '@/store/results-model';
import { useAppStore } from '@/store/store';
import { todayTopics } from '../today-topics';

/**
 * /today (issue 30): one daily practice. The items to review are the words missed anywhere (the
 * reviews list, professional words included) and the phrases missed in phrase games; the
 * schedule itself is the today feature's, on this device only.
 */
export function Component() {
  const { t } = useTranslation('today');
  const reviews = useAppStore((s) => s.reviews);
  const phraseReviews = useAppStore((s) => s.phraseReviews);
  const results = useAppStore((s) => s.quizResults);
  const lang = useAppStore((s) => s.curLang);
  usePageDescription(t('description'));
  const sources = useMemo<SourceItem[]>(
    () => [...reviews.map((r) => ({ kind: 'word' as const, de: r.review, tr: r.translation })), ...phraseReviews.map((r) => ({ kind: 'phrase' as const, de: r.review, tr: r.translation }))],
    [reviews, phraseReviews],
  );
  const topics = useMemo(() => todayTopics(), []);
  return (
    <div className="page">
      <title>{`${t('title')} – ${env.siteName}`}</title>
      <h1 className="page-title">{t('title')}</h1>
      <p className="mt-2 text-lg text-slate-700">{t('lead')}</p>
      <TodayPage sources={sources} topics={topics} starsOf={(topic) => bestStarCount(results, topic)} lang={lang} />
    </div>
  );
}
