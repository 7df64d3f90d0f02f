import { useTranslation } from 'react-i18next';
import { checkAnswer } from '@/lib/answer-check';
import type { ReviewItem } from '@/store/reviews-model';
import { ReviewTrainer as Trainer } from '@/components/quiz/review-trainer';

/**
 * The word-review (corrections) trainer (spec 001 §2, §4, §9): overview → typing practice →
 * result. A word needs 15 correct answers; 3 lives; 30 s per attempt (adjustable or off).
 */
export function ReviewTrainer({ items, onCleared }: { items: readonly ReviewItem[]; onCleared: (review: string) => void }) {
  const { t } = useTranslation('words');
  return (
    <Trainer
      items={items}
      onCleared={onCleared}
      answerId="review-answer"
      untranslated={(review) => review}
      checkTyped={(typed, review) => checkAnswer(typed, review).correct}
      texts={{
        nothing: t('reviews.nothing'),
        count: (count) => t('reviews.count', { count }),
        first: t('reviews.first'),
        instructions: t('reviews.instructions'),
        timeSetting: t('reviews.timeSetting'),
        timeLabels: { 1: t('reviews.timeNormal'), 2: t('reviews.timeDouble'), 10: t('reviews.timeTen'), 0: t('reviews.timeNone') },
        start: t('reviews.start'),
        gameOver: t('reviews.gameOver'),
        tryAgain: t('reviews.tryAgain'),
        cleared: (word) => t('reviews.cleared', { word }),
        startNext: t('reviews.startNext'),
        lives: (count) => t('reviews.lives', { count }),
        repeats: (count) => t('reviews.repeats', { count }),
        timeLeft: (count) => t('reviews.timeLeft', { count }),
        timeOff: t('reviews.timeOff'),
        timeUp: t('reviews.timeUp'),
        congratulations: t('reviews.congratulations'),
        correct: t('correct'),
        wrong: (answer) => t('wrong', { answer }),
        answerLabel: t('answerLabel'),
        check: t('check'),
        insertLetter: (letter) => t('insertLetter', { letter }),
      }}
    />
  );
}
