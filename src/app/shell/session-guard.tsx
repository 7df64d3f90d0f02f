import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { useSessionSync } from '@/store/sync/session-sync';
import { loadKnownTopics } from './known-topics-loader';

const SyncDialog = lazy(() => import('@/features/progress/components/sync-dialog').then((m) => ({ default: m.SyncDialog })));

/**
 * The wrapper the spec puts around most routes (DECISIONS.md "The guard"). It never blocks
 * browsing. For a logged-in learner it runs the start-up sync (src/store/sync/, once per login
 * and page load and again each time the connection returns) and opens the Data Sync dialog when
 * results stay unsynced.
 */
export function SessionGuard() {
  const { pending, dismiss } = useSessionSync(loadKnownTopics);
  return (
    <>
      <Outlet />
      {pending && (
        <Suspense fallback={null}>
          <SyncDialog count={pending.result.unsynced.length} server={pending.result.server} onClose={dismiss} />
        </Suspense>
      )}
    </>
  );
}
