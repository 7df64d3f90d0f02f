import { addReview, deleteReview, getReviews } from '@/api/endpoints/reviews';
import { oneAtATime } from '@/lib/one-at-a-time';
import { retryLater } from '@/lib/retry-later';
import { hasSession } from '@/api/session';
import { useAppStore } from '@/store/store';
import { currentSyncState } from './account-data';
import { sameAccount, sessionMark, type SessionMark } from './session';
import { applyServerReviews, dropReviewOp } from './sync-model';
import { readSyncState, updateSyncState, writeSyncState } from './sync-state';

const LOCK = 'reviews-sync';

const retry = retryLater(async () => {
  if (!hasSession()) return true;
  await syncReviews();
  return (readSyncState()?.reviewOps.length ?? 0) === 0;
});

/** Sends the queued changes in order; each one the server confirms leaves the queue. Stops at the first failure. */
async function sendOps(m: SessionMark): Promise<void> {
  const ops = currentSyncState().reviewOps;
  for (const op of ops) {
    const done = op.op === 'add' ? await addReview({ review: op.review, translation: op.translation }) : await deleteReview({ review: op.review });
    if (done && sameAccount(m)) updateSyncState((s) => ({ ...s, reviewOps: dropReviewOp(s.reviewOps, op.id) }), currentSyncState);
  }
}

/** After a change: the queue goes out (a failure keeps it and retries later). */
export function sendReviewOps(): Promise<void> {
  return oneAtATime(LOCK, async () => {
    try {
      await sendOps(sessionMark());
    } catch {
      retry.schedule();
    }
  });
}

/**
 * The queue goes out, then the server's list is applied to the list as it is *now*: the
 * server's words with this device's unsent changes on top (`applyServerReviews`).
 */
export function syncReviews(): Promise<void> {
  return oneAtATime(LOCK, async () => {
    const m = sessionMark();
    try {
      await sendOps(m);
    } catch {
      retry.schedule();
    }
    const server = await getReviews();
    if (!sameAccount(m)) return;
    useAppStore.getState().updateReviews(() => {
      const state = currentSyncState();
      const next = applyServerReviews(server, state.reviewOps);
      writeSyncState({ ...state, reviewOps: next.ops });
      return next.reviews;
    });
  });
}
