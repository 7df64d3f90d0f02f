import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PhraseTiles } from '@/components/quiz/build-phrase';
import { useReviewTrainer } from '@/components/quiz/use-review-trainer';
import { TimeLimitSelect } from '@/components/ui/time-limit-select';
import { checkBuiltPhrase, checkTypedPhrase } from '@/lib/phrase-answers';
import type { ReviewItem } from '@/store/reviews-model';
import { GermanAnswerFields } from '@/components/quiz/german-answer-fields';
import { ReviewOverviewList, TrainerResult, TrainerStatus } from '@/components/quiz/trainer-parts';

export type AnswerMode = 'build' | 'type';

/**
 * The phrase reviews (issue 11) with the review trainer's rules (spec 001 §4, §9): overview with
 * the first five phrases → practice → result. A phrase needs 15 correct answers to leave the list;
 * 3 lives; 30 s per attempt (adjustable or off). The learner answers by building the phrase from
 * its word tiles or by typing it.
 */
export function PhraseReviewTrainer({ items, onCleared }: { items: readonly ReviewItem[]; onCleared: (review: string) => void }) {
  const { t } = useTranslation('phrases');
  const { quiz, current, running, practising, session, cleared, factor, setFactor, begin, judge: record, stop } = useReviewTrainer({
    items,
    onCleared,
    timeUpText: t('reviews.timeUp'),
    congratulationsText: t('reviews.congratulations'),
  });
  const [mode, setMode] = useState<AnswerMode>('build');
  const [typed, setTyped] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const modeName = useId();
  const inputId = useId();

  useEffect(() => {
    if (practising && mode === 'type') inputRef.current?.focus();
  }, [practising, mode]);

  const judge = (correct: boolean) => {
    if (current) record(correct, correct ? t('reviews.correct') : t('reviews.wrong', { phrase: current.review }));
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
            <ReviewOverviewList items={items} countText={t('reviews.count', { count: items.length })} firstText={t('reviews.first')} />
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
              onChange={setFactor}
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
      <TrainerResult
        gameOver={quiz.outcome === 'gameover'}
        gameOverText={t('reviews.gameOver')}
        tryAgainText={t('reviews.tryAgain')}
        clearedText={t('reviews.cleared', { phrase: cleared ?? '' })}
        nextText={t('reviews.startNext')}
        onTryAgain={stop}
        onNext={begin}
      />
    );
  }

  const feedback = quiz.last === 'right' ? t('reviews.correct') : quiz.last === 'timeout' ? t('reviews.timeUp') : quiz.last === 'wrong' ? t('reviews.wrong', { phrase: current.review }) : '';

  return (
    <section className="card mt-6 space-y-4" aria-labelledby="review-prompt">
      <TrainerStatus
        quiz={quiz}
        livesText={t('reviews.lives', { count: quiz.lives })}
        repeatsText={t('reviews.repeats', { count: quiz.correct })}
        timeText={Number.isFinite(quiz.timeLeft) ? t('reviews.timeLeft', { count: quiz.timeLeft }) : t('reviews.timeOff')}
      />
      <p id="review-prompt" className="text-2xl font-bold">
        {current.translation || t('reviews.noTranslation')}
      </p>
      {mode === 'build' ? (
        <div className="space-y-4">
          {/* Every answer or time-out (a repeat won or a life lost) brings fresh tiles. */}
          <PhraseTiles key={`${session}-${quiz.correct}-${quiz.lives}`} phrase={current.review} onCheck={(words) => judge(checkBuiltPhrase(words, current.review))} />
        </div>
      ) : (
        <form onSubmit={submitTyped} className="space-y-3">
          <GermanAnswerFields
            id={inputId}
            label={t('reviews.answerLabel')}
            value={typed}
            onChange={setTyped}
            inputRef={inputRef}
            checkLabel={t('reviews.check')}
            insertLabel={(letter) => t('reviews.insertLetter', { letter })}
            state={quiz.last === 'right' ? 'right' : quiz.last ? 'wrong' : null}
            className="bg-white"
          />
        </form>
      )}
      <p className="min-h-6 font-semibold">{feedback}</p>
    </section>
  );
}
