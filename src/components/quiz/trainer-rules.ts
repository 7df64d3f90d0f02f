import { limitSeconds, type TimeFactor } from '@/lib/time-limit';
import type { QuizConfig } from '@/store/quiz-model';

/**
 * The review trainer's rules (spec 001 §2, §4 "Review trainer", §9) as a session of the one quiz
 * engine: 15 correct answers clear a word, 3 lives, 30 s per attempt (adjustable or off), and
 * after each answer the same word is asked again at once. Shared by the word reviews
 * (/words/reviews) and the phrase reviews (/phrases/reviews).
 */
export const REPEATS_TO_CLEAR = 15;
export const LIVES = 3;
export const SECONDS_PER_ATTEMPT = 30;
export const OVERVIEW_WORDS = 5;

export function secondsFor(factor: TimeFactor): number {
  return limitSeconds(SECONDS_PER_ATTEMPT, factor);
}

export function trainerConfig(factor: TimeFactor): QuizConfig {
  return { target: REPEATS_TO_CLEAR, lives: LIVES, secondsPerItem: secondsFor(factor), autoNext: true };
}
