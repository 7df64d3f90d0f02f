import { addReview, deleteReview, getReviews } from '@/api/endpoints/reviews';
import { mergeReviews, removeReview, type ReviewItem } from '@/store/reviews-model';
import { useAppStore } from '@/store/store';

/** The reviews list's changes that also reach the server (kept apart so visitors never load the API). */

/**
 * Missed words join the reviews list (no duplicates); with a token each new one is also sent to
 * the server (DECISIONS.md "Reviews"), failures ignored — the word is kept locally either way.
 */
export function addMissedWords(items: readonly ReviewItem[], token: string | null): void {
  const before = useAppStore.getState().reviews;
  const after = mergeReviews(before, items);
  if (after.length === before.length) return;
  useAppStore.getState().saveReviews(after);
  if (!token) return;
  for (const item of after.slice(before.length)) addReview({ ...item, token }).catch(() => undefined);
}

/** A cleared word leaves the local list and, with a token, the server's (errors ignored). */
export function clearWord(review: string, token: string | null): void {
  useAppStore.getState().saveReviews(removeReview(useAppStore.getState().reviews, review));
  if (token) deleteReview({ review, token }).catch(() => undefined);
}

/** Start-up: the server's reviews are stored locally, joined with the local ones. */
export async function fetchServerReviews(token: string): Promise<void> {
  const server = await getReviews({ token });
  useAppStore.getState().saveReviews(mergeReviews(useAppStore.getState().reviews, server));
}

