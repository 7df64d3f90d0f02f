import { describe, expect, it } from 'vitest';
import { seeded, shuffle } from '@/lib/random';
import type { MatchCard } from './deck';
import { cardState, flip, initialMatchState, isDeckDone, isShowingMiss, turnBack, type MatchState } from './flips';

// Cards 0/2 are pair 0, 1/3 pair 1, 4/5 pair 2.
const card = (pair: number, face: MatchCard['face']): MatchCard => ({ pair, face, de: `Wort${pair}`, translation: `word ${pair}` });
const deck: MatchCard[] = [card(0, 'german'), card(1, 'german'), card(0, 'picture'), card(1, 'translation'), card(2, 'german'), card(2, 'picture')];

const flips = (state: MatchState, ...indices: number[]) => indices.reduce((s, i) => flip(s, deck, i).state, state);

describe('word match: flipping', () => {
  it('opens a first card and counts the flip', () => {
    const r = flip(initialMatchState, deck, 0);
    expect(r.event).toEqual({ kind: 'opened' });
    expect(r.state).toMatchObject({ open: [0], flips: 1, seen: [0] });
    expect(cardState(r.state, 0)).toBe('up');
    expect(cardState(r.state, 1)).toBe('down');
  });

  it('keeps a pair open as matched', () => {
    const r = flip(flips(initialMatchState, 0), deck, 2);
    expect(r.event).toEqual({ kind: 'match', pair: 0 });
    expect(r.state).toMatchObject({ open: [], matched: [0, 2], flips: 2, pairsFound: 1, mismatches: 0 });
    expect(cardState(r.state, 2)).toBe('matched');
  });

  it('shows a miss until it turns back', () => {
    const r = flip(flips(initialMatchState, 0), deck, 1);
    expect(r.event).toEqual({ kind: 'mismatch', first: 0, second: 1 });
    expect(r.state).toMatchObject({ open: [0, 1], mismatches: 1, flips: 2 });
    expect(isShowingMiss(r.state)).toBe(true);
    const back = turnBack(r.state);
    expect(back.open).toEqual([]);
    expect(cardState(back, 0)).toBe('down');
    expect(turnBack(back)).toBe(back);
  });

  it('turns a miss back at once when the learner flips the next card early, and goes on', () => {
    const miss = flips(initialMatchState, 0, 1);
    const r = flip(miss, deck, 4);
    expect(r.event).toEqual({ kind: 'opened' });
    expect(r.state).toMatchObject({ open: [4], flips: 3 });
    // Flipping one of the shown cards of the miss again starts a new turn with it.
    const again = flip(miss, deck, 0);
    expect(again.event).toEqual({ kind: 'ignored' });
    const after = flip(turnBack(miss), deck, 0);
    expect(after.event).toEqual({ kind: 'opened' });
  });

  it('ignores an open or matched card and does not count it', () => {
    const one = flips(initialMatchState, 0);
    expect(flip(one, deck, 0)).toEqual({ state: one, event: { kind: 'ignored' } });
    const pair = flips(initialMatchState, 0, 2);
    expect(flip(pair, deck, 2)).toEqual({ state: pair, event: { kind: 'ignored' } });
    expect(flip(pair, deck, 99).event.kind).toBe('ignored');
  });

  it('misses both words only when the second card had been seen (a wrong claim, not a guess)', () => {
    const guess = flips(initialMatchState, 0, 1);
    expect(guess.missed).toEqual([]);
    // Card 3 (pair 1) is new, then card 1 (pair 1, seen) would match — instead choose seen card 0.
    const claim = flips(guess, 3, 0);
    expect(claim.mismatches).toBe(2);
    expect(claim.missed).toEqual([1, 0]);
  });

  it('is done when every card is matched; a perfect game takes two flips a pair', () => {
    const done = flips(initialMatchState, 0, 2, 1, 3, 4, 5);
    expect(isDeckDone(done, deck)).toBe(true);
    expect(done).toMatchObject({ flips: 6, pairsFound: 3, mismatches: 0 });
    expect(isDeckDone(flips(initialMatchState, 0, 2), deck)).toBe(false);
  });

  it('always ends with every pair found whatever the order of flips', () => {
    for (let seed = 0; seed < 30; seed++) {
      const random = seeded(seed);
      let state = initialMatchState;
      for (let step = 0; step < 500 && !isDeckDone(state, deck); step++) {
        const [i] = shuffle([0, 1, 2, 3, 4, 5], random);
        state = flip(state, deck, i!).state;
      }
      expect(isDeckDone(state, deck)).toBe(true);
      expect(state.pairsFound).toBe(3);
      expect(state.flips).toBe(state.pairsFound * 2 + state.mismatches * 2 + state.open.length);
    }
  });
});
