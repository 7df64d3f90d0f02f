import { shuffle, type Random } from '@/lib/random';

/**
 * The word search's pure rules: which words to hide, the letter grid they hide in, and where
 * each of them is. No React.
 *
 * Decisions (issue 12, game 2):
 * - One cell, one letter. Words are shown in capitals, letter by letter, because JavaScript's
 *   `"ß".toUpperCase()` is "SS" and a grid must never show "SS" for ß (DECISIONS.md "Crossword
 *   cells"). **ß stays "ß" in the capital grid**: German words never begin with ß, the capital ẞ
 *   is rare in print and unknown to most learners, and the lowercase ß among capitals is what
 *   German crosswords print. Ä Ö Ü are letters of their own (never AE OE UE).
 * - **Directions**: words read forward only — left to right and top to bottom, and from A2 on
 *   also diagonally down to the right. Never backwards: reading German backwards teaches no
 *   German, and A1 learners find the words more easily. A learner may still select a word from
 *   its last letter to its first: the same cells count.
 * - **Exactly once**: every hidden word occurs exactly once in the grid, read in ANY of the eight
 *   directions (not only the allowed ones), so no selection can ever find "the same word" in a
 *   second place — neither where two words cross nor through the filler letters. Words that
 *   contain another chosen word (ROT in BROT) or its reverse (TOR) are not hidden together.
 * - Filler letters are drawn from the hidden words' own letters plus the alphabet, so Ä, Ö, Ü
 *   and ß also appear elsewhere and do not give a word away.
 */

export interface Cell {
  row: number;
  col: number;
}

/** A step from one cell to the next: [rows, columns]. */
export type Direction = readonly [number, number];

export const RIGHT: Direction = [0, 1];
export const DOWN: Direction = [1, 0];
export const DOWN_RIGHT: Direction = [1, 1];
/** A1: across and down. */
export const A1_DIRECTIONS: readonly Direction[] = [RIGHT, DOWN];
/** From A2 on: across, down and diagonally down to the right. */
export const A2_DIRECTIONS: readonly Direction[] = [RIGHT, DOWN, DOWN_RIGHT];
/** Every straight line a selection can follow (and where a word must not occur twice). */
export const ALL_DIRECTIONS: readonly Direction[] = [
  [0, 1],
  [1, 0],
  [1, 1],
  [-1, 1],
  [0, -1],
  [-1, 0],
  [-1, -1],
  [1, -1],
];

/** Hidden words per round: as many as the topic allows, between these. */
export const MIN_WORDS = 8;
export const MAX_WORDS = 10;
/** Shorter words occur by chance too easily; longer ones do not fit. */
export const MIN_LETTERS = 3;
/**
 * The grid is at most 10 columns wide, so it fits a 320 px phone with cells of at least 24 px
 * (WCAG 2.5.8) and no sideways scroll; it may be taller (up to 12 rows), so words of up to 12
 * letters can stand vertically.
 */
export const MAX_COLS = 10;
export const MAX_ROWS = 12;
export const MIN_SIZE = 8;
/** Above this share of word letters the grid grows a row: placing gets hard and dull. */
const MAX_DENSITY = 0.6;
const ATTEMPTS_PER_SIZE = 30;

/** A word as grid cells: capitals, one letter per cell, ß kept as "ß" (see above). */
export function gridLetters(word: string): string[] {
  return Array.from(word).map((ch) => (ch === 'ß' ? 'ß' : ch.toLocaleUpperCase('de-DE')));
}

/** Whether a word can be hidden: letters only (ä ö ü ß included), MIN_LETTERS to MAX_ROWS cells. */
export function isHideable(word: string): boolean {
  return /^[A-Za-zÄÖÜäöüß]+$/.test(word) && Array.from(word).length >= MIN_LETTERS && Array.from(word).length <= MAX_ROWS;
}

const containsEither = (long: string, short: string) => long.includes(short) || long.includes([...short].reverse().join(''));

/**
 * Up to MAX_WORDS items to hide, at random: hideable, each with its own grid form and its own
 * translation (two words with the same clue could not be told apart), and none inside another
 * (nor reversed), so each can occur exactly once.
 */
export function chooseWords<T>(items: readonly T[], germanOf: (item: T) => string, clueOf: (item: T) => string, random: Random, max = MAX_WORDS): T[] {
  const chosen: { item: T; form: string }[] = [];
  const clues = new Set<string>();
  for (const item of shuffle(items, random)) {
    if (chosen.length >= max) break;
    const german = germanOf(item);
    if (!isHideable(german)) continue;
    const form = gridLetters(german).join('');
    const clue = clueOf(item).trim().toLocaleLowerCase();
    if (clues.has(clue)) continue;
    if (chosen.some((c) => containsEither(c.form, form) || containsEither(form, c.form))) continue;
    chosen.push({ item, form });
    clues.add(clue);
  }
  return chosen.map((c) => c.item);
}

/** Where a word is hidden: its index in the word list and its cells, first letter first. */
export interface Placement {
  word: number;
  cells: Cell[];
}

export interface Puzzle {
  rows: number;
  cols: number;
  /** The letters, row by row. */
  grid: string[][];
  /** One per hidden word, in the order of the words given. */
  placements: Placement[];
}

type Grid = (string | null)[][];

const inside = (grid: Grid, r: number, c: number) => r >= 0 && c >= 0 && r < grid.length && c < (grid[0]?.length ?? 0);

/**
 * Every place a word reads in the grid, in any of the eight directions, as a set of cells (a
 * palindrome read backwards is the same place). Empty cells match nothing.
 */
export function occurrences(grid: readonly (readonly (string | null)[])[], letters: readonly string[]): Cell[][] {
  const found = new Map<string, Cell[]>();
  const first = letters[0];
  grid.forEach((line, r) =>
    line.forEach((letter, c) => {
      if (letter !== first) return;
      for (const [dr, dc] of ALL_DIRECTIONS) {
        const cells: Cell[] = [];
        let ok = true;
        for (let i = 0; i < letters.length; i++) {
          const rr = r + dr * i;
          const cc = c + dc * i;
          if (!inside(grid as Grid, rr, cc) || grid[rr]?.[cc] !== letters[i]) {
            ok = false;
            break;
          }
          cells.push({ row: rr, col: cc });
        }
        if (!ok) continue;
        const key = cells
          .map((x) => `${x.row},${x.col}`)
          .sort()
          .join(' ');
        if (!found.has(key)) found.set(key, cells);
      }
    }),
  );
  return [...found.values()];
}

function cellsOf(start: Cell, [dr, dc]: Direction, length: number): Cell[] {
  return Array.from({ length }, (_, i) => ({ row: start.row + dr * i, col: start.col + dc * i }));
}

/** Every place a word fits: inside the grid, on empty cells or cells with its own letter. */
function candidates(grid: Grid, letters: readonly string[], directions: readonly Direction[]): Cell[][] {
  const out: Cell[][] = [];
  grid.forEach((line, row) =>
    line.forEach((_, col) => {
      for (const dir of directions) {
        const cells = cellsOf({ row, col }, dir, letters.length);
        if (cells.every((x, i) => inside(grid, x.row, x.col) && (grid[x.row]?.[x.col] === null || grid[x.row]?.[x.col] === letters[i]))) out.push(cells);
      }
    }),
  );
  return out;
}

const setCells = (grid: Grid, cells: readonly Cell[], letters: readonly (string | null)[]) =>
  cells.forEach((x, i) => {
    (grid[x.row] as (string | null)[])[x.col] = letters[i] ?? null;
  });

const eachOnce = (grid: Grid, words: readonly (readonly string[])[]) => words.every((w) => occurrences(grid, w).length === 1);

/** One try at a grid of this size; null when a word finds no place or the filler cannot be fixed. */
function attempt(words: readonly string[][], rows: number, cols: number, directions: readonly Direction[], random: Random): Puzzle | null {
  const grid: Grid = Array.from({ length: rows }, () => Array<string | null>(cols).fill(null));
  const placements: Placement[] = [];
  // Longest first: they have the fewest places.
  const order = words.map((_, i) => i).sort((a, b) => (words[b]?.length ?? 0) - (words[a]?.length ?? 0));
  for (const index of order) {
    const letters = words[index] as string[];
    const placed = words.filter((_, i) => placements.some((p) => p.word === i));
    let cells: Cell[] | undefined;
    for (const option of shuffle(candidates(grid, letters, directions), random)) {
      const before = option.map((x) => grid[x.row]?.[x.col] ?? null);
      setCells(grid, option, letters);
      if (eachOnce(grid, [...placed, letters])) {
        cells = option;
        break;
      }
      setCells(grid, option, before);
    }
    if (!cells) return null;
    placements.push({ word: index, cells });
  }

  // Filler: letters of the words themselves plus the alphabet.
  const pool = [...words.flat(), ...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'];
  const empty: Cell[] = [];
  grid.forEach((line, row) => line.forEach((letter, col) => letter === null && empty.push({ row, col })));
  const isFiller = new Set(empty.map((x) => `${x.row},${x.col}`));
  for (const x of empty) setCells(grid, [x], [pool[Math.floor(random() * pool.length)] ?? 'E']);
  // A word that now reads twice runs through filler: draw those filler letters again.
  for (let round = 0; round < 50; round++) {
    const extra = words.flatMap((w, i) => {
      const own = placements.find((p) => p.word === i)?.cells ?? [];
      const ownKey = own.map((x) => `${x.row},${x.col}`).sort().join(' ');
      return occurrences(grid, w).filter((cells) => cells.map((x) => `${x.row},${x.col}`).sort().join(' ') !== ownKey);
    });
    if (extra.length === 0) {
      return { rows, cols, grid: grid as string[][], placements: [...placements].sort((a, b) => a.word - b.word) };
    }
    for (const cells of extra) {
      for (const x of cells.filter((c) => isFiller.has(`${c.row},${c.col}`))) setCells(grid, [x], [pool[Math.floor(random() * pool.length)] ?? 'E']);
    }
  }
  return null;
}

/** The grid size for these words: wide enough for the longest (up to MAX_COLS), tall enough for all. */
export function gridSize(words: readonly (readonly string[])[]): { rows: number; cols: number } {
  const longest = Math.max(0, ...words.map((w) => w.length));
  const letters = words.reduce((n, w) => n + w.length, 0);
  const cols = Math.min(MAX_COLS, Math.max(MIN_SIZE, longest));
  let rows = Math.min(MAX_ROWS, Math.max(cols, longest));
  while (rows < MAX_ROWS && letters > MAX_DENSITY * rows * cols) rows++;
  return { rows, cols };
}

/**
 * Hides the words (German, any case) in a grid, each exactly once. When they do not fit, the
 * grid grows a row (up to MAX_ROWS) and, failing that, the last word is left out (never below
 * MIN_WORDS) — `placements[i].word` says which word of the list each placement is.
 * Null only when even that fails (or a word is not hideable).
 */
export function buildPuzzle(words: readonly string[], directions: readonly Direction[], random: Random): Puzzle | null {
  if (!words.every(isHideable)) return null;
  const forms = words.map(gridLetters);
  for (let count = forms.length; count >= Math.min(MIN_WORDS, forms.length) && count > 0; count--) {
    const some = forms.slice(0, count);
    const size = gridSize(some);
    for (let rows = size.rows; rows <= MAX_ROWS; rows++) {
      for (let i = 0; i < ATTEMPTS_PER_SIZE; i++) {
        const puzzle = attempt(some, rows, size.cols, directions, random);
        if (puzzle) return puzzle;
      }
    }
  }
  return null;
}
