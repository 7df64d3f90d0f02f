import { MAX_CROSSWORD_SECONDS, type CrosswordSave } from '@/lib/crossword-save';
import { readJson, STORAGE_PREFIXES, writeJson } from '@/lib/storage';
import type { Grid } from './grid';
import { normaliseLetter } from './letters';
import { initialState, type PlayState } from './play';

/**
 * A crossword's progress on this device: one localStorage key per puzzle,
 * `crosswordProgress:<id>` = `{ v: 1, width, height, letters, revealed, seconds, solved }`
 * (`letters` one string per cell, '' for empty and for blocks). Read back through a validator:
 * another version or another grid size (the puzzle changed) is dropped, a cell holding junk is
 * taken as empty, so nothing stored can break the player.
 */
export const PROGRESS_VERSION = 1;

const MAX_SECONDS = MAX_CROSSWORD_SECONDS;

/** The stored shape (lib/crossword-save.ts, the registry's), written in this version. */
export type StoredProgress = CrosswordSave & { v: typeof PROGRESS_VERSION };

export interface Progress {
  state: PlayState;
  seconds: number;
  solved: boolean;
}

/** This module reads the stored shape against the puzzle's grid. */
export const progressKey = (id: number): string => `${STORAGE_PREFIXES.crosswordProgress}${id}`;

export function serialiseProgress(grid: Grid, progress: Progress): StoredProgress {
  return {
    v: PROGRESS_VERSION,
    width: grid.width,
    height: grid.height,
    letters: grid.cells.map((c) => (c.solution === null ? '' : (progress.state.letters[c.index] ?? ''))),
    revealed: progress.state.revealed,
    seconds: Math.round(progress.seconds),
    solved: progress.solved,
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The stored value as progress on this grid, or null when it is not this puzzle's progress. */
export function parseProgress(grid: Grid, value: unknown): Progress | null {
  if (!isRecord(value) || value.v !== PROGRESS_VERSION) return null;
  if (value.width !== grid.width || value.height !== grid.height || !Array.isArray(value.letters) || value.letters.length !== grid.cells.length) return null;
  const raw: unknown[] = value.letters;
  const letters = grid.cells.map((cell) => {
    const stored = raw[cell.index];
    if (cell.solution === null || typeof stored !== 'string' || stored === '') return '';
    return normaliseLetter(stored) ?? '';
  });
  const revealed = Array.isArray(value.revealed)
    ? [...new Set(value.revealed.filter((i): i is number => Number.isInteger(i) && grid.cells[i as number]?.solution != null && letters[i as number] !== ''))].sort((a, b) => a - b)
    : [];
  const seconds = typeof value.seconds === 'number' && Number.isFinite(value.seconds) && value.seconds >= 0 && value.seconds <= MAX_SECONDS ? Math.round(value.seconds) : 0;
  const solved = value.solved === true;
  return { state: { ...initialState(grid), letters, revealed }, seconds, solved };
}

export function loadProgress(id: number, grid: Grid): Progress | null {
  return readJson(progressKey(id), (value) => parseProgress(grid, value));
}

/** False when the device refused the write (storage full or unavailable): play goes on. */
export function saveProgress(id: number, grid: Grid, progress: Progress): boolean {
  return writeJson(progressKey(id), serialiseProgress(grid, progress));
}

/** For the list: was this puzzle solved on this device? (Junk reads as "no".) */
export function isSolvedOnDevice(id: number): boolean {
  return readJson(progressKey(id), (value) => (isRecord(value) && value.v === PROGRESS_VERSION && value.solved === true ? true : null)) === true;
}
