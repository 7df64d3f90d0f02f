import { randomIndex, shuffle, type Random } from '@/lib/random';

/** A word as a grid writes it: capitals, umlauts kept, ß as SS. */
export function gridForm(de: string): string {
  return de.replace(/ß/g, 'ss').toLocaleUpperCase('de-DE');
}

/** Whether a grid form can go into a letter grid: 3–12 letters, no spaces, hyphens or digits. */
export function fitsGrid(form: string): boolean {
  return /^[A-ZÄÖÜ]{3,12}$/u.test(form);
}

/* -------------------------------------------------------------- word search */

export interface Placement {
  word: string;
  dir: 'H' | 'V';
  /** [row, column] of each letter. */
  cells: [number, number][];
}

export interface WordSearch {
  size: number;
  grid: string[][];
  placements: Placement[];
}

const FILL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const UMLAUTS = 'ÄÖÜ';

function fillLetter(random: Random): string {
  return random() < 0.04 ? (UMLAUTS[randomIndex(UMLAUTS.length, random)] ?? 'Ä') : (FILL[randomIndex(FILL.length, random)] ?? 'A');
}

/** How often a word occurs left-to-right or top-to-bottom. */
export function countOccurrences(grid: readonly (readonly string[])[], word: string): number {
  const size = grid.length;
  let n = 0;
  for (let r = 0; r < size; r++) {
    for (let c = 0; c < size; c++) {
      for (const [dr, dc] of [
        [0, 1],
        [1, 0],
      ] as const) {
        let ok = true;
        for (let k = 0; k < word.length && ok; k++) {
          if (grid[r + dr * k]?.[c + dc * k] !== word[k]) ok = false;
        }
        if (ok) n++;
      }
    }
  }
  return n;
}

/**
 * Places the words left-to-right or top-to-bottom in a size × size grid (crossings where the
 * letters agree), fills the rest and makes sure every word occurs exactly once. Null when it
 * cannot (the caller drops a word or takes a larger grid).
 */
export function buildWordSearch(forms: readonly string[], size: number, random: Random): WordSearch | null {
  if (forms.some((f, i) => f.length > size || forms.some((g, j) => i !== j && g.includes(f)))) return null;
  for (let attempt = 0; attempt < 200; attempt++) {
    const grid: (string | null)[][] = Array.from({ length: size }, () => Array<string | null>(size).fill(null));
    const placements: Placement[] = [];
    const order = forms.map((_, i) => i).sort((a, b) => (forms[b]?.length ?? 0) - (forms[a]?.length ?? 0) || a - b);
    let failed = false;
    for (const [n, wi] of order.entries()) {
      const word = forms[wi] ?? '';
      // Alternate the preferred direction so that both are well represented.
      const preferred = (n + attempt) % 2 === 0 ? 'H' : 'V';
      let placed = false;
      for (const dir of [preferred, preferred === 'H' ? 'V' : 'H'] as const) {
        const [dr, dc] = dir === 'H' ? [0, 1] : [1, 0];
        const candidates: [number, number][] = [];
        for (let r = 0; r + dr * (word.length - 1) < size; r++) {
          for (let c = 0; c + dc * (word.length - 1) < size; c++) {
            let ok = true;
            for (let k = 0; k < word.length && ok; k++) {
              const cell = grid[r + dr * k]?.[c + dc * k];
              if (cell !== null && cell !== word[k]) ok = false;
            }
            if (ok) candidates.push([r, c]);
          }
        }
        if (candidates.length === 0) continue;
        const [r, c] = candidates[randomIndex(candidates.length, random)] ?? [0, 0];
        const cells: [number, number][] = [];
        for (let k = 0; k < word.length; k++) {
          const row = grid[r + dr * k];
          if (row) row[c + dc * k] = word[k] ?? '';
          cells.push([r + dr * k, c + dc * k]);
        }
        placements[wi] = { word, dir, cells };
        placed = true;
        break;
      }
      if (!placed) {
        failed = true;
        break;
      }
    }
    if (failed) continue;
    for (let fillTry = 0; fillTry < 50; fillTry++) {
      const filled = grid.map((row) => row.map((ch) => ch ?? fillLetter(random)));
      if (forms.every((f) => countOccurrences(filled, f) === 1)) return { size, grid: filled, placements };
    }
  }
  return null;
}

/* ---------------------------------------------------------------- crossword */

export interface CrosswordEntry {
  /** Index into the forms given. */
  index: number;
  word: string;
  dir: 'H' | 'V';
  row: number;
  col: number;
  number: number;
}

export interface Crossword {
  rows: number;
  cols: number;
  /** Letters, null where there is no cell. */
  grid: (string | null)[][];
  entries: CrosswordEntry[];
}

type Cell = { ch: string; dirs: Set<'H' | 'V'> };

/**
 * A crossword from the words: every word after the first crosses one already placed, words
 * never touch side by side, the grid stays within maxSize × maxSize. Words that cannot cross are
 * left out; of several tries the one with the most words (then the most crossings) is taken.
 */
export function buildCrossword(forms: readonly string[], random: Random, maxSize = 15, tries = 12): Crossword | null {
  let best: { cells: Map<string, Cell>; placed: Omit<CrosswordEntry, 'number'>[]; crossings: number } | null = null;
  for (let t = 0; t < tries; t++) {
    const order = shuffle(
      forms.map((_, i) => i),
      random,
    ).sort((a, b) => (forms[b]?.length ?? 0) - (forms[a]?.length ?? 0));
    const cells = new Map<string, Cell>();
    const placed: Omit<CrosswordEntry, 'number'>[] = [];
    let crossings = 0;
    const bounds = { r0: 0, r1: -1, c0: 0, c1: -1 };
    const at = (r: number, c: number) => cells.get(`${r},${c}`);
    const put = (index: number, word: string, dir: 'H' | 'V', row: number, col: number) => {
      for (let k = 0; k < word.length; k++) {
        const r = dir === 'V' ? row + k : row;
        const c = dir === 'H' ? col + k : col;
        const cell = at(r, c) ?? { ch: word[k] ?? '', dirs: new Set() };
        cell.dirs.add(dir);
        cells.set(`${r},${c}`, cell);
      }
      bounds.r0 = Math.min(bounds.r0, row);
      bounds.c0 = Math.min(bounds.c0, col);
      bounds.r1 = Math.max(bounds.r1, dir === 'V' ? row + word.length - 1 : row);
      bounds.c1 = Math.max(bounds.c1, dir === 'H' ? col + word.length - 1 : col);
      placed.push({ index, word, dir, row, col });
    };
    /** The crossings a placement makes, or -1 when it breaks a rule. */
    const fit = (word: string, dir: 'H' | 'V', row: number, col: number): number => {
      const [dr, dc] = dir === 'H' ? [0, 1] : [1, 0];
      if (at(row - dr, col - dc) || at(row + dr * word.length, col + dc * word.length)) return -1;
      const r0 = Math.min(bounds.r0, row);
      const c0 = Math.min(bounds.c0, col);
      const r1 = Math.max(bounds.r1, row + dr * (word.length - 1));
      const c1 = Math.max(bounds.c1, col + dc * (word.length - 1));
      if (r1 - r0 + 1 > maxSize || c1 - c0 + 1 > maxSize) return -1;
      let cross = 0;
      for (let k = 0; k < word.length; k++) {
        const r = row + dr * k;
        const c = col + dc * k;
        const cell = at(r, c);
        if (cell) {
          if (cell.ch !== word[k] || cell.dirs.has(dir)) return -1;
          cross++;
        } else if (at(r + dc, c + dr) || at(r - dc, c - dr)) {
          return -1; // a neighbour beside a new letter would make a word that is not one
        }
      }
      return cross;
    };
    for (const index of order) {
      const word = forms[index] ?? '';
      if (placed.length === 0) {
        put(index, word, 'H', 0, 0);
        continue;
      }
      const options: { dir: 'H' | 'V'; row: number; col: number; cross: number }[] = [];
      for (const [key, cell] of cells) {
        const [r, c] = key.split(',').map(Number) as [number, number];
        for (let k = 0; k < word.length; k++) {
          if (word[k] !== cell.ch) continue;
          for (const dir of ['H', 'V'] as const) {
            if (cell.dirs.has(dir)) continue;
            const row = dir === 'V' ? r - k : r;
            const col = dir === 'H' ? c - k : c;
            const cross = fit(word, dir, row, col);
            if (cross > 0) options.push({ dir, row, col, cross });
          }
        }
      }
      if (options.length === 0) continue;
      const most = Math.max(...options.map((o) => o.cross));
      const top = options.filter((o) => o.cross === most);
      const choice = top[randomIndex(top.length, random)];
      if (!choice) continue;
      crossings += choice.cross;
      put(index, word, choice.dir, choice.row, choice.col);
    }
    if (!best || placed.length > best.placed.length || (placed.length === best.placed.length && crossings > best.crossings)) {
      // Normalise to the bounding box.
      const shifted = placed.map((p) => ({ ...p, row: p.row - bounds.r0, col: p.col - bounds.c0 }));
      const moved = new Map<string, Cell>();
      for (const [key, cell] of cells) {
        const [r, c] = key.split(',').map(Number) as [number, number];
        moved.set(`${r - bounds.r0},${c - bounds.c0}`, cell);
      }
      best = { cells: moved, placed: shifted, crossings };
    }
    if (best.placed.length === forms.length) break;
  }
  if (!best || best.placed.length === 0) return null;
  const rows = Math.max(...best.placed.map((p) => (p.dir === 'V' ? p.row + p.word.length : p.row + 1)));
  const cols = Math.max(...best.placed.map((p) => (p.dir === 'H' ? p.col + p.word.length : p.col + 1)));
  const grid = Array.from({ length: rows }, (_, r) => Array.from({ length: cols }, (_, c) => best.cells.get(`${r},${c}`)?.ch ?? null));
  // Numbers in reading order; a word across and a word down that start in one cell share it.
  const starts = [...new Set(best.placed.map((p) => p.row * cols + p.col))].sort((a, b) => a - b);
  const entries = best.placed
    .map((p) => ({ ...p, number: starts.indexOf(p.row * cols + p.col) + 1 }))
    .sort((a, b) => a.number - b.number || (a.dir === 'H' ? -1 : 1));
  return { rows, cols, grid, entries };
}
