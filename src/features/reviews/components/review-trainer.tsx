import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { checkAnswer } from '@/lib/answer-check';
import { TimeLimitSelect } from '@/components/ui/time-limit-select';
import { readTimeFactor, saveTimeFactor, type TimeFactor } from '@/lib/time-limit';
import { useAppStore } from '@/store/store';
import type { ReviewItem } from '@/store/reviews-model';
import { useQuizClock, useQuizSession } from '@/components/quiz/use-quiz-session';
import { trainerConfig } from '@/components/quiz/trainer-rules';
import { GermanAnswerFields } from '@/components/quiz/german-answer-fields';
import { ReviewOverviewList, TrainerResult, TrainerStatus } from '@/components/quiz/trainer-parts';

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
            <ReviewOverviewList items={items} countText={t('reviews.count', { count: items.length })} firstText={t('reviews.first')} />
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
      <TrainerResult
        gameOver={quiz.outcome === 'gameover'}
        gameOverText={t('reviews.gameOver')}
        tryAgainText={t('reviews.tryAgain')}
        clearedText={t('reviews.cleared', { word: clearedWord ?? '' })}
        nextText={t('reviews.startNext')}
        onTryAgain={() => setRunning(false)}
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
