import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AnswerInput } from '@/components/ui/answer-input';
import { GermanKeys } from '@/components/ui/german-keys';
import { checkAnswer } from '@/lib/answer-check';
import { TimeLimitSelect } from '@/components/ui/time-limit-select';
import { readTimeFactor, saveTimeFactor, type TimeFactor } from '@/lib/time-limit';
import { useAppStore } from '@/store/store';
import type { ReviewItem } from '@/store/reviews-model';
import { useQuizClock, useQuizSession } from '@/components/quiz/use-quiz-session';
import { OVERVIEW_WORDS, REPEATS_TO_CLEAR, trainerConfig } from '@/components/quiz/trainer-rules';

const factorLabel = { 1: 'reviews.timeNormal', 2: 'reviews.timeDouble', 10: 'reviews.timeTen', 0: 'reviews.timeNone' } as const;

/**
 * The word-review (corrections) trainer (spec 001 §2, §4, §9): overview → typing practice →
 * result. A word needs 15 correct answers; 3 lives; 30 s per attempt (adjustable or off).
 */
export function ReviewTrainer({ items, onCleared }: { items: readonly ReviewItem[]; onCleared: (review: string) => void }) {
  const { t } = useTranslation('words');
  const { quiz, start, answer } = useQuizSession();
  const [running, setRunning] = useState(false);
  const [factor, setFactor] = useState<TimeFactor>(readTimeFactor);
  const [typed, setTyped] = useState('');
  const [clearedWord, setClearedWord] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const current = items[0];
  const practising = running && quiz.phase === 'asking';
  useQuizClock(practising ? (current?.review ?? '') : '', t('reviews.timeUp'));

  useEffect(() => {
    if (practising) inputRef.current?.focus();
  }, [practising]);

  const begin = () => {
    start({ reviews: true }, trainerConfig(factor));
    setRunning(true);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!current || typed.trim() === '') return;
    const correct = checkAnswer(typed, current.review).correct;
    setTyped('');
    answer(correct, current.review, correct ? t('correct') : t('wrong', { answer: current.review }));
    const after = useAppStore.getState().quiz;
    if (after.outcome === 'cleared') {
      setClearedWord(current.review);
      onCleared(current.review);
      if (items.length <= 1) {
        window.alert(t('reviews.congratulations'));
        setRunning(false);
      }
    }
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
            <TimeLimitSelect
              label={t('reviews.timeSetting')}
              value={factor}
              labels={{ 1: t(factorLabel[1]), 2: t(factorLabel[2]), 10: t(factorLabel[10]), 0: t(factorLabel[0]) }}
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
              {t('reviews.cleared', { word: clearedWord ?? '' })}
            </p>
            <button type="button" className="btn-primary" onClick={begin} ref={(el) => el?.focus()}>
              {t('reviews.startNext')}
            </button>
          </>
        )}
      </section>
    );
  }

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
        {current.translation || current.review}
      </p>
      <form onSubmit={submit} className="space-y-3">
        <label htmlFor="review-answer" className="block font-semibold">
          {t('answerLabel')}
        </label>
        <AnswerInput
          id="review-answer"
          inputRef={inputRef}
          lang="de"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          state={quiz.last === 'right' ? 'right' : quiz.last ? 'wrong' : null}
          className="bg-white"
        />
        <div className="flex flex-wrap gap-2">
          <GermanKeys inputRef={inputRef} onInsert={setTyped} label={(letter) => t('insertLetter', { letter })} />
          <button type="submit" className="btn-primary">
            {t('check')}
          </button>
        </div>
        <p className="min-h-6 font-semibold">
          {quiz.last === 'right' ? t('correct') : quiz.last === 'timeout' ? t('reviews.timeUp') : quiz.last === 'wrong' ? t('wrong', { answer: current.review }) : ''}
        </p>
      </form>
    </section>
  );
}
