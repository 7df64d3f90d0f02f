import { describe, expect, it } from 'vitest';
import { checkGap, clockReducer, isAllHidden, isRunning, SECONDS_PER_WORD, startClock, type ClockEvent, type VanishClock } from './round';

const run = (clock: VanishClock, ...events: ClockEvent[]) => events.reduce(clockReducer, clock);
const ticks = (n: number): ClockEvent[] => Array.from({ length: n }, () => ({ type: 'tick' }));

describe('the vanishing clock', () => {
  it('hides a word every few seconds at the normal setting, and stretches the interval ×2 and ×10', () => {
    const clock = startClock(10, 1);
    expect(run(clock, ...ticks(SECONDS_PER_WORD - 1)).hidden).toBe(0);
    expect(run(clock, ...ticks(SECONDS_PER_WORD)).hidden).toBe(1);
    expect(run(clock, ...ticks(SECONDS_PER_WORD * 3)).hidden).toBe(3);
    expect(run(startClock(10, 2), ...ticks(SECONDS_PER_WORD * 2 - 1)).hidden).toBe(0);
    expect(run(startClock(10, 2), ...ticks(SECONDS_PER_WORD * 2)).hidden).toBe(1);
    expect(run(startClock(10, 10), ...ticks(SECONDS_PER_WORD * 10)).hidden).toBe(1);
  });

  it('is off with no time limit: only "hide next word" hides', () => {
    const off = startClock(10, 0);
    expect(isRunning(off)).toBe(false);
    expect(run(off, ...ticks(1000)).hidden).toBe(0);
    expect(run(off, { type: 'hide' }, { type: 'hide' }).hidden).toBe(2);
  });

  it('stands still while paused and goes on where it stopped', () => {
    const paused = run(startClock(10, 1), { type: 'tick' }, { type: 'pause' }, ...ticks(100));
    expect(paused).toMatchObject({ hidden: 0, left: SECONDS_PER_WORD - 1, paused: true });
    expect(run(paused, { type: 'resume' }, ...ticks(SECONDS_PER_WORD - 1)).hidden).toBe(1);
  });

  it('restarts the interval after the learner hides a word, and stops after the last word', () => {
    const early = run(startClock(10, 1), ...ticks(SECONDS_PER_WORD - 1), { type: 'hide' });
    expect(early).toMatchObject({ hidden: 1, left: SECONDS_PER_WORD });
    const done = run(startClock(3, 1), ...ticks(SECONDS_PER_WORD * 10), { type: 'hide' });
    expect(done.hidden).toBe(3);
    expect(isAllHidden(done)).toBe(true);
    expect(isRunning(done)).toBe(false);
  });
});

describe('checkGap', () => {
  it('accepts the word regardless of case, and marks a different spelling for showing the proper one', () => {
    expect(checkGap('Brötchen', 'Brötchen')).toEqual({ given: 'Brötchen', expected: 'Brötchen', correct: true, respelled: false });
    expect(checkGap(' brötchen ', 'Brötchen')).toMatchObject({ correct: true, respelled: true });
    expect(checkGap('Broetchen', 'Brötchen')).toMatchObject({ correct: true, respelled: true });
  });

  it('rejects another word, a bare vowel for an umlaut, and an empty gap', () => {
    expect(checkGap('Brot', 'Brötchen').correct).toBe(false);
    expect(checkGap('schon', 'schön').correct).toBe(false);
    expect(checkGap('', 'Käse').correct).toBe(false);
    expect(checkGap('   ', 'Käse').correct).toBe(false);
  });
});
