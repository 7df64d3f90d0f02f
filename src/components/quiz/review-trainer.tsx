import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { TimeFactor } from '@/lib/time-limit';
import type { ReviewItem } from '@/store/reviews-model';
import { TimeLimitSelect } from '@/components/ui/time-limit-select';
import { GermanAnswerFields } from './german-answer-fields';
import { ReviewOverviewList, TrainerResult, TrainerStatus } from './trainer-parts';
import { useReviewTrainer } from './use-review-trainer';

/** The trainer's texts, from the reviews' namespace (words or phrases). */
export interface ReviewTrainerTexts {
  nothing: string;
  count: (count: number) => string;
  first: string;
  instructions: string;
  timeSetting: string;
  timeLabels: Record<TimeFactor, string>;
  start: string;
  gameOver: string;
  tryAgain: string;
  cleared: (item: string) => string;
  startNext: string;
  lives: (count: number) => string;
  repeats: (count: number) => string;
  timeLeft: (count: number) => string;
  timeOff: string;
  timeUp: string;
  congratulations: string;
  correct: string;
  wrong: (answer: string) => string;
  answerLabel: string;
  check: string;
  insertLetter: (letter: string) => string;
}

interface ReviewTrainerProps {
  items: readonly ReviewItem[];
  onCleared: (review: string) => void;
  texts: ReviewTrainerTexts;
  /** The prompt for an item saved without a translation. */
  untranslated: (review: string) => string;
  /** Whether a typed answer is right. */
  checkTyped: (typed: string, review: string) => boolean;
  /** More settings on the overview, before the time limit (the phrases' answer mode). */
  settings?: ReactNode;
  /** Another way to answer instead of typing (the phrases' word tiles); `fresh` changes with every answer. */
  builder?: (item: ReviewItem, judge: (correct: boolean) => void, fresh: string) => ReactNode;
  /** The answer field's id (else one of its own). */
  answerId?: string;
}

/**
 * The review trainer of words and phrases (spec 001 §2, §4, §9): overview with the first five
 * items → practice → result. An item needs 15 correct answers to leave the list; 3 lives; 30 s per
 * attempt (adjustable or off). The learner types the answer (with ä ö ü ß keys), or uses `builder`.
 */
export function ReviewTrainer({ items, onCleared, texts, untranslated, checkTyped, settings, builder, answerId }: ReviewTrainerProps) {
  const { quiz, current, running, practising, session, cleared, factor, setFactor, begin, judge: record, stop } = useReviewTrainer({
    items,
    onCleared,
    timeUpText: texts.timeUp,
    congratulationsText: texts.congratulations,
  });
  const [typed, setTyped] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const ownId = useId();
  const typing = builder === undefined;

  useEffect(() => {
    if (practising && typing) inputRef.current?.focus();
  }, [practising, typing]);

  const judge = (correct: boolean) => {
    if (current) record(correct, correct ? texts.correct : texts.wrong(current.review));
  };

  const submitTyped = (event: FormEvent) => {
    event.preventDefault();
    if (!current || typed.trim() === '') return;
    setTyped('');
    judge(checkTyped(typed, current.review));
  };

  if (!running || !current) {
    return (
      <section className="mt-6 space-y-4">
        {items.length === 0 ? (
          <p className="text-lg">{texts.nothing}</p>
        ) : (
          <>
            <ReviewOverviewList items={items} countText={texts.count(items.length)} firstText={texts.first} />
            <p className="text-slate-700">{texts.instructions}</p>
            {settings}
            <TimeLimitSelect label={texts.timeSetting} value={factor} labels={texts.timeLabels} onChange={setFactor} />
            <button type="button" className="btn-primary" onClick={begin}>
              {texts.start}
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
        gameOverText={texts.gameOver}
        tryAgainText={texts.tryAgain}
        clearedText={texts.cleared(cleared ?? '')}
        nextText={texts.startNext}
        onTryAgain={stop}
        onNext={begin}
      />
    );
  }

  const feedback = quiz.last === 'right' ? texts.correct : quiz.last === 'timeout' ? texts.timeUp : quiz.last === 'wrong' ? texts.wrong(current.review) : '';

  return (
    <section className="card mt-6 space-y-4" aria-labelledby="review-prompt">
      <TrainerStatus
        quiz={quiz}
        livesText={texts.lives(quiz.lives)}
        repeatsText={texts.repeats(quiz.correct)}
        timeText={Number.isFinite(quiz.timeLeft) ? texts.timeLeft(quiz.timeLeft) : texts.timeOff}
      />
      <p id="review-prompt" className="text-2xl font-bold">
        {current.translation || untranslated(current.review)}
      </p>
      {builder ? (
        // Every answer or time-out (a repeat won or a life lost) brings a fresh builder.
        builder(current, judge, `${session}-${quiz.correct}-${quiz.lives}`)
      ) : (
        <form onSubmit={submitTyped} className="space-y-3">
          <GermanAnswerFields
            id={answerId ?? ownId}
            label={texts.answerLabel}
            value={typed}
            onChange={setTyped}
            inputRef={inputRef}
            checkLabel={texts.check}
            insertLabel={texts.insertLetter}
            state={quiz.last === 'right' ? 'right' : quiz.last ? 'wrong' : null}
            className="bg-white"
          />
        </form>
      )}
      <p className="min-h-6 font-semibold">{feedback}</p>
    </section>
  );
}
