import { useEffect, useState } from 'react';
import { useAppStore } from '../store';
import type { StartupSyncResult } from './progress-sync';
import { syncWhenBackOnline } from './reconnect-sync';
import type { LoadTopics } from './startup-sync';

/** A start-up sync that left results unsynced: the Data Sync dialog's question, for this token. */
export interface PendingSync {
  token: string;
  result: StartupSyncResult;
}

/** Tokens whose start-up sync already ran in this page load (the guard remounts on some navigations). */
const syncedTokens = new Set<string>();

/** For tests: forget which tokens were synced. */
export function resetStartupSyncMemory(): void {
  syncedTokens.clear();
}

/** The start-up sync (loaded on demand); reports a result that left results unsynced. */
function syncProgress(token: string, loadTopics: LoadTopics, setPending: (pending: PendingSync) => void): Promise<void> {
  return import('./startup-sync')
    .then((m) => m.runStartupSync(loadTopics))
    .then((result) => {
      if (result && result.unsynced.length > 0) setPending({ token, result });
    })
    .catch(() => undefined);
}

/**
 * The session guard's sync (DECISIONS.md "The guard"): for a logged-in learner the start-up
 * progress and reviews sync once per login and page load, and again each time the connection
 * returns. Returns what the Data Sync dialog needs when results stay unsynced (null otherwise).
 * A 401 on any of these calls ends the session (api/client.ts); other failures are silent.
 */
export function useSessionSync(loadTopics: LoadTopics): { pending: PendingSync | null; dismiss: () => void } {
  const token = useAppStore((s) => s.token);
  const [pending, setPending] = useState<PendingSync | null>(null);

  useEffect(() => {
    if (!token || syncedTokens.has(token)) return;
    syncedTokens.add(token);
    void syncProgress(token, loadTopics, setPending);
  }, [token, loadTopics]);

  // Back online: the same sync again, pushing what was earned offline.
  useEffect(() => syncWhenBackOnline((current) => syncProgress(current, loadTopics, setPending)), [loadTopics]);

  return { pending: pending && pending.token === token ? pending : null, dismiss: () => setPending(null) };
}
