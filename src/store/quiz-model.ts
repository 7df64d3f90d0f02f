/**
 * The quiz state every quiz screen shares (spec 000 §3 "Quiz state", §4, §9): pure functions,
 * no React. Health starts at 50 and moves by 10 — down on a correct answer, up on a wrong one —
 * like a tug of war the learner wins by pulling it to 0.
 */
export const QUIZ_LENGTH = 10;
export const HEALTH_START = 50;
export const HEALTH_STEP = 10;
export const HEALTH_MIN = 0;
export const HEALTH_MAX = 100;

export interface QuizState<Base = unknown> {
  base: Base | null;
  correct: number;
  incorrect: number;
  health: number;
  correctWords: string[];
  incorrectWords: string[];
  round: number;
}

export function initialQuizState<Base>(base: Base | null = null): QuizState<Base> {
  return { base, correct: 0, incorrect: 0, health: HEALTH_START, correctWords: [], incorrectWords: [], round: 0 };
}

function clampHealth(health: number): number {
  return Math.min(HEALTH_MAX, Math.max(HEALTH_MIN, health));
}

/** Records one answer of the current round; `word` names what was asked. */
export function recordAnswer<Base>(state: QuizState<Base>, isCorrect: boolean, word: string): QuizState<Base> {
  return isCorrect
    ? {
        ...state,
        correct: state.correct + 1,
        correctWords: [...state.correctWords, word],
        health: clampHealth(state.health - HEALTH_STEP),
      }
    : {
        ...state,
        incorrect: state.incorrect + 1,
        incorrectWords: [...state.incorrectWords, word],
        health: clampHealth(state.health + HEALTH_STEP),
      };
}

export function nextRound<Base>(state: QuizState<Base>): QuizState<Base> {
  return { ...state, round: state.round + 1 };
}

/** A quiz is over once the round counter has passed the tenth question (round > 9). */
export function isQuizOver(state: QuizState<unknown>): boolean {
  return state.round > QUIZ_LENGTH - 1;
}

/** A successful round earns a star: fewer than 3 mistakes (DECISIONS.md "Progress"). */
export function isSuccessfulRound(state: QuizState<unknown>): boolean {
  return state.incorrect < 3;
}
