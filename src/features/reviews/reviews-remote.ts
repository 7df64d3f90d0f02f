import { addReview, deleteReview, getReviews } from '@/api/endpoints/reviews';
import { mergeReviews, removeReview, type ReviewItem } from '@/store/reviews-model';
import { useAppStore } from '@/store/store';

/** The reviews list's changes that also reach the server (kept apart so visitors never load the API). */

/**
 * Missed words join the reviews list (no duplicates); with a token each new one is also sent to
 * the server (DECISIONS.md "Reviews"), failures ignored — the word is kept locally either way.
 */
export function addMissedWords(items: readonly ReviewItem[]): void {
  const before = useAppStore.getState().reviews;
  const after = mergeReviews(before, items);
  if (after.length === before.length) return;
  useAppStore.getState().saveReviews(after);
  if (!useAppStore.getState().token) return;
  for (const item of after.slice(before.length)) addReview(item).catch(() => undefined);
}

/** A cleared word leaves the local list and, with a token, the server's (errors ignored). */
export function clearWord(review: string): void {
  useAppStore.getState().saveReviews(removeReview(useAppStore.getState().reviews, review));
  if (useAppStore.getState().token) deleteReview({ review }).catch(() => undefined);
}

/** Start-up: the server's reviews are stored locally, joined with the local ones. */
export async function fetchServerReviews(): Promise<void> {
  const server = await getReviews();
  useAppStore.getState().saveReviews(mergeReviews(useAppStore.getState().reviews, server));
}

