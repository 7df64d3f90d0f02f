import { hasSession } from '@/api/session';
import { mergeResults, type QuizResults } from '../results-model';
import { mergeReviews } from '../reviews-model';
import { useAppStore } from '../store';
import { accountIdOf, addsFor, queueReviewOp, type ReviewOp } from './sync-model';
import { clearSyncState, LEGACY_OWNER, readAside, readSyncState, writeAside, writeSyncState, type SyncState } from './sync-state';

/**
 * Whose progress is on this device (docs/sync.md "Accounts"). The rule: progress a visitor earned
 * before logging in goes to the account logged into; progress that belonged to account X is
 * never shown to, nor uploaded to, account Y. Logout sets X's data aside (out of sight, kept
 * only so that nothing unsent is lost: it returns when X logs in here again); account deletion
 * removes it.
 */

/** The sync state, created on first use: a session from an older version owns what is stored. */
export function currentSyncState(): SyncState {
  const state = readSyncState();
  if (state) return state;
  const { token, reviews } = useAppStore.getState();
  const fresh: SyncState = token ? { owner: LEGACY_OWNER, base: {}, reviewOps: addsFor(reviews, 1), nextOpId: reviews.length + 1 } : { owner: null, base: {}, reviewOps: [], nextOpId: 1 };
  writeSyncState(fresh);
  return fresh;
}

function clearLocal(): void {
  const state = useAppStore.getState();
  state.clearResults();
  state.clearReviews();
  state.clearPhraseReviews();
}

/** Puts the local data of `owner` aside and clears it from view. */
function setAside(owner: string, base: QuizResults, state: SyncState): void {
  const { quizResults, reviews, phraseReviews } = useAppStore.getState();
  const earlier = readAside()[owner];
  writeAside(owner, {
    results: earlier ? mergeResults(earlier.results, quizResults) : quizResults,
    base,
    reviews: earlier ? mergeReviews(reviews, earlier.reviews) : reviews,
    reviewOps: state.reviewOps,
    phraseReviews: earlier ? mergeReviews(phraseReviews, earlier.phraseReviews) : phraseReviews,
  });
  clearLocal();
}

/**
 * A login as the account with this e-mail, before its token is stored: another account's data
 * is set aside, a visitor's is adopted (queued for upload), and what this account had set aside
 * here comes back.
 */
export function claimLocalData(email: string): void {
  const account = accountIdOf(email);
  const before = readSyncState();
  let state: SyncState;
  if (before && before.owner === account) {
    state = before;
  } else {
    if (before?.owner) setAside(before.owner, before.base, before);
    const { reviews } = useAppStore.getState();
    const nextOpId = before?.nextOpId ?? 1;
    state = { owner: account, base: {}, reviewOps: addsFor(reviews, nextOpId), nextOpId: nextOpId + reviews.length };
  }
  const aside = readAside()[account];
  if (aside) {
    const store = useAppStore.getState();
    store.updateResults((current) => mergeResults(current, aside.results));
    store.updateReviews((current) => mergeReviews(current, aside.reviews));
    if (aside.phraseReviews.length > 0) store.addPhraseReviews(aside.phraseReviews);
    const restoredOps = aside.reviewOps.map((op, i) => ({ ...op, id: state.nextOpId + i }));
    state = { ...state, base: mergeResults(state.base, aside.base), reviewOps: [...restoredOps, ...state.reviewOps], nextOpId: state.nextOpId + restoredOps.length };
    writeAside(account, null);
  }
  writeSyncState(state);
}

/** Log in: claim the local data for this account, then store the token. */
export function logIn(token: string, email: string): void {
  claimLocalData(email);
  useAppStore.getState().login(token);
}

/** Log out: the account's data is set aside (nothing unsent is lost) and the device shows a visitor's empty progress. */
export function logOut(): void {
  const state = readSyncState();
  if (state?.owner) setAside(state.owner, state.base, state);
  else clearLocal();
  clearSyncState();
  useAppStore.getState().logout();
}

/** The account is gone on the server: its data goes from this device too, set-aside copy included. */
export function accountDeleted(): void {
  const state = readSyncState();
  if (state?.owner) writeAside(state.owner, null);
  clearLocal();
  clearSyncState();
  useAppStore.getState().logout();
}

/** "Reset progress" succeeded: nothing is left here or on the server, and nothing is queued. */
export function progressReset(): void {
  clearLocal();
  const state = currentSyncState();
  writeSyncState({ ...state, base: {}, reviewOps: [] });
}

/**
 * Queues review changes for the account that owns the local list, until the server has them
 * (none for a visitor's list: a visitor has no server list; adopted at login instead).
 */
export function queueReviewChanges(changes: readonly Omit<ReviewOp, 'id'>[]): void {
  const state = hasSession() ? currentSyncState() : readSyncState();
  if (!state?.owner || changes.length === 0) return;
  let { reviewOps, nextOpId } = state;
  for (const change of changes) reviewOps = queueReviewOp(reviewOps, { ...change, id: nextOpId++ });
  writeSyncState({ ...state, reviewOps, nextOpId });
}
