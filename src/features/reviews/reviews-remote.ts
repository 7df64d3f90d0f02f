import { addReview, deleteReview, getReviews } from '@/api/endpoints/reviews';
import { mergeReviews, removeReview, type ReviewItem } from './model/reviews';
import { loadReviews, saveReviews } from './reviews-store';

/** The reviews list's changes that also reach the server (kept apart so visitors never load the API). */

/**
 * Missed words join the reviews list (no duplicates); with a token each new one is also sent to
 * the server (DECISIONS.md "Reviews"), failures ignored — the word is kept locally either way.
 */
export function addMissedWords(items: readonly ReviewItem[], token: string | null): void {
  const before = loadReviews();
  const after = mergeReviews(before, items);
  if (after.length === before.length) return;
  saveReviews(after);
  if (!token) return;
  for (const item of after.slice(before.length)) addReview({ ...item, token }).catch(() => undefined);
}

/** A cleared word leaves the local list and, with a token, the server's (errors ignored). */
export function clearWord(review: string, token: string | null): void {
  saveReviews(removeReview(loadReviews(), review));
  if (token) deleteReview({ review, token }).catch(() => undefined);
}

/** Start-up: the server's reviews are stored locally, joined with the local ones. */
export async function fetchServerReviews(token: string): Promise<void> {
  const server = await getReviews({ token });
  saveReviews(mergeReviews(loadReviews(), server));
}

