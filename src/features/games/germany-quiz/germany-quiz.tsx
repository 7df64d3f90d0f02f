import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NextButton } from '@/components/quiz/game-parts';
import type { Lang } from '@/i18n/languages';
import type { GameResult } from '../components/game-frame';
import { RoundHeader } from '../components/round-header';
import { useGameRound } from '../components/use-game-round';
import type { GermanyQuiz } from '../content/quiz-types';
import { buildRound, missedItem, rightOption, type RoundOption } from './model/round';

/** Text shown in the interface language that is really German (a name, a dish) is marked as German. */
const germanIn = (option: RoundOption, lang: Lang) => (lang !== 'de' && option.text[lang] === option.text.de && /\p{L}/u.test(option.text.de) ? 'de' : undefined);

/**
 * One round of a quiz about Germany (issue 13): 10 of its questions, each with its options in a
 * new order; after an answer the options show ✓ (right) and ✗ (the wrong choice), the one-line
 * explanation appears, the session plays the sound and announces it, and Next takes the focus.
 */
export function GermanyQuizRound({ quiz, lang, onDone }: { quiz: GermanyQuiz; lang: Lang; onDone: (result: GameResult) => void }) {
  const { t } = useTranslation('quizzes');
  const [questions] = useState(() => buildRound(quiz));
  const { quiz: state, item: current, n, total, last, answer, next: nextItem } = useGameRound({ game: `germany-${quiz.id}`, items: questions, onDone });
  const [chosen, setChosen] = useState<RoundOption | null>(null);
  const optionsRef = useRef<HTMLDivElement>(null);
  const id = useId();

  // A new question starts with the focus on its first option; an answer moves it to Next.
  useEffect(() => {
    if (!chosen) optionsRef.current?.querySelector('button')?.focus();
  }, [chosen, state.round]);

  if (!current) return null;
  const right = rightOption(current);
  const explanation = current.question.explanation[lang];

  const choose = (option: RoundOption) => {
    if (chosen) return;
    const verdict = option.correct ? t('right') : t('wrong', { answer: right.text[lang] });
    if (!answer(option.correct, current.id, `${verdict} ${explanation}`, missedItem(current, lang))) return;
    setChosen(option);
  };

  const next = () => {
    setChosen(null);
    nextItem();
  };

  return (
    <section aria-labelledby={`${id}-progress`} className="card max-w-3xl">
      <RoundHeader id={`${id}-progress`} title={t('progress', { n, total })} score={state} compact />
      <p id={`${id}-question`} className="mt-3 text-lg font-medium text-slate-900" data-testid="question">
        {current.question.q[lang]}
      </p>
      <div ref={optionsRef} role="group" aria-labelledby={`${id}-question`} className="mt-3 grid gap-2">
        {current.options.map((option) => {
          const mark = !chosen ? null : option.correct ? 'right' : option === chosen ? 'wrong' : null;
          return (
            <button
              key={option.text.en}
              type="button"
              disabled={chosen !== null}
              onClick={() => choose(option)}
              className={`min-h-11 rounded-lg border-2 px-4 py-2 text-left text-lg disabled:cursor-default ${
                mark === 'right' ? 'border-emerald-600 bg-emerald-50' : mark === 'wrong' ? 'border-red-600 bg-red-50' : 'hover:border-brand-600 border-slate-300'
              }`}
            >
              {mark === 'right' && (
                <span className="font-bold text-emerald-800">
                  ✓ <span className="sr-only">{t('rightMark')} </span>
                </span>
              )}
              {mark === 'wrong' && (
                <span className="font-bold text-red-700">
                  ✗ <span className="sr-only">{t('wrongMark')} </span>
                </span>
              )}
              <span lang={germanIn(option, lang)}>{option.text[lang]}</span>
            </button>
          );
        })}
      </div>
      <div className="mt-4 min-h-8" data-testid="feedback">
        {chosen && (
          <>
            <p className={`font-semibold ${chosen.correct ? 'text-emerald-800' : 'text-red-700'}`}>
              {chosen.correct ? `✓ ${t('right')}` : `✗ ${t('wrong', { answer: right.text[lang] })}`}
            </p>
            <p className="mt-1 text-slate-800">{explanation}</p>
          </>
        )}
      </div>
      {chosen && (
        <div className="mt-3">
          <NextButton onNext={next} label={last ? t('showResult') : undefined} />
        </div>
      )}
    </section>
  );
}
