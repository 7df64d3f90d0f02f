import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lang } from '@/i18n/languages';
import type { WordSet } from '../content/types';
import { QUIZ_TYPES, type WordQuizType } from '../model/quiz';
import { QuizRunner, type RoundResult } from './quiz-runner';
import { ResultView } from './result-view';
import { Stars } from './stars';
import { WordCard } from './word-card';

/** A topic page: its word cards, then the three quiz types (DECISIONS.md "Word quiz"). */
export function WordTopic({
  set,
  lang,
  progress,
  onRoundFinished,
}: {
  set: WordSet;
  lang: Lang;
  progress: Record<string, readonly boolean[]> | undefined;
  onRoundFinished: (result: RoundResult) => void;
}) {
  const { t } = useTranslation('words');
  const [running, setRunning] = useState<{ type: WordQuizType; round: number } | null>(null);
  const [result, setResult] = useState<RoundResult | null>(null);

  // While a round runs the word list would show the answer to every question (issue 10 §1):
  // it steps aside until the result is shown.
  const roundRunning = running !== null && result === null;

  const start = (type: WordQuizType) => {
    setResult(null);
    setRunning((r) => ({ type, round: (r?.round ?? 0) + 1 }));
  };

  return (
    <>
      <section aria-labelledby="quiz-title" className="mt-6">
        <h2 id="quiz-title" className="text-2xl font-bold">
          {t('quizTitle')}
        </h2>
        <ul className="mt-3 grid gap-3 sm:grid-cols-3">
          {QUIZ_TYPES.map((type) => (
            <li key={type}>
              <button
                type="button"
                onClick={() => start(type)}
                aria-pressed={running?.type === type}
                className={`card h-full w-full text-left hover:border-brand-600 ${running?.type === type ? 'border-brand-700 ring-2 ring-brand-600' : ''}`}
              >
                <span className="block font-semibold">{t(`quizTypes.${type}.title`)}</span>
                <span className="mt-1 block text-sm text-slate-700">{t(`quizTypes.${type}.text`)}</span>
                <span className="mt-2 block">
                  <Stars stars={progress?.[type] ?? []} />
                </span>
              </button>
            </li>
          ))}
        </ul>
        {running && !result && (
          <QuizRunner
            key={`${running.type}-${running.round}`}
            words={set.words}
            type={running.type}
            lang={lang}
            onFinished={(r) => {
              setResult(r);
              onRoundFinished(r);
            }}
          />
        )}
        {running && result && <ResultView result={result} lang={lang} onNewRound={() => start(result.quizType)} onBack={() => setRunning(null)} />}
      </section>

      <section aria-labelledby="words-title" className="mt-10">
        <h2 id="words-title" className="text-2xl font-bold">
          {t('wordsTitle')}
        </h2>
        {roundRunning ? (
          <p className="mt-3 text-slate-700">{t('wordsHiddenDuringRound')}</p>
        ) : (
          <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {set.words.map((word) => (
              <WordCard key={word.de} word={word} lang={lang} />
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
