/**
 * The one quiz/game engine every quiz screen shares (spec 000 §3 "Quiz state", §4, §9; spec 001
 * §4): a pure reducer, no React. Health starts at 50 and moves by 10 — down on a correct answer,
 * up on a wrong one — like a tug of war the learner wins by pulling it to 0.
 *
 * A session asks one item at a time: `answer` records it (once per item), `next` moves on.
 * It finishes after `length` items (word and grammar rounds: 10), when `target` correct answers
 * are reached (the review trainer's 15 repeats), when the `lives` are used up (3 in the trainer),
 * or when the screen says its pool is done (`finish`). With a time limit, `tick` counts down and
 * running out counts as a wrong answer.
 */
export const QUIZ_LENGTH = 10;
export const HEALTH_START = 50;
export const HEALTH_STEP = 10;
export const HEALTH_MIN = 0;
export const HEALTH_MAX = 100;
/** A round earns a star with fewer than this many mistakes (DECISIONS.md "Progress"). */
export const STAR_MISTAKES = 3;

export interface QuizConfig {
  /** Items per session; unlimited when the screen decides the end (`finish`). */
  length?: number;
  /** Correct answers that end the session ("cleared"). */
  target?: number;
  /** Wrong answers (or time-outs) that end the session ("gameover"). */
  lives?: number;
  /** Seconds per item; Infinity or absent: no limit. */
  secondsPerItem?: number;
  /** After an answer, ask the next item at once (no "Next" step): the trainer's typing drill. */
  autoNext?: boolean;
}

export type QuizPhase = 'asking' | 'answered' | 'finished';
export type QuizOutcome = 'completed' | 'cleared' | 'gameover' | null;

export interface QuizState<Base = unknown> {
  base: Base | null;
  correct: number;
  incorrect: number;
  health: number;
  correctWords: string[];
  incorrectWords: string[];
  /** The index of the item being asked (after the last item: the number asked). */
  round: number;
  phase: QuizPhase;
  outcome: QuizOutcome;
  /** The last answer: right, wrong, or wrong because the time ran out. */
  last: 'right' | 'wrong' | 'timeout' | null;
  lives: number;
  timeLeft: number;
  config: Required<QuizConfig>;
}

const DEFAULTS: Required<QuizConfig> = {
  length: Number.POSITIVE_INFINITY,
  target: Number.POSITIVE_INFINITY,
  lives: Number.POSITIVE_INFINITY,
  secondsPerItem: Number.POSITIVE_INFINITY,
  autoNext: false,
};

export type QuizEvent<Base = unknown> =
  | { type: 'start'; base?: Base | null; config?: QuizConfig }
  | { type: 'answer'; correct: boolean; item: string }
  | { type: 'tick'; item: string }
  | { type: 'next' }
  | { type: 'finish' };

export function initialQuizState<Base>(base: Base | null = null, config: QuizConfig = {}): QuizState<Base> {
  const full = { ...DEFAULTS, ...config };
  return {
    base,
    correct: 0,
    incorrect: 0,
    health: HEALTH_START,
    correctWords: [],
    incorrectWords: [],
    round: 0,
    phase: 'asking',
    outcome: null,
    last: null,
    lives: full.lives,
    timeLeft: full.secondsPerItem,
    config: full,
  };
}

function clampHealth(health: number): number {
  return Math.min(HEALTH_MAX, Math.max(HEALTH_MIN, health));
}

/** Records one answer of the current item; `word` names what was asked. Counts only. */
export function recordAnswer<Base>(state: QuizState<Base>, isCorrect: boolean, word: string): QuizState<Base> {
  return isCorrect
    ? { ...state, correct: state.correct + 1, correctWords: [...state.correctWords, word], health: clampHealth(state.health - HEALTH_STEP), last: 'right' }
    : { ...state, incorrect: state.incorrect + 1, incorrectWords: [...state.incorrectWords, word], health: clampHealth(state.health + HEALTH_STEP), last: 'wrong' };
}

export function nextRound<Base>(state: QuizState<Base>): QuizState<Base> {
  return { ...state, round: state.round + 1 };
}

function finished<Base>(state: QuizState<Base>, outcome: QuizOutcome): QuizState<Base> {
  return { ...state, phase: 'finished', outcome };
}

/** After an answer: cleared, game over, or (auto-next) straight on with a fresh clock. */
function settle<Base>(state: QuizState<Base>): QuizState<Base> {
  if (state.correct >= state.config.target) return finished(state, 'cleared');
  if (state.lives <= 0) return finished(state, 'gameover');
  if (state.config.autoNext) return { ...state, phase: 'asking', timeLeft: state.config.secondsPerItem };
  return { ...state, phase: 'answered' };
}

function answer<Base>(state: QuizState<Base>, correct: boolean, item: string, timedOut: boolean): QuizState<Base> {
  if (state.phase !== 'asking') return state;
  const recorded = recordAnswer(state, correct, item);
  const lives = correct ? recorded.lives : recorded.lives - 1;
  return settle({ ...recorded, lives, last: timedOut ? 'timeout' : recorded.last });
}

export function quizReducer<Base>(state: QuizState<Base>, event: QuizEvent<Base>): QuizState<Base> {
  switch (event.type) {
    case 'start':
      return initialQuizState(event.base === undefined ? state.base : event.base, event.config ?? state.config);
    case 'answer':
      return answer(state, event.correct, event.item, false);
    case 'tick':
      if (state.phase !== 'asking' || !Number.isFinite(state.timeLeft)) return state;
      return state.timeLeft > 1 ? { ...state, timeLeft: state.timeLeft - 1 } : answer({ ...state, timeLeft: 0 }, false, event.item, true);
    case 'next': {
      if (state.phase === 'finished') return state;
      const moved = nextRound(state);
      if (moved.round >= state.config.length) return finished(moved, 'completed');
      return { ...moved, phase: 'asking', last: null, timeLeft: state.config.secondsPerItem };
    }
    case 'finish':
      return state.phase === 'finished' ? state : finished(state, 'completed');
  }
}

/** A successful round earns a star: fewer than 3 mistakes (DECISIONS.md "Progress"). */
export function isSuccessfulRound(state: QuizState<unknown>): boolean {
  return state.incorrect < STAR_MISTAKES;
}
