import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { checkAnswer } from '@/lib/answer-check';
import { TimeLimitSelect } from '@/components/ui/time-limit-select';
import type { ReviewItem } from '@/store/reviews-model';
import { useReviewTrainer } from '@/components/quiz/use-review-trainer';
import { GermanAnswerFields } from '@/components/quiz/german-answer-fields';
import { ReviewOverviewList, TrainerResult, TrainerStatus } from '@/components/quiz/trainer-parts';

/**
 * The word-review (corrections) trainer (spec 001 §2, §4, §9): overview → typing practice →
 * result. A word needs 15 correct answers; 3 lives; 30 s per attempt (adjustable or off).
 */
export function ReviewTrainer({ items, onCleared }: { items: readonly ReviewItem[]; onCleared: (review: string) => void }) {
  const { t } = useTranslation('words');
  const { quiz, current, running, practising, cleared, factor, setFactor, begin, judge, stop } = useReviewTrainer({
    items,
    onCleared,
    timeUpText: t('reviews.timeUp'),
    congratulationsText: t('reviews.congratulations'),
  });
  const [typed, setTyped] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (practising) inputRef.current?.focus();
  }, [practising]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!current || typed.trim() === '') return;
    const correct = checkAnswer(typed, current.review).correct;
    setTyped('');
    judge(correct, correct ? t('correct') : t('wrong', { answer: current.review }));
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
        clearedText={t('reviews.cleared', { word: cleared ?? '' })}
        nextText={t('reviews.startNext')}
        onTryAgain={stop}
        onNext={begin}
      />
    );
  }

  return (
    <section className="card mt-6 space-y-4" aria-labelledby="review-prompt">
      <TrainerStatus
        quiz={quiz}
        livesText={t('reviews.lives', { count: quiz.lives })}
        repeatsText={t('reviews.repeats', { count: quiz.correct })}
        timeText={Number.isFinite(quiz.timeLeft) ? t('reviews.timeLeft', { count: quiz.timeLeft }) : t('reviews.timeOff')}
      />
      <p id="review-prompt" className="text-2xl font-bold">
        {current.translation || current.review}
      </p>
      <form onSubmit={submit} className="space-y-3">
        <GermanAnswerFields
          id="review-answer"
          label={t('answerLabel')}
          value={typed}
          onChange={setTyped}
          inputRef={inputRef}
          checkLabel={t('check')}
          insertLabel={(letter) => t('insertLetter', { letter })}
          state={quiz.last === 'right' ? 'right' : quiz.last ? 'wrong' : null}
          className="bg-white"
        />
        <p className="min-h-6 font-semibold">
          {quiz.last === 'right' ? t('correct') : quiz.last === 'timeout' ? t('reviews.timeUp') : quiz.last === 'wrong' ? t('wrong', { answer: current.review }) : ''}
        </p>
      </form>
    </section>
  );
}
