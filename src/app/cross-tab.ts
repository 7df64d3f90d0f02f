import { RESULTS_KEY } from '@/features/progress/model/migrate';
import { reloadResults } from '@/features/progress/progress-store';
import { reloadReviews } from '@/features/reviews/reviews-store';
import { STORAGE_KEYS } from '@/lib/storage';

/** Another tab changed progress or reviews: read them again, so every tab shows the same stars. */
export function followProgressInOtherTabs(target: Window = window): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === RESULTS_KEY || event.key === null) reloadResults();
    if (event.key === STORAGE_KEYS.reviews || event.key === null) reloadReviews();
  };
  target.addEventListener('storage', onStorage);
  return () => target.removeEventListener('storage', onStorage);
}
