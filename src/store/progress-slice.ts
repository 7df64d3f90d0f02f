import type { StateCreator } from 'zustand';
import { parseJson, readJson, readRaw, removeKey, STORAGE_KEYS, writeJson, writeRaw } from '@/lib/storage';
import { mergeResults, repairResults, type QuizResults } from './results-model';
import { mergeReviews, repairReviews, type ReviewItem } from './reviews-model';

/** Where an unreadable `quiz_results` is kept instead of being overwritten (nothing is thrown away). */
export const CORRUPT_BACKUP_KEY = STORAGE_KEYS.resultsBackup;

/** Reads `quiz_results`, repaired; text that is not JSON at all is kept aside for support first. */
export function readStoredResults(): QuizResults {
  const raw = readRaw(STORAGE_KEYS.quizResults);
  if (raw === null) return {};
  const parsed = parseJson(raw);
  if (parsed === undefined) {
    if (readRaw(CORRUPT_BACKUP_KEY) === null) writeRaw(CORRUPT_BACKUP_KEY, raw);
    return {};
  }
  return repairResults(parsed);
}

export function readStoredReviews(): ReviewItem[] {
  return readJson(STORAGE_KEYS.reviews, repairReviews) ?? [];
}

/**
 * Progress (`quiz_results`) and the words to review (`reviews`) as store state backed by
 * lib/storage: components select them, features write them through these actions only.
 * A write returns false when the device refused it (storage full); the state still changes, so
 * the learner keeps the star in this session, and the caller can say that it was not saved.
 */
export interface ProgressSlice {
  /** A save the device refused (storage full or blocked): the shell says so until dismissed. */
  storageFull: boolean;
  /** Called by whoever finds that a write did not stick; saveResults/saveReviews do it themselves. */
  reportStorageFull: () => void;
  dismissStorageFull: () => void;
  quizResults: QuizResults;
  saveResults: (results: QuizResults) => boolean;
  /**
   * Read, change, write in one step: `change` gets the progress as stored *now* (another tab may
   * have written since this tab last read), so no star saved elsewhere is overwritten.
   */
  updateResults: (change: (current: QuizResults) => QuizResults) => QuizResults;
  clearResults: () => void;
  /** Reads `quiz_results` again (another tab wrote it). */
  reloadResults: () => void;
  reviews: ReviewItem[];
  saveReviews: (items: ReviewItem[]) => boolean;
  /** Read, change, write in one step, like updateResults. */
  updateReviews: (change: (current: ReviewItem[]) => ReviewItem[]) => ReviewItem[];
  clearReviews: () => void;
  reloadReviews: () => void;
}

/**
 * What is stored now; when storage cannot be read, or the last write did not stick (storage
 * full), this tab's own copy counts too, so a star kept only in memory is not dropped.
 */
function currentResults(memory: QuizResults, storageFull: boolean): QuizResults {
  if (readRaw(STORAGE_KEYS.quizResults) === null && !storageWorks()) return memory;
  const stored = readStoredResults();
  return storageFull ? mergeResults(stored, memory) : stored;
}

function storageWorks(): boolean {
  return writeRaw(PROBE_KEY, '1') && (removeKey(PROBE_KEY), true);
}

const PROBE_KEY = STORAGE_KEYS.storageProbe;

export const createProgressSlice: StateCreator<ProgressSlice, [], [], ProgressSlice> = (set, get) => ({
  storageFull: false,
  reportStorageFull: () => set({ storageFull: true }),
  dismissStorageFull: () => set({ storageFull: false }),
  quizResults: readStoredResults(),
  saveResults: (quizResults) => {
    const saved = writeJson(STORAGE_KEYS.quizResults, quizResults);
    set(saved ? { quizResults } : { quizResults, storageFull: true });
    return saved;
  },
  updateResults: (change) => {
    const next = change(currentResults(get().quizResults, get().storageFull));
    get().saveResults(next);
    return next;
  },
  clearResults: () => {
    removeKey(STORAGE_KEYS.quizResults);
    set({ quizResults: {} });
  },
  reloadResults: () => set({ quizResults: readStoredResults() }),
  reviews: readStoredReviews(),
  saveReviews: (reviews) => {
    const saved = writeJson(STORAGE_KEYS.reviews, reviews);
    set(saved ? { reviews } : { reviews, storageFull: true });
    return saved;
  },
  updateReviews: (change) => {
    const stored = readRaw(STORAGE_KEYS.reviews) === null && !storageWorks() ? get().reviews : readStoredReviews();
    const next = change(get().storageFull ? mergeReviews(stored, get().reviews) : stored);
    get().saveReviews(next);
    return next;
  },
  clearReviews: () => {
    removeKey(STORAGE_KEYS.reviews);
    set({ reviews: [] });
  },
  reloadReviews: () => set({ reviews: readStoredReviews() }),
});
