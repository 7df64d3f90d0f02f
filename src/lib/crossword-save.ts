import { STORAGE_PREFIXES } from './storage';
import { jsonKey, type StoredKey } from './stored-key';

/**
 * A crossword's saved progress, as stored under `crosswordProgress:<id>`: one letter slot per cell
 * ('' for empty and blocks), the revealed cells, the time, and whether it was solved. This is the
 * stored shape, checked without knowing the puzzle; the player then checks it against its grid
 * (features/crosswords/model/progress.ts), and "Your data" exports and imports it as it is.
 */
export interface CrosswordSave {
  v: number;
  width: number;
  height: number;
  letters: string[];
  revealed: number[];
  seconds: number;
  solved: boolean;
}

/** Ids are short and plain; anything else in a key is not ours. */
const CROSSWORD_KEY = /^crosswordProgress:[A-Za-z0-9_-]{1,64}$/;
/** Larger than any puzzle; bounds what an import may write. */
const MAX_SIDE = 60;
/** Longer than any solving session; a stored time above it is junk. */
export const MAX_CROSSWORD_SECONDS = 60 * 60 * 24 * 30;

export const isCrosswordKey = (name: string) => CROSSWORD_KEY.test(name);

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const int = (value: unknown, min: number, max: number): value is number => typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

/** The save when every field has its shape (missing revealed/seconds/solved take their defaults), else null. */
export function repairCrosswordSave(value: unknown): CrosswordSave | null {
  if (!isRecord(value)) return null;
  const { v, width, height, letters, revealed = [], seconds = 0, solved = false } = value;
  if (!int(v, 1, 1000) || !int(width, 1, MAX_SIDE) || !int(height, 1, MAX_SIDE)) return null;
  if (!Array.isArray(letters) || letters.length > MAX_SIDE * MAX_SIDE || !letters.every((l) => typeof l === 'string' && l.length <= 4)) return null;
  if (!Array.isArray(revealed) || revealed.length > MAX_SIDE * MAX_SIDE || !revealed.every((i) => int(i, 0, MAX_SIDE * MAX_SIDE - 1))) return null;
  if (typeof seconds !== 'number' || Number.isNaN(seconds) || seconds < 0 || seconds > MAX_CROSSWORD_SECONDS) return null;
  if (typeof solved !== 'boolean' || letters.length !== width * height) return null;
  return { v, width, height, letters: letters as string[], revealed: revealed as number[], seconds, solved };
}

/** The key of one puzzle's progress. */
export function crosswordProgress(id: number | string): StoredKey<CrosswordSave | null> {
  return jsonKey<CrosswordSave | null>(`${STORAGE_PREFIXES.crosswordProgress}${id}`, null, repairCrosswordSave);
}
