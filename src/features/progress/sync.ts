import { getUserResults, syncResultsToServer } from '@/api/endpoints/results';
import { useAppStore } from '@/store/store';
import { fromEntries, isEmpty, mergeResults, missingOnServer, topicOf, type QuizResults, type ResultEntry } from '@/store/results-model';

export interface StartupSyncResult {
  /** What the server answered, as results. */
  server: QuizResults;
  /** Local entries the server still lacks after the background push: the dialog's count. */
  unsynced: ResultEntry[];
}

/** Section types to ask the server for: the app's known topics plus every topic stored here. */
export function categoriesFor(known: readonly string[], local: QuizResults): string[] {
  const topics = new Set(known);
  for (const group of Object.keys(local)) {
    const topic = topicOf(group);
    if (topic) topics.add(topic);
  }
  return [...topics].sort();
}

/**
 * Start-up sync for a logged-in learner (spec 000 §4, DECISIONS.md "Progress"): local empty →
 * take the server's; otherwise OR-merge, write the merge locally and push what the server lacks
 * (`deletedata: false`). A failed push is silent; what it could not send is returned as unsynced.
 * A failed fetch throws (the caller ignores it: the next start tries again, nothing is lost).
 */
export async function startupSync(knownTopics: readonly string[]): Promise<StartupSyncResult> {
  const local = useAppStore.getState().quizResults;
  const rows = await getUserResults({ categories: categoriesFor(knownTopics, local) });
  const server = fromEntries(rows);
  if (isEmpty(local)) {
    if (!isEmpty(server)) useAppStore.getState().saveResults(server);
    return { server, unsynced: [] };
  }
  const merged = mergeResults(local, server);
  useAppStore.getState().saveResults(merged);
  const missing = missingOnServer(merged, server);
  if (missing.length === 0) return { server, unsynced: [] };
  try {
    await syncResultsToServer({ data: missing, deletedata: false });
    return { server: mergeResults(server, fromEntries(missing)), unsynced: [] };
  } catch {
    return { server, unsynced: missing };
  }
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
  if (!useAppStore.getState().token) return 'no-token';
  const groups = Object.entries(results);
  let first = true;
  for (const [index, [group, entries]] of groups.entries()) {
    onProgress({ group, percent: Math.round((index / groups.length) * 100) });
    const section_type = topicOf(group) ?? group;
    for (const [quiz_type, progress] of Object.entries(entries)) {
      await syncResultsToServer({ data: [{ section_type, quiz_type, progress }], deletedata: options.replace && first });
      first = false;
    }
    onProgress({ group, percent: Math.round(((index + 1) / groups.length) * 100) });
  }
  onProgress({ group: '', percent: 100 });
  return 'done';
}

