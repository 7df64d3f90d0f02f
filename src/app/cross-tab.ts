import { useAppStore } from '@/store/store';
import { STORAGE_KEYS } from '@/lib/storage';

/** Another tab changed progress or reviews: read them again, so every tab shows the same stars. */
export function followProgressInOtherTabs(target: Window = window): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEYS.quizResults || event.key === null) useAppStore.getState().reloadResults();
    if (event.key === STORAGE_KEYS.reviews || event.key === null) useAppStore.getState().reloadReviews();
  };
  target.addEventListener('storage', onStorage);
  return () => target.removeEventListener('storage', onStorage);
}
