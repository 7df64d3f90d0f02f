import { getUserResults, syncResultsToServer } from '@/api/endpoints/results';
import { hasSession } from '@/api/session';
import { currentSyncState } from './account-data';
import { oneAtATime } from '@/lib/one-at-a-time';
import { retryLater } from '@/lib/retry-later';
import { fromEntries, mergeResults, topicOf, type QuizResults, type ResultEntry } from '@/store/results-model';
import { useAppStore } from '@/store/store';
import { sameSession, sessionMark, type SessionMark } from './session';
import { applyServerResults, confirmInBase, unconfirmed } from './sync-model';
import { updateSyncState, writeSyncState } from './sync-state';

export interface StartupSyncResult {
  /** What the server answered, as results. */
  server: QuizResults;
  /** Local entries the server still lacks after the background push: the dialog's count. */
  unsynced: ResultEntry[];
}

/** Section types to ask the server for: the app's known topics plus every topic stored here. */
export function categoriesFor(known: readonly string[], ...stored: QuizResults[]): string[] {
  const topics = new Set(known);
  for (const results of stored) {
    for (const group of Object.keys(results)) {
      const topic = topicOf(group);
      if (topic) topics.add(topic);
    }
  }
  return [...topics].sort();
}

/** A confirmed push: its rows join what the device knows the server holds. */
function confirm(mark: SessionMark, pushed: readonly ResultEntry[]): void {
  if (sameSession(mark)) updateSyncState((s) => ({ ...s, base: confirmInBase(s.base, pushed) }), currentSyncState);
}

const LOCK = 'progress-sync';

/** After a failed push the queue is sent again later (backoff), besides the next star, start-up and reconnection. */
const retry = retryLater(async () => {
  if (!hasSession()) return true;
  return (await syncProgressNow([])).unsynced.length === 0;
});

/**
 * The progress sync for a logged-in learner (spec 000 §4, docs/sync.md), one run at a time:
 * ask the server, then in one step read the progress as it is *now*, merge the answer in
 * (`applyServerResults`) and write it; then push what the server lacks (`deletedata: false`).
 * What could not be pushed stays queued (local stars beyond the stored base) and is returned as
 * unsynced. A failed fetch throws (the caller ignores it: the next run tries again).
 */
export function startupSync(knownTopics: readonly string[]): Promise<StartupSyncResult> {
  return syncProgressNow(knownTopics);
}

function syncProgressNow(knownTopics: readonly string[]): Promise<StartupSyncResult> {
  return oneAtATime(LOCK, async () => {
    const mark = sessionMark();
    const categories = categoriesFor(knownTopics, useAppStore.getState().quizResults, currentSyncState().base);
    const server = fromEntries(await getUserResults({ categories }));
    if (!sameSession(mark)) throw new Error('session changed');
    const asked = new Set(categories);
    let base: QuizResults = {};
    const merged = useAppStore.getState().updateResults((current) => {
      const state = currentSyncState();
      const next = applyServerResults(current, state.base, server, asked);
      writeSyncState({ ...state, base: next.base });
      base = next.base;
      return next.local;
    });
    const missing = unconfirmed(merged, base);
    if (missing.length === 0) return { server, unsynced: [] };
    try {
      const { confirmed } = await syncResultsToServer({ data: missing, deletedata: false });
      if (confirmed) confirm(mark, missing);
      return { server: mergeResults(server, fromEntries(missing)), unsynced: [] };
    } catch {
      retry.schedule();
      return { server, unsynced: missing };
    }
  });
}

/**
 * After a star: sends every queued entry (local stars the server is not known to hold), each
 * with everything known for it, without asking the server first. A failure keeps the queue and
 * schedules a retry.
 */
export function pushQueued(): Promise<void> {
  return oneAtATime(LOCK, async () => {
    const mark = sessionMark();
    const missing = unconfirmed(useAppStore.getState().quizResults, currentSyncState().base);
    if (missing.length === 0) return;
    try {
      const { confirmed } = await syncResultsToServer({ data: missing, deletedata: false });
      if (confirmed) confirm(mark, missing);
    } catch {
      retry.schedule();
    }
  });
}

/** "Replace the data on this device": the server's progress, and nothing queued. */
export function replaceLocalWithServer(server: QuizResults): void {
  useAppStore.getState().saveResults(server);
  updateSyncState((s) => ({ ...s, base: server }), currentSyncState);
}

export interface PushProgress {
  /** The group being sent ("food01_results"), '' once finished. */
  group: string;
  /** Groups done / total groups × 100, rounded (spec 000 §4, §9). */
  percent: number;
}

/**
 * The Data Sync dialog's push (spec 000 §4): group by group, every entry sent on its own; after
 * each group the percentage; at the end the line is cleared. Stops at the first failure by
 * throwing — what was sent stays sent, what was not stays local. With `replace`, the first call
 * carries `deletedata: true` so the server's old data is replaced by the local data.
 */
export async function pushResultsByGroup(
  results: QuizResults,
  onProgress: (progress: PushProgress) => void,
  options: { replace: boolean },
): Promise<'done' | 'no-token'> {
  if (!hasSession()) return 'no-token';
  const mark = sessionMark();
  const groups = Object.entries(results);
  let first = true;
  for (const [index, [group, entries]] of groups.entries()) {
    onProgress({ group, percent: Math.round((index / groups.length) * 100) });
    const section_type = topicOf(group) ?? group;
    for (const [quiz_type, progress] of Object.entries(entries)) {
      const row = { section_type, quiz_type, progress };
      const { confirmed } = await syncResultsToServer({ data: [row], deletedata: options.replace && first });
      if (options.replace && first && sameSession(mark)) updateSyncState((s) => ({ ...s, base: {} }), currentSyncState);
      if (confirmed) confirm(mark, [row]);
      first = false;
    }
    onProgress({ group, percent: Math.round(((index + 1) / groups.length) * 100) });
  }
  onProgress({ group: '', percent: 100 });
  return 'done';
}
