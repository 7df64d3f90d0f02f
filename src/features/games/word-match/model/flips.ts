import type { MatchCard } from './deck';

/**
 * The flip state machine of word match. A flip turns one face-down card up. The second card of a
 * turn either completes a pair (both stay open, matched) or not (both stay up, "unmatched", until
 * they are turned back — after a short moment, or at once when the next card is flipped, so a
 * learner who goes on early simply continues).
 */
export interface MatchState {
  /** Face-up cards that are not matched: none, one, or the two of a miss waiting to turn back. */
  open: number[];
  matched: number[];
  /** Cards that have been face up at least once. */
  seen: number[];
  flips: number;
  pairsFound: number;
  mismatches: number;
  /** Pairs of words to review: those in a miss whose second card had been seen before. */
  missed: number[];
}

export type FlipEvent = { kind: 'ignored' } | { kind: 'opened' } | { kind: 'match'; pair: number } | { kind: 'mismatch'; first: number; second: number };

export const initialMatchState: MatchState = { open: [], matched: [], seen: [], flips: 0, pairsFound: 0, mismatches: 0, missed: [] };

const addOnce = (list: readonly number[], ...items: number[]) => [...list, ...items.filter((x, i) => !list.includes(x) && items.indexOf(x) === i)];

/** Whether the two open cards are a miss still showing. */
export function isShowingMiss(state: MatchState): boolean {
  return state.open.length === 2;
}

/** Turns the two cards of a miss face down (nothing else changes). */
export function turnBack(state: MatchState): MatchState {
  return isShowingMiss(state) ? { ...state, open: [] } : state;
}

/**
 * Flips card `index`. A matched or already open card is ignored. A miss still showing turns back
 * first. The second card of a turn decides: the same pair is a match; otherwise a mismatch, and
 * when the second card had been seen before (the learner chose a known card as the partner, not a
 * guess) both words are missed.
 */
export function flip(state: MatchState, deck: readonly MatchCard[], index: number): { state: MatchState; event: FlipEvent } {
  const card = deck[index];
  if (!card || state.matched.includes(index) || state.open.includes(index)) return { state, event: { kind: 'ignored' } };
  const ready = turnBack(state);
  const wasSeen = ready.seen.includes(index);
  const flipped: MatchState = { ...ready, flips: ready.flips + 1, seen: addOnce(ready.seen, index) };
  const [first] = ready.open;
  if (first === undefined) return { state: { ...flipped, open: [index] }, event: { kind: 'opened' } };
  const other = deck[first]!;
  if (other.pair === card.pair) {
    return {
      state: { ...flipped, open: [], matched: [...ready.matched, first, index], pairsFound: ready.pairsFound + 1 },
      event: { kind: 'match', pair: card.pair },
    };
  }
  return {
    state: { ...flipped, open: [first, index], mismatches: ready.mismatches + 1, missed: wasSeen ? addOnce(ready.missed, other.pair, card.pair) : ready.missed },
    event: { kind: 'mismatch', first, second: index },
  };
}

export function isDeckDone(state: MatchState, deck: readonly MatchCard[]): boolean {
  return deck.length > 0 && state.matched.length === deck.length;
}

/** What a card shows: face down, face up (a miss or the first card of a turn), or matched. */
export function cardState(state: MatchState, index: number): 'down' | 'up' | 'matched' {
  if (state.matched.includes(index)) return 'matched';
  return state.open.includes(index) ? 'up' : 'down';
}
