import { readRaw, STORAGE_KEYS, writeRaw } from '@/lib/storage';
import type { QuizResults } from './results-model';
import { useAppStore } from './store';

/** Remembers that the browser was asked to keep this site's storage (asked once, ever). */
export const PERSIST_ASKED_KEY = STORAGE_KEYS.persistAsked;

/** Every earned star in the results (each quiz type has three). */
export function countStars(results: QuizResults): number {
  let stars = 0;
  for (const entries of Object.values(results)) for (const progress of Object.values(entries)) stars += progress.filter(Boolean).length;
  return stars;
}

/** `navigator.storage`, which older browsers and insecure pages lack, or lack `persist` on. */
type PersistApi = { persist?: StorageManager['persist'] } | undefined;

function storageApi(): PersistApi {
  try {
    if (typeof navigator === 'undefined') return undefined;
    const storage: PersistApi = navigator.storage;
    return storage;
  } catch {
    return undefined;
  }
}

/** Asks the browser to keep this site's storage; never throws, also where the API is missing. */
function askPersistence(api: PersistApi): void {
  if (typeof api?.persist !== 'function') return;
  writeRaw(PERSIST_ASKED_KEY, 'true');
  try {
    api.persist().catch(() => undefined);
  } catch {
    /* a browser that refuses at once: the progress stays best-effort, as before */
  }
}

/**
 * Issue 17: `navigator.storage.persist()` — so the browser does not evict a learner's progress —
 * is asked at a sensible moment: when the stars saved go from none to the first one (not at a
 * first visit), once (remembered under PERSIST_ASKED_KEY). Returns the unsubscriber.
 */
export function askPersistenceAfterFirstStar(api: () => PersistApi = storageApi): () => void {
  return useAppStore.subscribe((state, prev) => {
    if (state.quizResults === prev.quizResults) return;
    if (countStars(prev.quizResults) > 0 || countStars(state.quizResults) === 0) return;
    if (readRaw(PERSIST_ASKED_KEY) !== null) return;
    askPersistence(api());
  });
}
