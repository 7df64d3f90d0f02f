import { describe, expect, it } from 'vitest';
import { seeded } from '@/lib/random';
import { A2_DIRECTIONS, buildPuzzle, type Puzzle } from './puzzle';
import { lettersOf, lineBetween, matchSelection, moveCell, onAny, sameCell } from './selection';

const at = (row: number, col: number) => ({ row, col });

describe('lineBetween', () => {
  it('runs along a row, a column or a 45° diagonal, from first to last cell', () => {
    expect(lineBetween(at(2, 1), at(2, 4))).toEqual([at(2, 1), at(2, 2), at(2, 3), at(2, 4)]);
    expect(lineBetween(at(3, 0), at(1, 0))).toEqual([at(3, 0), at(2, 0), at(1, 0)]);
    expect(lineBetween(at(0, 0), at(2, 2))).toEqual([at(0, 0), at(1, 1), at(2, 2)]);
    expect(lineBetween(at(2, 0), at(0, 2))).toEqual([at(2, 0), at(1, 1), at(0, 2)]);
    expect(lineBetween(at(1, 1), at(1, 1))).toEqual([at(1, 1)]);
  });
  it('is no line for any other pair of cells', () => {
    expect(lineBetween(at(0, 0), at(1, 2))).toBeNull();
    expect(lineBetween(at(0, 0), at(3, 2))).toBeNull();
  });
});

describe('matchSelection', () => {
  // H U N D
  // X K X X
  // X U X X
  // X H X X
  const puzzle: Puzzle = {
    rows: 4,
    cols: 4,
    grid: [
      ['H', 'U', 'N', 'D'],
      ['X', 'K', 'X', 'X'],
      ['X', 'U', 'X', 'X'],
      ['X', 'H', 'X', 'X'],
    ],
    placements: [
      { word: 0, cells: [at(0, 0), at(0, 1), at(0, 2), at(0, 3)] },
      { word: 1, cells: [at(1, 1), at(2, 1), at(3, 1)] },
    ],
  };

  it('finds a word selected from its first to its last letter', () => {
    expect(matchSelection(puzzle, at(0, 0), at(0, 3))).toEqual({ kind: 'word', placement: puzzle.placements[0] });
    expect(matchSelection(puzzle, at(1, 1), at(3, 1))).toEqual({ kind: 'word', placement: puzzle.placements[1] });
  });

  it('finds it selected from its last letter back to its first', () => {
    expect(matchSelection(puzzle, at(0, 3), at(0, 0))).toEqual({ kind: 'word', placement: puzzle.placements[0] });
    expect(matchSelection(puzzle, at(3, 1), at(1, 1))).toEqual({ kind: 'word', placement: puzzle.placements[1] });
  });

  it('is wrong for a straight line that is not exactly a word (too short, too long, elsewhere)', () => {
    expect(matchSelection(puzzle, at(0, 0), at(0, 2))).toEqual({ kind: 'wrong', cells: [at(0, 0), at(0, 1), at(0, 2)] });
    expect(matchSelection(puzzle, at(0, 1), at(3, 1)).kind).toBe('wrong');
    expect(matchSelection(puzzle, at(0, 0), at(3, 3)).kind).toBe('wrong');
  });

  it('proposes nothing for one cell or cells off a straight line', () => {
    expect(matchSelection(puzzle, at(0, 0), at(0, 0))).toEqual({ kind: 'notLine' });
    expect(matchSelection(puzzle, at(0, 0), at(2, 1))).toEqual({ kind: 'notLine' });
  });

  it('finds every word of generated puzzles both ways, and reads its letters', () => {
    const words = ['Hund', 'Katze', 'Maus', 'Vogel', 'Fisch', 'Pferd', 'Kuh', 'Schaf', 'Ziege', 'Straße'];
    for (let seed = 0; seed < 50; seed++) {
      const p = buildPuzzle(words, A2_DIRECTIONS, seeded(seed))!;
      for (const placement of p.placements) {
        const first = placement.cells[0]!;
        const last = placement.cells[placement.cells.length - 1]!;
        expect(matchSelection(p, first, last)).toEqual({ kind: 'word', placement });
        expect(matchSelection(p, last, first)).toEqual({ kind: 'word', placement });
      }
      const street = p.placements[9]!;
      expect(lettersOf(p, street.cells)).toBe('STRAßE');
    }
  });
});

describe('onAny', () => {
  it('tells whether a cell lies on one of the lines', () => {
    const lines = [[at(0, 0), at(0, 1)], [at(2, 2)]];
    expect(onAny(at(0, 1), lines)).toBe(true);
    expect(onAny(at(2, 2), lines)).toBe(true);
    expect(onAny(at(1, 1), lines)).toBe(false);
    expect(onAny(at(0, 0), [])).toBe(false);
  });
});

describe('moveCell', () => {
  it('moves by the arrow keys and stops at the edges', () => {
    expect(moveCell(at(1, 1), 'ArrowUp', 4, 5)).toEqual(at(0, 1));
    expect(moveCell(at(0, 1), 'ArrowUp', 4, 5)).toEqual(at(0, 1));
    expect(moveCell(at(3, 4), 'ArrowDown', 4, 5)).toEqual(at(3, 4));
    expect(moveCell(at(3, 4), 'ArrowRight', 4, 5)).toEqual(at(3, 4));
    expect(moveCell(at(3, 0), 'ArrowLeft', 4, 5)).toEqual(at(3, 0));
    expect(moveCell(at(2, 2), 'ArrowRight', 4, 5)).toEqual(at(2, 3));
  });
  it('goes to the row ends with Home/End and to the grid corners with Ctrl', () => {
    expect(moveCell(at(2, 2), 'Home', 4, 5)).toEqual(at(2, 0));
    expect(moveCell(at(2, 2), 'End', 4, 5)).toEqual(at(2, 4));
    expect(moveCell(at(2, 2), 'Home', 4, 5, true)).toEqual(at(0, 0));
    expect(moveCell(at(2, 2), 'End', 4, 5, true)).toEqual(at(3, 4));
  });
  it('ignores other keys', () => {
    expect(moveCell(at(2, 2), 'Enter', 4, 5)).toBeNull();
  });
});

describe('sameCell', () => {
  it('is true only for two cells at the same place', () => {
    expect(sameCell(at(1, 2), at(1, 2))).toBe(true);
    expect(sameCell(at(1, 2), at(2, 1))).toBe(false);
    expect(sameCell(null, at(1, 2))).toBe(false);
    expect(sameCell(null, null)).toBe(false);
  });
});
