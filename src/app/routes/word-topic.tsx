import { useTranslation } from 'react-i18next';
import { useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router-dom';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { recordProgress } from '@/store/sync/record-progress';
import { addMissedWords } from '@/store/sync/reviews-remote';
import { wordQuizzes } from '@/features/words/content/catalogue';
import { loadVerbRootSet, loadWordSet } from '@/features/words/content/load';
import type { VerbRootSet, WordQuizEntry, WordSet } from '@/features/words/content/types';
import { VerbRootQuiz } from '@/features/words/components/verb-root';
import { WordTopic } from '@/features/words/components/word-topic';
import { levelOf, type LevelSlug } from '@/features/words/model/catalogue-kinds';
import { germanOf } from '@/features/words/model/quiz';
import { PrintWorksheet } from '@/features/worksheets/components/print-worksheet';
import { STAR_MISTAKES } from '@/store/quiz-model';
import { groupKey } from '@/store/results-model';
import { useAppStore } from '@/store/store';
import { wordTopicSheet } from '../worksheet-sources';
import { Component as NotFound } from './not-found';
import { LevelPage } from './words-level';

type TopicData = { entry: WordQuizEntry; set: WordSet; root?: never } | { entry: WordQuizEntry; root: VerbRootSet; set?: never };
type Data = TopicData | { level: LevelSlug } | null;

const LEVELS: readonly string[] = ['a1', 'a2', 'b1'];

/** Loads the topic's words before the page renders (each topic is its own chunk). */
export async function loader({ params, request }: LoaderFunctionArgs): Promise<Data> {
  const a2 = new URL(request.url).pathname.startsWith('/words/a2/');
  if (!a2 && LEVELS.includes(params.topicId ?? '')) return { level: params.topicId as LevelSlug };
  const entry = wordQuizzes.find((e) => e.id === params.topicId && (e.level === 'A2') === a2);
  if (!entry) return null;
  if (entry.level === 'B') {
    const root = await loadVerbRootSet(entry.id);
    return root ? { entry, root } : null;
  }
  const set = await loadWordSet(entry.id);
  return set ? { entry, set } : null;
}

export function Component() {
  const data = useLoaderData<Data>();
  if (data && 'level' in data) return <LevelPage level={data.level} />;
  return <TopicPage data={data} />;
}

function TopicPage({ data }: { data: TopicData | null }) {
  const { t } = useTranslation('words');
  const lang = useAppStore((s) => s.curLang);
  const results = useAppStore((s) => s.quizResults);
  const navigate = useNavigate();
  if (!data) return <NotFound />;
  const { entry } = data;
  const level = levelOf(entry);
  const title = entry.descr[lang];
  return (
    <div className="page">
      <title>{`${title} – ${env.siteName}`}</title>
      <Breadcrumb
        label={t('breadcrumbWords')}
        items={[
          { label: t('breadcrumbMain'), to: paths.home },
          { label: t('breadcrumbWords'), to: paths.words },
          { label: level.toUpperCase(), to: `${paths.words}/${level}` },
          { label: title },
        ]}
      />
      <h1 className="page-title mt-2">{title}</h1>
      {entry.paywall && <p className="mt-2 inline-block rounded-full bg-amber-100 px-3 py-0.5 text-sm font-semibold text-amber-900">{t('premium')}</p>}
      <p className="mt-3">
        <PrintWorksheet topic={wordTopicSheet(entry)} />
      </p>
      {data.set ? (
        <WordTopic
          // A new topic starts fresh (no round of the previous topic carried over).
          key={entry.id}
          set={data.set}
          lang={lang}
          progress={results[groupKey(entry.id)]}
          onRoundFinished={(result) => {
            if (result.successful) recordProgress(entry.id, result.quizType);
            addMissedWords(
              result.missed.map((word) => ({ review: germanOf(word), translation: word.tr[lang] })),
            );
          }}
        />
      ) : (
        <VerbRootQuiz
          key={entry.id}
          set={data.root}
          lang={lang}
          onPass={(mistakes) => {
            if (mistakes < STAR_MISTAKES) recordProgress(entry.id, 'verbs');
          }}
        />
      )}
      <p className="mt-8">
        <button type="button" className="text-link" onClick={() => void navigate(`${paths.words}/${level}`)}>
          {t('backToWords')}
        </button>
      </p>
    </div>
  );
}
