import { describe, expect, it } from 'vitest';
import { seedCrosswords } from '@/mocks/data/crosswords';
import { buildGrid, GridError, type PuzzleData, usesTranscription, wordAt } from './grid';
import { small } from './fixtures.test-data';

function errorOf(data: PuzzleData): GridError {
  try {
    buildGrid(data);
  } catch (error) {
    if (error instanceof GridError) return error;
    throw error;
  }
  throw new Error('no GridError thrown');
}

describe('buildGrid', () => {
  const grid = buildGrid(small);

  it('lays out cells and blocks', () => {
    expect(grid.width).toBe(4);
    expect(grid.height).toBe(3);
    expect(grid.cells.map((c) => c.solution ?? '#').join('')).toBe('CAT#A#O#ROWS');
  });

  it('numbers the cells from the layout in reading order, whatever numbers the server sent', () => {
    expect(grid.cells.map((c) => c.number ?? 0)).toEqual([1, 0, 2, 0, 0, 0, 0, 0, 3, 0, 0, 0]);
    expect(grid.words.map((w) => w.id)).toEqual(['1-across', '3-across', '1-down', '2-down']);
    const renumbered = buildGrid({ ...small, entries: small.entries.map((e) => ({ ...e, number: 99 })) });
    expect(renumbered.words.map((w) => w.id)).toEqual(['1-across', '3-across', '1-down', '2-down']);
  });

  it('knows the extent of each word through a cell, per direction', () => {
    expect(wordAt(grid, 0, 'across')?.cells).toEqual([0, 1, 2]);
    expect(wordAt(grid, 0, 'down')?.cells).toEqual([0, 4, 8]);
    expect(wordAt(grid, 10, 'across')?.cells).toEqual([8, 9, 10, 11]);
    expect(wordAt(grid, 10, 'down')?.cells).toEqual([2, 6, 10]);
    expect(wordAt(grid, 1, 'down')).toBeNull();
    expect(wordAt(grid, 3, 'across')).toBeNull();
    expect(grid.words.find((w) => w.id === '2-down')?.solution).toEqual(['T', 'O', 'W']);
  });

  it('holds ß in one cell', () => {
    const g = buildGrid({ width: 6, height: 1, entries: [{ number: 1, row: 0, col: 0, direction: 'across', answer: 'Straße', clue: 'Weg' }] });
    expect(g.cells.map((c) => c.solution)).toEqual(['S', 'T', 'R', 'A', 'ß', 'E']);
  });

  it('refuses bad data from the server with a typed error', () => {
    const one = (answer: string, row = 0, col = 0) => ({ number: 1, row, col, direction: 'across' as const, answer, clue: 'x' });
    expect(errorOf({ width: 0, height: 3, entries: [one('AB')] }).reason).toBe('size');
    expect(errorOf({ width: 2.5, height: 3, entries: [one('AB')] }).reason).toBe('size');
    expect(errorOf({ width: 3, height: 3, entries: [] }).reason).toBe('empty');
    expect(errorOf({ width: 3, height: 3, entries: [one('A1B')] }).reason).toBe('answer');
    expect(errorOf({ width: 3, height: 3, entries: [one('ABCD')] }).reason).toBe('outside');
    expect(errorOf({ width: 3, height: 3, entries: [one('AB', -1)] }).reason).toBe('outside');
    expect(errorOf({ width: 3, height: 3, entries: [one('AB', 0, 2)] }).reason).toBe('outside');
    expect(errorOf({ ...small, entries: [...small.entries.slice(0, 3), { number: 1, row: 0, col: 0, direction: 'down', answer: 'BAR', clue: 'x' }] }).reason).toBe('conflict');
    expect(errorOf({ width: 4, height: 1, entries: [one('ABC'), one('BCD', 0, 1)] }).reason).toBe('overlap');
    expect(errorOf({ width: 4, height: 1, entries: [one('ABC'), one('ABC', 0, 1)] }).message).toMatch(/does not fit/);
  });

  it.each(seedCrosswords.map((cw) => [cw.title, cw] as const))('builds the stand-in puzzle %s with its printed numbers', (_title, cw) => {
    const g = buildGrid(cw);
    expect(g.words).toHaveLength(cw.entries.length);
    for (const entry of cw.entries) {
      const word = g.words.find((w) => w.id === `${entry.number}-${entry.direction}`);
      expect(word?.solution.join(''), entry.answer).toBe(entry.answer);
    }
  });

  it('notices puzzles that write umlauts as AE OE UE', () => {
    expect(usesTranscription(buildGrid(seedCrosswords[0]!))).toBe(true);
    expect(usesTranscription(grid)).toBe(false);
    expect(usesTranscription(buildGrid({ width: 5, height: 1, entries: [{ number: 1, row: 0, col: 0, direction: 'across', answer: 'GRÜßE', clue: 'x' }] }))).toBe(false);
  });
});
