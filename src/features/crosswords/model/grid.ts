import { answerLetters } from './letters';

/** The grid model of a crossword: cells, words, numbering, built from the server's entries. */

export type Direction = 'across' | 'down';

export interface PuzzleEntry {
  number: number;
  row: number;
  col: number;
  direction: Direction;
  answer: string;
  clue: string;
}

export interface PuzzleData {
  width: number;
  height: number;
  entries: readonly PuzzleEntry[];
}

export interface Word {
  /** `3-across`: the clue's number (from the layout) and direction. */
  id: string;
  number: number;
  direction: Direction;
  clue: string;
  /** Cell indexes, first letter first. */
  cells: number[];
  /** The solution, one letter per cell. */
  solution: string[];
}

export interface Cell {
  index: number;
  row: number;
  col: number;
  /** The solution letter; null for a block. */
  solution: string | null;
  /** The number printed in the cell (a word starts here), from the layout. */
  number: number | null;
  /** Index into `Grid.words` of the across and down word through this cell. */
  across: number | null;
  down: number | null;
}

export interface Grid {
  width: number;
  height: number;
  cells: Cell[];
  /** Across words by number, then down words by number: the clue order (Tab / Shift+Tab). */
  words: Word[];
}

/** Why a puzzle from the server cannot be played. */
export type GridErrorReason = 'size' | 'answer' | 'outside' | 'conflict' | 'overlap' | 'empty';

export class GridError extends Error {
  readonly reason: GridErrorReason;
  constructor(reason: GridErrorReason, detail: string) {
    super(`Crossword data does not fit its grid (${reason}): ${detail}`);
    this.name = 'GridError';
    this.reason = reason;
  }
}

/** Grids above this size are no crossword anyone solves on a screen; taken as bad data. */
export const MAX_SIDE = 40;

export const cellIndex = (width: number, row: number, col: number): number => row * width + col;

/**
 * Lays the entries into a grid and numbers it from the layout (reading order of the cells where
 * a word starts), like a printed crossword. Throws GridError when the data cannot be a crossword:
 * a size that is no positive whole number, an answer with a character that is no letter, an
 * answer running out of the grid, crossing answers that disagree on a letter, or two answers of one
 * direction sharing a cell.
 */
export function buildGrid(data: PuzzleData): Grid {
  const { width, height } = data;
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1 || width > MAX_SIDE || height > MAX_SIDE) {
    throw new GridError('size', `${width} × ${height}`);
  }
  if (data.entries.length === 0) throw new GridError('empty', 'no entries');
  const cells: Cell[] = Array.from({ length: width * height }, (_, index) => ({
    index,
    row: Math.floor(index / width),
    col: index % width,
    solution: null,
    number: null,
    across: null,
    down: null,
  }));
  const laid: { entry: PuzzleEntry; cells: number[]; solution: string[] }[] = [];
  for (const entry of data.entries) {
    const solution = answerLetters(entry.answer);
    if (!solution || solution.length === 0) throw new GridError('answer', `“${entry.answer}”`);
    if (!Number.isInteger(entry.row) || !Number.isInteger(entry.col)) throw new GridError('outside', `${entry.answer} at ${entry.row},${entry.col}`);
    const indexes: number[] = [];
    for (let i = 0; i < solution.length; i++) {
      const row = entry.row + (entry.direction === 'down' ? i : 0);
      const col = entry.col + (entry.direction === 'across' ? i : 0);
      if (row < 0 || col < 0 || row >= height || col >= width) throw new GridError('outside', `${entry.answer} leaves the ${width} × ${height} grid`);
      const cell = cells[cellIndex(width, row, col)];
      if (!cell) throw new GridError('outside', entry.answer);
      const letter = solution[i] ?? '';
      if (cell.solution !== null && cell.solution !== letter) {
        throw new GridError('conflict', `${entry.answer} puts ${letter} where another answer has ${cell.solution} (${row},${col})`);
      }
      if (cell[entry.direction] !== null) throw new GridError('overlap', `two ${entry.direction} answers share ${row},${col}`);
      cell.solution = letter;
      cell[entry.direction] = -1; // claimed; the word index is set below
      indexes.push(cell.index);
    }
    laid.push({ entry, cells: indexes, solution });
  }
  // Numbers from the layout: every cell where a word starts, in reading order.
  const starts = [...new Set(laid.map((w) => w.cells[0] ?? 0))].sort((a, b) => a - b);
  starts.forEach((index, i) => {
    const cell = cells[index];
    if (cell) cell.number = i + 1;
  });
  const numberOf = (w: (typeof laid)[number]) => cells[w.cells[0] ?? 0]?.number ?? 0;
  const ordered = [...laid].sort((a, b) => (a.entry.direction === b.entry.direction ? numberOf(a) - numberOf(b) : a.entry.direction === 'across' ? -1 : 1));
  const words: Word[] = ordered.map((w, wordIndex) => {
    for (const index of w.cells) {
      const cell = cells[index];
      if (cell) cell[w.entry.direction] = wordIndex;
    }
    const number = numberOf(w);
    return { id: `${number}-${w.entry.direction}`, number, direction: w.entry.direction, clue: w.entry.clue, cells: w.cells, solution: w.solution };
  });
  return { width, height, cells, words };
}

/** The word through a cell in a direction, if there is one. */
export function wordAt(grid: Grid, index: number, direction: Direction): Word | null {
  const wordIndex = grid.cells[index]?.[direction];
  return wordIndex === null || wordIndex === undefined ? null : (grid.words[wordIndex] ?? null);
}

/**
 * True when a puzzle writes umlauts the old way (AE OE UE, and so ß as SS) rather than as one
 * letter: none of its answers holds Ä Ö Ü ß and some hold AE, OE or UE. (A guess — "Feuer" has a
 * UE too — used only to show a hint.)
 */
export function usesTranscription(grid: Grid): boolean {
  const answers = grid.words.map((w) => w.solution.join(''));
  return !answers.some((a) => /[ÄÖÜß]/.test(a)) && answers.some((a) => /AE|OE|UE/.test(a));
}
