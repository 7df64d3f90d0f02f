import { addReview, deleteReview, getReviews } from '@/api/endpoints/reviews';
import { oneAtATime } from '@/lib/one-at-a-time';
import { retryLater } from '@/lib/retry-later';
import { currentSyncState } from '@/store/account-data';
import { useAppStore } from '@/store/store';
import { applyServerReviews, dropReviewOp } from '@/store/sync-model';
import { readSyncState, updateSyncState, writeSyncState } from '@/store/sync-state';

const LOCK = 'reviews-sync';

const retry = retryLater(async () => {
  if (!useAppStore.getState().token) return true;
  await syncReviews();
  return (readSyncState()?.reviewOps.length ?? 0) === 0;
});

function mark(): { token: string; owner: string | null } {
  const token = useAppStore.getState().token;
  if (!token) throw new Error('no session');
  return { token, owner: currentSyncState().owner };
}

const same = (m: { token: string; owner: string | null }) => useAppStore.getState().token === m.token && readSyncState()?.owner === m.owner;

/** Sends the queued changes in order; each one the server confirms leaves the queue. Stops at the first failure. */
async function sendOps(m: { token: string; owner: string | null }): Promise<void> {
  const ops = currentSyncState().reviewOps;
  for (const op of ops) {
    const done = op.op === 'add' ? await addReview({ review: op.review, translation: op.translation }) : await deleteReview({ review: op.review });
    if (done && same(m)) updateSyncState((s) => ({ ...s, reviewOps: dropReviewOp(s.reviewOps, op.id) }), currentSyncState);
  }
}

/** After a change: the queue goes out (a failure keeps it and retries later). */
export function sendReviewOps(): Promise<void> {
  return oneAtATime(LOCK, async () => {
    try {
      await sendOps(mark());
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
    const m = mark();
    try {
      await sendOps(m);
    } catch {
      retry.schedule();
    }
    const server = await getReviews();
    if (!same(m)) return;
    useAppStore.getState().updateReviews(() => {
      const state = currentSyncState();
      const next = applyServerReviews(server, state.reviewOps);
      writeSyncState({ ...state, reviewOps: next.ops });
      return next.reviews;
    });
  });
}
