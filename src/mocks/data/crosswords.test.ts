import { describe, expect, it } from 'vitest';

import { seedCrosswords } from './crosswords';
import type { SeedCrossword, SeedCrosswordEntry } from './types';

type Direction = SeedCrosswordEntry['direction'];

interface Cell {
  letter: string;
  across?: number;
  down?: number;
}

const key = (row: number, col: number): string => `${row},${col}`;

/** Cells covered by an entry, first letter first. */
function cellsOf(entry: SeedCrosswordEntry): { row: number; col: number; letter: string }[] {
  return [...entry.answer].map((letter, i) => ({
    row: entry.row + (entry.direction === 'down' ? i : 0),
    col: entry.col + (entry.direction === 'across' ? i : 0),
    letter,
  }));
}

/** Lays the entries into a grid; returns the grid and any conflicts found on the way. */
function layOut(cw: SeedCrossword): { grid: Map<string, Cell>; conflicts: string[] } {
  const grid = new Map<string, Cell>();
  const conflicts: string[] = [];
  cw.entries.forEach((entry, index) => {
    for (const { row, col, letter } of cellsOf(entry)) {
      const k = key(row, col);
      const cell = grid.get(k);
      if (!cell) {
        grid.set(k, { letter, [entry.direction]: index });
        continue;
      }
      if (cell.letter !== letter) {
        conflicts.push(`${entry.answer}: letter ${letter} meets ${cell.letter} at ${k}`);
      }
      if (cell[entry.direction] !== undefined) {
        conflicts.push(`${entry.answer}: overlaps another ${entry.direction} entry at ${k}`);
      }
      cell[entry.direction] = index;
    }
  });
  return { grid, conflicts };
}

/**
 * Maximal runs (length ≥ 2) of filled cells in one direction, as "row,col,length".
 * In a valid grid these are exactly the entries of that direction: an entry that
 * touches another end-to-end, or letters side by side that form no entry, show up here.
 */
function runs(cw: SeedCrossword, grid: Map<string, Cell>, direction: Direction): string[] {
  const found: string[] = [];
  const lines = direction === 'across' ? cw.height : cw.width;
  const length = direction === 'across' ? cw.width : cw.height;
  for (let line = 0; line < lines; line++) {
    let start = -1;
    for (let pos = 0; pos <= length; pos++) {
      const row = direction === 'across' ? line : pos;
      const col = direction === 'across' ? pos : line;
      const filled = pos < length && grid.has(key(row, col));
      if (filled && start < 0) start = pos;
      if (!filled && start >= 0) {
        if (pos - start >= 2) {
          found.push(direction === 'across' ? `${line},${start},${pos - start}` : `${start},${line},${pos - start}`);
        }
        start = -1;
      }
    }
  }
  return found.sort();
}

const entrySlots = (cw: SeedCrossword, direction: Direction): string[] =>
  cw.entries
    .filter((e) => e.direction === direction)
    .map((e) => `${e.row},${e.col},${e.answer.length}`)
    .sort();

describe('seed crosswords', () => {
  it('has six crosswords with ids ascending by date, on consecutive Sundays', () => {
    expect(seedCrosswords).toHaveLength(6);
    seedCrosswords.forEach((cw, i) => {
      expect(cw.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const day = new Date(`${cw.date}T12:00:00Z`);
      expect(Number.isNaN(day.getTime())).toBe(false);
      expect(day.toISOString().slice(0, 10)).toBe(cw.date);
      expect(day.getUTCDay()).toBe(0);
      expect(cw.image_path).toBe(`uploads/crosswords/${cw.id}.svg`);
      expect(cw.title.trim()).not.toBe('');
      const previous = seedCrosswords[i - 1];
      if (previous) {
        expect(cw.id).toBeGreaterThan(previous.id);
        const gap = Date.parse(`${cw.date}T12:00:00Z`) - Date.parse(`${previous.date}T12:00:00Z`);
        expect(gap).toBe(7 * 24 * 60 * 60 * 1000);
      }
    });
    expect(new Set(seedCrosswords.map((cw) => cw.id)).size).toBe(seedCrosswords.length);
  });

  describe.each(seedCrosswords.map((cw) => [cw.title, cw] as const))('%s', (_title, cw) => {
    it('has 10–14 entries with A–Z answers of at least 3 letters and a German clue', () => {
      expect(cw.entries.length).toBeGreaterThanOrEqual(10);
      expect(cw.entries.length).toBeLessThanOrEqual(14);
      for (const entry of cw.entries) {
        expect(entry.answer).toMatch(/^[A-Z]{3,}$/);
        expect(entry.clue.trim()).not.toBe('');
        expect(['across', 'down']).toContain(entry.direction);
      }
      const answers = cw.entries.map((e) => e.answer);
      expect(new Set(answers).size).toBe(answers.length);
    });

    it('fits a grid of at most 13 × 13 and uses its full size', () => {
      expect(cw.width).toBeGreaterThan(0);
      expect(cw.height).toBeGreaterThan(0);
      expect(cw.width).toBeLessThanOrEqual(13);
      expect(cw.height).toBeLessThanOrEqual(13);
      let maxRow = 0;
      let maxCol = 0;
      for (const entry of cw.entries) {
        for (const { row, col } of cellsOf(entry)) {
          expect(Number.isInteger(row) && row >= 0 && row < cw.height, `${entry.answer} row ${row}`).toBe(true);
          expect(Number.isInteger(col) && col >= 0 && col < cw.width, `${entry.answer} col ${col}`).toBe(true);
          maxRow = Math.max(maxRow, row);
          maxCol = Math.max(maxCol, col);
        }
      }
      expect(maxRow + 1).toBe(cw.height);
      expect(maxCol + 1).toBe(cw.width);
    });

    it('has agreeing letters where entries cross and no same-direction overlap', () => {
      expect(layOut(cw).conflicts).toEqual([]);
    });

    it('has no entries touching end-to-end and no stray letter runs', () => {
      const { grid } = layOut(cw);
      expect(runs(cw, grid, 'across')).toEqual(entrySlots(cw, 'across'));
      expect(runs(cw, grid, 'down')).toEqual(entrySlots(cw, 'down'));
    });

    it('forms one connected grid in which every entry crosses another', () => {
      const { grid } = layOut(cw);
      const neighbours = cw.entries.map(() => new Set<number>());
      for (const cell of grid.values()) {
        if (cell.across !== undefined && cell.down !== undefined) {
          neighbours[cell.across]?.add(cell.down);
          neighbours[cell.down]?.add(cell.across);
        }
      }
      neighbours.forEach((set, i) => expect(set.size, `${cw.entries[i]?.answer} crosses nothing`).toBeGreaterThan(0));
      const seen = new Set<number>([0]);
      const stack = [0];
      for (let current = stack.pop(); current !== undefined; current = stack.pop()) {
        for (const next of neighbours[current] ?? []) {
          if (!seen.has(next)) {
            seen.add(next);
            stack.push(next);
          }
        }
      }
      expect(seen.size).toBe(cw.entries.length);
    });

    it('is numbered like a printed crossword', () => {
      const starts = [...new Set(cw.entries.map((e) => key(e.row, e.col)))].sort((a, b) => {
        const [ra = 0, ca = 0] = a.split(',').map(Number);
        const [rb = 0, cb = 0] = b.split(',').map(Number);
        return ra - rb || ca - cb;
      });
      for (const entry of cw.entries) {
        expect(entry.number, entry.answer).toBe(starts.indexOf(key(entry.row, entry.col)) + 1);
      }
      const slots = cw.entries.map((e) => `${e.number}-${e.direction}`);
      expect(new Set(slots).size).toBe(slots.length);
    });
  });
});
