import { listKeys, readRaw, removeKey, STORAGE_KEYS } from '@/lib/storage';
import { readStoredResults } from '@/store/progress-slice';
import type { QuizResults } from '@/store/results-model';
import { useAppStore } from '@/store/store';
import { migrateLegacy } from './model/migrate';

/**
 * Start-up: repairs `quiz_results`, moves the old site's `*_results` and `*_results_swexamples`
 * keys into it, then removes them. Running it twice changes nothing the second time.
 */
export function bootProgress(): QuizResults {
  const current = readStoredResults();
  const stored = new Map<string, string>();
  for (const key of listKeys()) {
    const value = readRaw(key);
    if (value !== null) stored.set(key, value);
  }
  const { results, migratedKeys } = migrateLegacy(current, stored);
  const raw = readRaw(STORAGE_KEYS.quizResults);
  const { saveResults } = useAppStore.getState();
  if (migratedKeys.length > 0 || (raw !== null && raw !== JSON.stringify(results))) saveResults(results);
  else useAppStore.setState({ quizResults: results });
  // Remove legacy keys only once their progress is safely written.
  if (migratedKeys.length > 0 && readRaw(STORAGE_KEYS.quizResults) !== null) for (const key of migratedKeys) removeKey(key);
  return results;
}
