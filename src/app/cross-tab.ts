import { useAppStore } from '@/store/store';
import { STORAGE_KEYS } from '@/lib/storage';
import { PHRASE_REVIEWS_KEY } from '@/store/phrase-reviews-slice';

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
