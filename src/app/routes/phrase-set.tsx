import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { AppLink } from '@/components/ui/app-link';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { PhraseGames } from '@/features/phrases/components/phrase-games';
import { PhraseList } from '@/features/phrases/components/phrase-list';
import { phraseSets } from '@/features/phrases/content/catalogue';
import { loadPhraseSet } from '@/features/phrases/content/load';
import type { PhraseSet, PhraseSetContent } from '@/features/phrases/content/types';
import { recordProgress } from '@/store/sync/record-progress';
import { useBrowserFeature } from '@/lib/hydration';
import { hasSpeechRecognition } from '@/lib/speech-recognition';
import { groupKey } from '@/store/results-model';
import { PrintWorksheet } from '@/features/worksheets/components/print-worksheet';
import { useAppStore } from '@/store/store';
import { phraseSetSheet } from '../worksheet-sources';
import { Component as NotFound } from './not-found';

type Data = { entry: PhraseSet; set: PhraseSetContent } | null;

/** Loads the set's phrases before the page renders (each set is its own chunk). */
export async function loader({ params }: LoaderFunctionArgs): Promise<Data> {
  const entry = phraseSets.find((s) => s.id === params.id);
  if (!entry) return null;
  const set = await loadPhraseSet(entry.id);
  return set ? { entry, set } : null;
}

/**
 * /phrases/<id>: the phrases to scan and hear, then the set's games. Stars are recorded per set
 * and game (`phrases-<id>` / game); missed phrases join the phrase reviews on this device.
 */
export function Component() {
  const data = useLoaderData<Data>();
  const { t } = useTranslation('phrases');
  const lang = useAppStore((s) => s.curLang);
  const results = useAppStore((s) => s.quizResults);
  const canRecognise = useBrowserFeature(hasSpeechRecognition);
  // While a round runs the list with its translations is hidden: it would give away the answers.
  const [roundRunning, setRoundRunning] = useState(false);
  if (!data) return <NotFound />;
  const { entry, set } = data;
  const title = entry.title[lang];
  return (
    <div className="page">
      <title>{`${title} – ${env.siteName}`}</title>
      <Breadcrumb label={t('breadcrumbPhrases')} items={[{ label: t('breadcrumbMain'), to: paths.home }, { label: t('breadcrumbPhrases'), to: paths.phrases }, { label: title }]} />
      <h1 className="page-title mt-2">{title}</h1>
      <p className="mt-2 max-w-3xl text-lg text-slate-700">{entry.descr[lang]}</p>
      {entry.paywall && <p className="mt-2 inline-block rounded-full bg-amber-100 px-3 py-0.5 text-sm font-semibold text-amber-900">{t('premium')}</p>}
      <p className="mt-3 flex flex-wrap items-center gap-4">
        <a href="#games" className="text-link">
          {t('toGames')}
        </a>
        <PrintWorksheet topic={{ key: `phrases-${entry.id}`, title: entry.title, level: '', load: () => Promise.resolve(phraseSetSheet(set)) }} />
      </p>

      <section aria-labelledby="phrases-title" className="mt-6">
        <h2 id="phrases-title" className="text-2xl font-bold">
          {t('phrasesTitle')}
        </h2>
        {roundRunning ? <p className="mt-3 text-slate-700">{t('phrasesHiddenDuringRound')}</p> : <PhraseList phrases={set.phrases} lang={lang} />}
      </section>

      <section id="games" aria-labelledby="games-title" className="mt-10 scroll-mt-4">
        <h2 id="games-title" className="text-2xl font-bold">
          {t('gamesTitle')}
        </h2>
        <PhraseGames
          key={entry.id}
          phrases={set.phrases}
          lang={lang}
          progress={results[groupKey(entry.topic)]}
          canRecognise={canRecognise}
          reviewsLink={
            <AppLink to={paths.phrasesReviews} className="text-link">
              {t('openReviews')}
            </AppLink>
          }
          onMissed={(phrase) => useAppStore.getState().addPhraseReviews([{ review: phrase.de, translation: phrase.tr[lang] }])}
          onRunningChange={setRoundRunning}
          onRoundFinished={(result) => {
            if (result.successful) recordProgress(entry.topic, result.game);
          }}
        />
      </section>
    </div>
  );
}
