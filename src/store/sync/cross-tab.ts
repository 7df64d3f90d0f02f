import { STORAGE_KEYS } from '@/lib/storage';
import { PHRASE_REVIEWS_KEY } from '../phrase-reviews-slice';
import { useAppStore } from '../store';

// The messages between tabs are the browser's `storage` events: each tab writes localStorage, the
// others hear it here and read the stored state again.

/**
 * Follows logins and logouts made in other tabs: the browser fires `storage` there when
 * `token` changes here (spec 000 §4 "it updates on storage events"). Returns the unsubscriber.
 */
export function followOtherTabs(target: Window = window): () => void {
  const onStorage = (event: StorageEvent) => {
    // key === null: the other tab cleared all storage.
    if (event.key === STORAGE_KEYS.token || event.key === null) {
      useAppStore.getState().syncTokenFromStorage();
    }
  };
  target.addEventListener('storage', onStorage);
  return () => target.removeEventListener('storage', onStorage);
}

/** Another tab changed progress or reviews: read them again, so every tab shows the same stars. */
export function followProgressInOtherTabs(target: Window = window): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEYS.quizResults || event.key === null) useAppStore.getState().reloadResults();
    if (event.key === STORAGE_KEYS.reviews || event.key === null) useAppStore.getState().reloadReviews();
    if (event.key === PHRASE_REVIEWS_KEY || event.key === null) useAppStore.getState().reloadPhraseReviews();
  };
  target.addEventListener('storage', onStorage);
  return () => target.removeEventListener('storage', onStorage);
}
