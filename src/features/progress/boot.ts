import { listKeys, readRaw, removeKey, STORAGE_KEYS } from '@/lib/storage';
import { readStoredResults } from '@/store/progress-slice';
import type { QuizResults } from '@/store/results-model';
import { useAppStore } from '@/store/store';
import { migrateLegacy } from './model/migrate';

/**
 * Start-up: repairs `quiz_results`, moves the old site's `*_results` and `*_results_swexamples`
 * keys into it, then removes them. Running it twice changes nothing the second time.
 *
 * A legacy key is removed only once `quiz_results` verifiably holds the merge that carries its
 * content. When the device refuses the write (storage full), everything stays as it was, the
 * merged progress lives on in this session, the store flags the failure for the shell's notice,
 * and the next start-up tries again.
 */
export function bootProgress(): QuizResults {
  const current = readStoredResults();
  const stored = new Map<string, string>();
  for (const key of listKeys()) {
    const value = readRaw(key);
    if (value !== null) stored.set(key, value);
  }
  const { results, migratedKeys } = migrateLegacy(current, stored);
  const text = JSON.stringify(results);
  const raw = readRaw(STORAGE_KEYS.quizResults);
  const state = useAppStore.getState();
  // Already written (an earlier start-up wrote the merge but could not remove the keys).
  let carried = raw === text;
  if (!carried && (migratedKeys.length > 0 || raw !== null)) {
    carried = state.saveResults(results) && readRaw(STORAGE_KEYS.quizResults) === text;
    if (!carried) state.reportStorageFull();
  } else {
    useAppStore.setState({ quizResults: results });
  }
  if (carried) for (const key of migratedKeys) removeKey(key);
  return results;
}
