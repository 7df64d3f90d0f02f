import { useTranslation } from 'react-i18next';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { PhraseHub, type GrammarPhraseGame } from '@/features/phrases/components/phrase-hub';
import { phraseSets } from '@/features/phrases/content/catalogue';
import { bestStarCount } from '@/store/results-model';
import { useAppStore } from '@/store/store';
import { OfflineLevel } from '../pwa/offline-level';

/** The grammar phrase games of spec 000 §2 are grammar exercises: linked, not copied. */
const grammarGames: readonly { id: GrammarPhraseGame; to: string }[] = [
  { id: 'questions1', to: `${paths.grammar}/questions-1` },
  { id: 'questions2', to: `${paths.grammar}/questions-2` },
  { id: 'imperative', to: `${paths.grammar}/imperative` },
  { id: 'wordOrder', to: `${paths.grammar}/word-order` },
];

/** /phrases: the phrase sets by group (catalogue only: no phrase is loaded here), grammar phrase games, reviews. */
export function Component() {
  const { t } = useTranslation('phrases');
  const lang = useAppStore((s) => s.curLang);
  const results = useAppStore((s) => s.quizResults);
  const reviews = useAppStore((s) => s.phraseReviews.length);
  return (
    <div className="page">
      <title>{`${t('hubTitle')} – ${env.siteName}`}</title>
      <Breadcrumb label={t('breadcrumbPhrases')} items={[{ label: t('breadcrumbMain'), to: paths.home }, { label: t('breadcrumbPhrases') }]} />
      <h1 className="page-title mt-2">{t('hubTitle')}</h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-700">{t('hubLead')}</p>
      <OfflineLevel area="phrasebook" jobs={() => import('../pwa/area-jobs').then((m) => m.phrasebookJobs())} />
      <PhraseHub sets={phraseSets} lang={lang} starsOf={(topic) => bestStarCount(results, topic)} grammarGames={grammarGames} reviews={{ to: paths.phrasesReviews, count: reviews }} />
    </div>
  );
}
