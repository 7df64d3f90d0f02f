import { useSyncExternalStore } from 'react';
import { listKeys, parseJson, readRaw, removeKey, writeJson, writeRaw } from '@/lib/storage';
import { migrateLegacy, RESULTS_KEY } from './model/migrate';
import { repairResults, type QuizResults } from './model/results';

/**
 * The one place that reads and writes `quiz_results` (issue "Progress module"). Everything else
 * asks here; components subscribe with `useQuizResults()`.
 */

/** Where an unreadable `quiz_results` is kept instead of being overwritten (nothing is thrown away). */
export const CORRUPT_BACKUP_KEY = 'quiz_results_unreadable_backup';

const listeners = new Set<() => void>();
let cache: QuizResults | null = null;

function notify(): void {
  for (const listener of listeners) listener();
}

function readStored(): QuizResults {
  const raw = readRaw(RESULTS_KEY);
  if (raw === null) return {};
  const parsed = parseJson(raw);
  if (parsed === undefined) {
    // Not JSON at all: keep a copy for support before the key is rewritten.
    if (readRaw(CORRUPT_BACKUP_KEY) === null) writeRaw(CORRUPT_BACKUP_KEY, raw);
    return {};
  }
  return repairResults(parsed);
}

export function loadResults(): QuizResults {
  cache ??= readStored();
  return cache;
}

export function saveResults(results: QuizResults): void {
  cache = results;
  writeJson(RESULTS_KEY, results);
  notify();
}

/** Forgets local progress (after "Reset Progress" succeeded on the server). */
export function clearResults(): void {
  cache = {};
  removeKey(RESULTS_KEY);
  notify();
}

/**
 * Start-up: repairs `quiz_results`, moves the old site's `*_results` and `*_results_swexamples`
 * keys into it, then removes them. Running it twice changes nothing the second time.
 */
export function bootProgress(): QuizResults {
  cache = null;
  const current = loadResults();
  const stored = new Map<string, string>();
  for (const key of listKeys()) {
    const value = readRaw(key);
    if (value !== null) stored.set(key, value);
  }
  const { results, migratedKeys } = migrateLegacy(current, stored);
  const raw = readRaw(RESULTS_KEY);
  if (migratedKeys.length > 0 || (raw !== null && raw !== JSON.stringify(results))) saveResults(results);
  else cache = results;
  // Remove legacy keys only once their progress is safely written.
  if (migratedKeys.length > 0 && readRaw(RESULTS_KEY) !== null) for (const key of migratedKeys) removeKey(key);
  return results;
}

/** Another tab changed `quiz_results`: read it again. */
export function reloadResults(): void {
  cache = null;
  notify();
}

export function useQuizResults(): QuizResults {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    loadResults,
    loadResults,
  );
}
