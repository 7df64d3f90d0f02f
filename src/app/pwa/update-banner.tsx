import { lazy, Suspense } from 'react';
import { usePwaStore } from './pwa-state';

const UpdateReady = lazy(() => import('./update-ready').then((m) => ({ default: m.UpdateReady })));

/**
 * "A new version is ready — Reload" (issue 17): shown when a new service worker waits. It never
 * reloads by itself (a quiz in progress stays); "Reload" activates the new version and reloads,
 * "Later" closes it for this page. The status role makes screen readers say it politely.
 */
export function UpdateBanner() {
  const needRefresh = usePwaStore((s) => s.needRefresh);
  const dismissed = usePwaStore((s) => s.dismissed);
  const applyUpdate = usePwaStore((s) => s.applyUpdate);
  const open = needRefresh && !dismissed && applyUpdate !== null;
  // The region exists from the first paint (so it is announced); its strings load only when needed.
  return (
    <div role="status" className="sticky top-0 z-30 print:hidden">
      {open && (
        <Suspense fallback={null}>
          <UpdateReady onReload={applyUpdate} />
        </Suspense>
      )}
    </div>
  );
}
