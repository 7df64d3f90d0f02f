import { useState } from 'react';
import { useStoredState } from '@/lib/hydration';
import { REVIEW_TIME_FACTOR } from '@/lib/time-limit';
import type { ReviewItem } from '@/store/reviews-model';
import { useAppStore } from '@/store/store';
import { trainerConfig } from './trainer-rules';
import { useQuizClock, useQuizSession } from './use-quiz-session';

/**
 * The review trainer's session (spec 001 §4 "Review trainer"), shared by the word and phrase
 * reviews: the first item is practised on the quiz engine with the trainer's rules and the
 * learner's remembered time factor; 15 correct answers clear it (onCleared), and clearing the last
 * one says congratulations and returns to the overview. The screens add their answer form.
 */
export function useReviewTrainer({
  items,
  onCleared,
  timeUpText,
  congratulationsText,
}: {
  items: readonly ReviewItem[];
  onCleared: (review: string) => void;
  timeUpText: string;
  congratulationsText: string;
}) {
  const { quiz, start, answer } = useQuizSession();
  const [running, setRunning] = useState(false);
  const [factor, setFactor] = useStoredState(REVIEW_TIME_FACTOR);
  const [cleared, setCleared] = useState<string | null>(null);
  // Counts the sessions, so a screen can start each one fresh.
  const [session, setSession] = useState(0);
  const current = items[0];
  const practising = running && current !== undefined && quiz.phase === 'asking';
  useQuizClock(practising ? current.review : '', timeUpText);

  const begin = () => {
    start({ reviews: true }, trainerConfig(factor));
    setSession((n) => n + 1);
    setRunning(true);
  };

  /** Records one answer to the current item; `feedback` is what the live region says. */
  const judge = (correct: boolean, feedback: string) => {
    if (!current) return;
    answer(correct, current.review, feedback);
    if (useAppStore.getState().quiz.outcome !== 'cleared') return;
    setCleared(current.review);
    onCleared(current.review);
    if (items.length <= 1) {
      window.alert(congratulationsText);
      setRunning(false);
    }
  };

  return { quiz, current, running: running && current !== undefined, practising, session, cleared, factor, setFactor, begin, judge, stop: () => setRunning(false) };
}
