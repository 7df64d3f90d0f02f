import { hasSession } from '@/api/session';
import { mergeReviews, removeReview, type ReviewItem } from '@/store/reviews-model';
import { useAppStore } from '@/store/store';
import { queueReviewChanges } from './account-data';

/**
 * The reviews list's changes that also reach the server. Each change of an account's list is
 * queued (stored) until the server has it (docs/sync.md); the API client is loaded only when a
 * logged-in learner's queue goes out, so a visitor's page never downloads it.
 */
const reviewsSync = () => import('./reviews-sync');

function sendQueue(): void {
  if (!hasSession()) return;
  reviewsSync()
    .then(({ sendReviewOps }) => sendReviewOps())
    .catch(() => undefined);
}

/**
 * Missed words join the reviews list (no duplicates); for an account each new one is queued for
 * the server (DECISIONS.md "Reviews") — the word is kept locally either way.
 */
export function addMissedWords(items: readonly ReviewItem[]): void {
  let added: ReviewItem[] = [];
  useAppStore.getState().updateReviews((before) => {
    const after = mergeReviews(before, items);
    added = after.slice(before.length);
    return after;
  });
  if (added.length === 0) return;
  queueReviewChanges(added.map((item) => ({ op: 'add', review: item.review, translation: item.translation })));
  sendQueue();
}

/** A cleared word leaves the local list and, queued, the server's. */
export function clearWord(review: string): void {
  useAppStore.getState().updateReviews((current) => removeReview(current, review));
  queueReviewChanges([{ op: 'delete', review, translation: '' }]);
  sendQueue();
}

/** Start-up, login and reconnection: the queue goes out, then the server's list is taken in. */
export async function fetchServerReviews(): Promise<void> {
  const { syncReviews } = await reviewsSync();
  await syncReviews();
}
