import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PhraseTiles } from '@/components/quiz/build-phrase';
import { ReviewTrainer } from '@/components/quiz/review-trainer';
import { checkBuiltPhrase, checkTypedPhrase } from '@/lib/phrase-answers';
import type { ReviewItem } from '@/store/reviews-model';

export type AnswerMode = 'build' | 'type';

/**
 * The phrase reviews (issue 11) with the review trainer's rules (spec 001 §4, §9): overview with
 * the first five phrases → practice → result. A phrase needs 15 correct answers to leave the list;
 * 3 lives; 30 s per attempt (adjustable or off). The learner answers by building the phrase from
 * its word tiles or by typing it.
 */
export function PhraseReviewTrainer({ items, onCleared }: { items: readonly ReviewItem[]; onCleared: (review: string) => void }) {
  const { t } = useTranslation('phrases');
  const [mode, setMode] = useState<AnswerMode>('build');
  const modeName = useId();
  return (
    <ReviewTrainer
      items={items}
      onCleared={onCleared}
      untranslated={() => t('reviews.noTranslation')}
      checkTyped={(typed, review) => checkTypedPhrase(typed, review).correct}
      settings={
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
      }
      builder={
        mode === 'build'
          ? (item, judge, fresh) => (
              <div className="space-y-4">
                <PhraseTiles key={fresh} phrase={item.review} onCheck={(words) => judge(checkBuiltPhrase(words, item.review))} />
              </div>
            )
          : undefined
      }
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
        cleared: (phrase) => t('reviews.cleared', { phrase }),
        startNext: t('reviews.startNext'),
        lives: (count) => t('reviews.lives', { count }),
        repeats: (count) => t('reviews.repeats', { count }),
        timeLeft: (count) => t('reviews.timeLeft', { count }),
        timeOff: t('reviews.timeOff'),
        timeUp: t('reviews.timeUp'),
        congratulations: t('reviews.congratulations'),
        correct: t('reviews.correct'),
        wrong: (phrase) => t('reviews.wrong', { phrase }),
        answerLabel: t('reviews.answerLabel'),
        check: t('reviews.check'),
        insertLetter: (letter) => t('reviews.insertLetter', { letter }),
      }}
    />
  );
}
