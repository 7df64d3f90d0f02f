import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PhraseTiles } from '@/components/quiz/build-phrase';
import { OVERVIEW_WORDS, REPEATS_TO_CLEAR, trainerConfig } from '@/components/quiz/trainer-rules';
import { useQuizClock, useQuizSession } from '@/components/quiz/use-quiz-session';
import { AnswerInput } from '@/components/ui/answer-input';
import { GermanKeys } from '@/components/ui/german-keys';
import { TimeLimitSelect } from '@/components/ui/time-limit-select';
import { checkBuiltPhrase, checkTypedPhrase } from '@/lib/phrase-answers';
import { readTimeFactor, saveTimeFactor, type TimeFactor } from '@/lib/time-limit';
import type { ReviewItem } from '@/store/reviews-model';
import { useAppStore } from '@/store/store';

export type AnswerMode = 'build' | 'type';

/**
 * The phrase reviews (issue 11) with the review trainer's rules (spec 001 §4, §9): overview with
 * the first five phrases → practice → result. A phrase needs 15 correct answers to leave the list;
 * 3 lives; 30 s per attempt (adjustable or off). The learner answers by building the phrase from
 * its word tiles or by typing it.
 */
export function PhraseReviewTrainer({ items, onCleared }: { items: readonly ReviewItem[]; onCleared: (review: string) => void }) {
  const { t } = useTranslation('phrases');
  const { quiz, start, answer } = useQuizSession();
  const [running, setRunning] = useState(false);
  const [mode, setMode] = useState<AnswerMode>('build');
  const [factor, setFactor] = useState<TimeFactor>(readTimeFactor);
  const [typed, setTyped] = useState('');
  // Counts the sessions, so a new one starts with fresh tiles.
  const [attempt, setAttempt] = useState(0);
  const [clearedPhrase, setClearedPhrase] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const modeName = useId();
  const inputId = useId();
  const current = items[0];
  const practising = running && quiz.phase === 'asking';
  useQuizClock(practising ? (current?.review ?? '') : '', t('reviews.timeUp'));

  useEffect(() => {
    if (practising && mode === 'type') inputRef.current?.focus();
  }, [practising, mode]);

  const begin = () => {
    start({ phraseReviews: true }, trainerConfig(factor));
    setAttempt((a) => a + 1);
    setRunning(true);
  };

  const judge = (correct: boolean) => {
    if (!current) return;
    answer(correct, current.review, correct ? t('reviews.correct') : t('reviews.wrong', { phrase: current.review }));
    const after = useAppStore.getState().quiz;
    if (after.outcome === 'cleared') {
      setClearedPhrase(current.review);
      onCleared(current.review);
      if (items.length <= 1) {
        window.alert(t('reviews.congratulations'));
        setRunning(false);
      }
    }
  };

  const submitTyped = (event: FormEvent) => {
    event.preventDefault();
    if (!current || typed.trim() === '') return;
    setTyped('');
    judge(checkTypedPhrase(typed, current.review).correct);
  };

  if (!running || !current) {
    return (
      <section className="mt-6 space-y-4">
        {items.length === 0 ? (
          <p className="text-lg">{t('reviews.nothing')}</p>
        ) : (
          <>
            <p className="text-lg font-semibold">{t('reviews.count', { count: items.length })}</p>
            <div>
              <p>{t('reviews.first')}</p>
              <ul className="mt-1 list-disc pl-6">
                {items.slice(0, OVERVIEW_WORDS).map((item) => (
                  <li key={item.review}>
                    <span lang="de" className="font-medium">
                      {item.review}
                    </span>
                    {item.translation && ` – ${item.translation}`}
                  </li>
                ))}
              </ul>
            </div>
            <p className="text-slate-700">{t('reviews.instructions')}</p>
            <fieldset>
              <legend className="font-semibold">{t('reviews.modeLabel')}</legend>
              <div className="mt-2 flex flex-wrap gap-4">
                {(['build', 'type'] as const).map((m) => (
                  <label key={m} className="flex items-center gap-2">
                    <input type="radio" name={modeName} value={m} checked={mode === m} onChange={() => setMode(m)} className="size-4 accent-brand-700" />
                    {t(`reviews.mode.${m}`)}
                  </label>
                ))}
              </div>
            </fieldset>
            <TimeLimitSelect
              label={t('reviews.timeSetting')}
              value={factor}
              labels={{ 1: t('reviews.timeNormal'), 2: t('reviews.timeDouble'), 10: t('reviews.timeTen'), 0: t('reviews.timeNone') }}
              onChange={(value) => {
                setFactor(value);
                saveTimeFactor(value);
              }}
            />
            <button type="button" className="btn-primary" onClick={begin}>
              {t('reviews.start')}
            </button>
          </>
        )}
      </section>
    );
  }

  if (quiz.phase === 'finished') {
    return (
      <section className="card mt-6 space-y-3">
        {quiz.outcome === 'gameover' ? (
          <>
            <h2 className="text-2xl font-bold text-red-700">{t('reviews.gameOver')}</h2>
            <button type="button" className="btn-primary" onClick={() => setRunning(false)} ref={(el) => el?.focus()}>
              {t('reviews.tryAgain')}
            </button>
          </>
        ) : (
          <>
            <p role="status" className="text-lg font-semibold text-emerald-800">
              {t('reviews.cleared', { phrase: clearedPhrase ?? '' })}
            </p>
            <button type="button" className="btn-primary" onClick={begin} ref={(el) => el?.focus()}>
              {t('reviews.startNext')}
            </button>
          </>
        )}
      </section>
    );
  }

  const feedback = quiz.last === 'right' ? t('reviews.correct') : quiz.last === 'timeout' ? t('reviews.timeUp') : quiz.last === 'wrong' ? t('reviews.wrong', { phrase: current.review }) : '';

  return (
    <section className="card mt-6 space-y-4" aria-labelledby="review-prompt">
      <div className="flex flex-wrap gap-x-6 gap-y-1 text-sm font-medium text-slate-700">
        <span>{t('reviews.lives', { count: quiz.lives })}</span>
        <span>{t('reviews.repeats', { count: quiz.correct })}</span>
        <span role="timer" aria-live="off">
          {Number.isFinite(quiz.timeLeft) ? t('reviews.timeLeft', { count: quiz.timeLeft }) : t('reviews.timeOff')}
        </span>
      </div>
      <div role="progressbar" aria-valuemin={0} aria-valuemax={REPEATS_TO_CLEAR} aria-valuenow={quiz.correct} aria-label={t('reviews.repeats', { count: quiz.correct })} className="h-2 overflow-hidden rounded-full bg-slate-200">
        <div className="h-full bg-brand-600" style={{ width: `${(quiz.correct / REPEATS_TO_CLEAR) * 100}%` }} />
      </div>
      <p id="review-prompt" className="text-2xl font-bold">
        {current.translation || t('reviews.noTranslation')}
      </p>
      {mode === 'build' ? (
        <div className="space-y-4">
          {/* Every answer or time-out (a repeat won or a life lost) brings fresh tiles. */}
          <PhraseTiles key={`${attempt}-${quiz.correct}-${quiz.lives}`} phrase={current.review} onCheck={(words) => judge(checkBuiltPhrase(words, current.review))} />
        </div>
      ) : (
        <form onSubmit={submitTyped} className="space-y-3">
          <label htmlFor={inputId} className="block font-semibold">
            {t('reviews.answerLabel')}
          </label>
          <AnswerInput
            id={inputId}
            inputRef={inputRef}
            lang="de"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            state={quiz.last === 'right' ? 'right' : quiz.last ? 'wrong' : null}
            className="bg-white"
          />
          <div className="flex flex-wrap gap-2">
            <GermanKeys inputRef={inputRef} onInsert={setTyped} label={(letter) => t('reviews.insertLetter', { letter })} />
            <button type="submit" className="btn-primary">
              {t('reviews.check')}
            </button>
          </div>
        </form>
      )}
      <p className="min-h-6 font-semibold">{feedback}</p>
    </section>
  );
}
