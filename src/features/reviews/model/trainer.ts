import { limitSeconds, type TimeFactor } from '@/lib/time-limit';

/**
 * The word-review (corrections) trainer's rules (spec 001 §2, §4 "Review trainer", §9): pure
 * state transitions; the screen adds the timer, the typing field and the storage side effects.
 */
export const REPEATS_TO_CLEAR = 15;
export const LIVES = 3;
export const SECONDS_PER_ATTEMPT = 30;
export const OVERVIEW_WORDS = 5;

export type TrainerStage = 'overview' | 'practice' | 'result';

export interface TrainerState {
  stage: TrainerStage;
  repeats: number;
  lives: number;
  /** Seconds left for the current attempt (meaningless when the limit is off). */
  timeLeft: number;
  /** Why stage 3 was reached. */
  outcome: 'cleared' | 'gameover' | null;
}

export const initialTrainer: TrainerState = { stage: 'overview', repeats: 0, lives: LIVES, timeLeft: SECONDS_PER_ATTEMPT, outcome: null };

export type TrainerEvent =
  | { type: 'start'; seconds: number }
  | { type: 'answer'; correct: boolean; seconds: number }
  | { type: 'tick' }
  | { type: 'tryAgain' }
  | { type: 'next'; seconds: number }
  | { type: 'listEmptied' };

/** Stage 1 → 2 (Start review / Start Next Correction); answers, time-outs, game over, cleared. */
export function trainerReducer(state: TrainerState, event: TrainerEvent): TrainerState {
  switch (event.type) {
    case 'start':
    case 'next':
      return { stage: 'practice', repeats: 0, lives: LIVES, timeLeft: event.seconds, outcome: null };
    case 'answer': {
      if (state.stage !== 'practice') return state;
      if (event.correct) {
        const repeats = state.repeats + 1;
        if (repeats >= REPEATS_TO_CLEAR) return { ...state, repeats, stage: 'result', outcome: 'cleared' };
        return { ...state, repeats, timeLeft: event.seconds };
      }
      return loseLife(state, event.seconds);
    }
    case 'tick': {
      if (state.stage !== 'practice') return state;
      if (state.timeLeft > 1) return { ...state, timeLeft: state.timeLeft - 1 };
      return loseLife(state, null);
    }
    case 'tryAgain':
      return { ...initialTrainer };
    case 'listEmptied':
      return { ...initialTrainer };
  }
}

/** A wrong answer or a time-out costs a life and resets the timer; the third loss ends the game. */
function loseLife(state: TrainerState, seconds: number | null): TrainerState {
  const lives = state.lives - 1;
  if (lives <= 0) return { ...state, lives: 0, stage: 'result', outcome: 'gameover' };
  return { ...state, lives, timeLeft: seconds ?? SECONDS_PER_ATTEMPT };
}

export function secondsFor(factor: TimeFactor): number {
  return limitSeconds(SECONDS_PER_ATTEMPT, factor);
}
