import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NextButton, ScoreTally } from '@/components/quiz/game-parts';
import { useQuizSession } from '@/components/quiz/use-quiz-session';
import { htmlLangOf, type Lang } from '@/i18n/languages';
import { earnsStar } from '../model/exercise';
import type { VideoLesson } from '../model/lesson';

/**
 * "Check what you understood": a Start button, then the lesson's questions one at a time on the
 * platform's quiz engine (answers announced in the shell's live region). After the last one the
 * result shows, and `onFinished(successful)` lets the page record the star. `onRunningChange`
 * tells the page when the questions are being answered, so it hides the transcript meanwhile.
 */
export function LessonExercise({
  lesson,
  lang,
  onFinished,
  onRunningChange,
}: {
  lesson: VideoLesson;
  lang: Lang;
  onFinished: (successful: boolean) => void;
  onRunningChange?: (running: boolean) => void;
}) {
  const { t } = useTranslation('video-lessons');
  const [begun, setBegun] = useState(false);
  const session = useQuizSession();
  const { quiz: state, start } = session;
  const questions = lesson.exercise;
  const [run, setRun] = useState(0);
  const [chosen, setChosen] = useState<number | null>(null);
  const [result, setResult] = useState<{ correct: number; incorrect: number } | null>(null);
  const optionsRef = useRef<HTMLDivElement>(null);
  const resultRef = useRef<HTMLHeadingElement>(null);
  const started = useRef(false);
  const id = useId();

  useLayoutEffect(() => {
    start({ game: `video-${lesson.id}`, run }, { length: questions.length });
  }, [start, lesson.id, questions.length, run]);

  // After the first answer, a new question puts the focus on its first option.
  useEffect(() => {
    if (chosen === null && started.current) optionsRef.current?.querySelector('button')?.focus();
  }, [chosen, state.round]);

  useEffect(() => {
    if (result) resultRef.current?.focus();
  }, [result]);

  const running = begun && result === null;
  useEffect(() => {
    onRunningChange?.(running);
  }, [running, onRunningChange]);

  // Start puts the focus on the first option (the button it was on is gone).
  useEffect(() => {
    if (begun) optionsRef.current?.querySelector('button')?.focus();
  }, [begun]);

  if (!begun) {
    return (
      <div className="card max-w-3xl">
        <p className="text-slate-700">{t('exerciseStartNote')}</p>
        <button type="button" className="btn-primary mt-3" onClick={() => setBegun(true)}>
          {t('exerciseStart')}
        </button>
      </div>
    );
  }

  if (result) {
    const star = earnsStar(result.incorrect);
    return (
      <div className="card max-w-3xl" data-testid="exercise-result">
        <h3 ref={resultRef} tabIndex={-1} className="text-xl font-bold">
          {t('resultTitle', { correct: result.correct, total: questions.length })}
        </h3>
        <p className={`mt-2 font-semibold ${star ? 'text-emerald-800' : 'text-slate-800'}`}>{star ? t('resultStar') : t('resultNoStar')}</p>
        <button
          type="button"
          className="btn-primary mt-4"
          onClick={() => {
            started.current = true;
            setResult(null);
            setChosen(null);
            setRun((r) => r + 1);
          }}
        >
          {t('again')}
        </button>
      </div>
    );
  }

  const index = Math.min(state.round, questions.length - 1);
  const current = questions[index];
  if (!current) return null;
  const last = index >= questions.length - 1;
  const right = current.options[current.answer] ?? '';

  const choose = (option: number) => {
    if (chosen !== null) return;
    const correct = option === current.answer;
    if (!session.answer(correct, `${lesson.id}-${index}`, correct ? t('right') : t('wrong', { answer: right }))) return;
    started.current = true;
    setChosen(option);
  };

  const next = () => {
    const { correct, incorrect } = state;
    session.next();
    setChosen(null);
    if (last) {
      setResult({ correct, incorrect });
      onFinished(earnsStar(incorrect));
    }
  };

  return (
    <div className="card max-w-3xl">
      <div className="flex items-center justify-between gap-4 text-sm text-slate-700">
        <p className="font-semibold">{t('progress', { n: index + 1, total: questions.length })}</p>
        <ScoreTally correct={state.correct} incorrect={state.incorrect} />
      </div>
      <p id={`${id}-question`} className="mt-3 text-lg font-medium text-slate-900" data-testid="exercise-question">
        {current.question[lang]}
      </p>
      <div ref={optionsRef} role="group" aria-labelledby={`${id}-question`} className="mt-3 grid gap-2">
        {current.options.map((option, i) => {
          const mark = chosen === null ? null : i === current.answer ? 'right' : i === chosen ? 'wrong' : null;
          return (
            <button
              key={option}
              type="button"
              lang="de"
              disabled={chosen !== null}
              onClick={() => choose(i)}
              className={`min-h-11 rounded-lg border-2 px-4 py-2 text-left text-lg disabled:cursor-default ${
                mark === 'right' ? 'border-emerald-600 bg-emerald-50' : mark === 'wrong' ? 'border-red-600 bg-red-50' : 'hover:border-brand-600 border-slate-300'
              }`}
            >
              {mark === 'right' && (
                <span className="font-bold text-emerald-800">
                  ✓ <span className="sr-only" lang={htmlLangOf(lang)}>{t('rightMark')} </span>
                </span>
              )}
              {mark === 'wrong' && (
                <span className="font-bold text-red-700">
                  ✗ <span className="sr-only" lang={htmlLangOf(lang)}>{t('wrongMark')} </span>
                </span>
              )}
              {option}
            </button>
          );
        })}
      </div>
      <div className="mt-4 min-h-8" data-testid="exercise-feedback">
        {chosen !== null && (
          <p className={`font-semibold ${chosen === current.answer ? 'text-emerald-800' : 'text-red-700'}`}>
            {chosen === current.answer ? `✓ ${t('right')}` : `✗ ${t('wrong', { answer: right })}`}
          </p>
        )}
      </div>
      {chosen !== null && (
        <div className="mt-3">
          <NextButton onNext={next} label={last ? t('showResult') : undefined} />
        </div>
      )}
    </div>
  );
}
