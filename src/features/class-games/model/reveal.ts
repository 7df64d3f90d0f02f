import { shuffle, type Random } from '@/lib/random';

/** The picture card ("What is it?"): a picture under a grid of tiles the teacher uncovers. */
export const TILES = 9;

export interface Reveal {
  uncovered: number[];
  answerShown: boolean;
}

export function newReveal(): Reveal {
  return { uncovered: [], answerShown: false };
}

export function uncover(state: Reveal, tile: number): Reveal {
  if (tile < 0 || tile >= TILES || state.uncovered.includes(tile)) return state;
  return { ...state, uncovered: [...state.uncovered, tile] };
}

/** Uncovers one random tile still covered (nothing when all are open). */
export function uncoverRandom(state: Reveal, random: Random = Math.random): Reveal {
  const covered = Array.from({ length: TILES }, (_, i) => i).filter((i) => !state.uncovered.includes(i));
  const [tile] = shuffle(covered, random);
  return tile === undefined ? state : uncover(state, tile);
}

/** Showing the answer also uncovers the whole picture. */
export function showAnswer(): Reveal {
  return { uncovered: Array.from({ length: TILES }, (_, i) => i), answerShown: true };
}

export function isCovered(state: Reveal, tile: number): boolean {
  return !state.uncovered.includes(tile);
}
