import { describe, expect, it } from 'vitest';
import { buildGrid } from './grid';
import { small } from './fixtures.test-data';
import { initialState, reveal, typeLetter } from './play';
import { isSolvedOnDevice, loadProgress, parseProgress, progressKey, saveProgress, serialiseProgress } from './progress';

const grid = buildGrid(small);

describe('crossword progress on the device', () => {
  it('round-trips letters, revealed cells, time and the solved flag under one key per puzzle', () => {
    const state = reveal(grid, typeLetter(grid, initialState(grid), 'c'.toUpperCase()), 'letter');
    expect(saveProgress(7, grid, { state, seconds: 83.4, solved: false })).toBe(true);
    expect(JSON.parse(localStorage.getItem(progressKey(7)) ?? 'null')).toMatchObject({ v: 1, width: 4, height: 3, seconds: 83, solved: false });
    const back = loadProgress(7, grid);
    expect(back?.state.letters).toEqual(state.letters);
    expect(back?.state.revealed).toEqual(state.revealed);
    expect(back?.seconds).toBe(83);
    expect(isSolvedOnDevice(7)).toBe(false);
    saveProgress(7, grid, { state, seconds: 90, solved: true });
    expect(isSolvedOnDevice(7)).toBe(true);
    expect(isSolvedOnDevice(8)).toBe(false);
  });

  it('drops progress of another version or grid size, and repairs junk cells', () => {
    const good = serialiseProgress(grid, { state: initialState(grid), seconds: 5, solved: false });
    expect(parseProgress(grid, { ...good, v: 2 })).toBeNull();
    expect(parseProgress(grid, { ...good, width: 5 })).toBeNull();
    expect(parseProgress(grid, { ...good, letters: good.letters.slice(1) })).toBeNull();
    for (const junk of [null, 'x', 3, [], { v: 1 }]) expect(parseProgress(grid, junk)).toBeNull();
    const letters = ['c', 'ẞ', 'TOO', '#', 'a', 'X', 7, null, 'r', '', '', 's'];
    const repaired = parseProgress(grid, { ...good, letters, revealed: [0, 3, 'x', 99, 0, 1.5], seconds: -4, solved: 'yes' });
    expect(repaired?.state.letters).toEqual(['C', 'ß', '', '', 'A', '', '', '', 'R', '', '', 'S']);
    expect(repaired?.state.revealed).toEqual([0]);
    expect(repaired?.seconds).toBe(0);
    expect(repaired?.solved).toBe(false);
  });

  it('never throws on junk in storage', () => {
    localStorage.setItem(progressKey(3), '{not json');
    expect(loadProgress(3, grid)).toBeNull();
    expect(isSolvedOnDevice(3)).toBe(false);
    localStorage.setItem(progressKey(3), '"solved"');
    expect(isSolvedOnDevice(3)).toBe(false);
  });
});
