import { mergeReviews, removeReview, type ReviewItem } from '@/store/reviews-model';
import { useAppStore } from '@/store/store';

/**
 * The reviews list's changes that also reach the server. The API client is loaded only when a
 * logged-in learner's change goes out, so a visitor's page never downloads it.
 */
const reviewsApi = () => import('@/api/endpoints/reviews');

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
  const added = after.slice(before.length);
  reviewsApi()
    .then(({ addReview }) => {
      for (const item of added) addReview(item).catch(() => undefined);
    })
    .catch(() => undefined);
}

/** A cleared word leaves the local list and, with a token, the server's (errors ignored). */
export function clearWord(review: string): void {
  useAppStore.getState().saveReviews(removeReview(useAppStore.getState().reviews, review));
  if (!useAppStore.getState().token) return;
  reviewsApi()
    .then(({ deleteReview }) => deleteReview({ review }))
    .catch(() => undefined);
}

/** Start-up: the server's reviews are stored locally, joined with the local ones. */
export async function fetchServerReviews(): Promise<void> {
  const { getReviews } = await reviewsApi();
  const server = await getReviews();
  useAppStore.getState().saveReviews(mergeReviews(useAppStore.getState().reviews, server));
}

