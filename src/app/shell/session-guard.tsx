import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet } from 'react-router-dom';
import type { StartupSyncResult } from '@/features/progress/sync';
import { useAppStore } from '@/store/store';
import { syncWhenBackOnline } from './reconnect-sync';

const SyncDialog = lazy(() => import('@/features/progress/components/sync-dialog').then((m) => ({ default: m.SyncDialog })));

/** Tokens whose start-up sync already ran in this page load (the guard remounts on some navigations). */
const syncedTokens = new Set<string>();

/** For tests: forget which tokens were synced. */
export function resetStartupSyncMemory(): void {
  syncedTokens.clear();
}

/** The start-up sync (loaded on demand); opens the Data Sync dialog when results stay unsynced. */
function syncProgress(token: string, setPending: (pending: { token: string; result: StartupSyncResult }) => void): Promise<void> {
  return import('./startup-sync')
    .then((m) => m.runStartupSync())
    .then((result) => {
      if (result && result.unsynced.length > 0) setPending({ token, result });
    })
    .catch(() => undefined);
}

/**
 * The wrapper the spec puts around most routes (DECISIONS.md "The guard"). It never blocks
 * browsing. For a logged-in learner it runs the start-up progress sync once per login and page
 * load, and again each time the connection returns, stores the server's reviews, and opens the
 * Data Sync dialog when results stay unsynced.
 * A 401 on any of these calls ends the session (api/client.ts); other failures are silent.
 */
export function SessionGuard() {
  const token = useAppStore((s) => s.token);
  const [pending, setPending] = useState<{ token: string; result: StartupSyncResult } | null>(null);

  useEffect(() => {
    if (!token || syncedTokens.has(token)) return;
    syncedTokens.add(token);
    void syncProgress(token, setPending);
  }, [token]);

  // Back online: the same sync again, pushing what was earned offline.
  useEffect(() => syncWhenBackOnline((current) => syncProgress(current, setPending)), []);

  return (
    <>
      <Outlet />
      {pending && pending.token === token && (
        <Suspense fallback={null}>
          <SyncDialog count={pending.result.unsynced.length} server={pending.result.server} onClose={() => setPending(null)} />
        </Suspense>
      )}
    </>
  );
}
