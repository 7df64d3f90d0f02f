import { lazy, Suspense } from 'react';
import { usePwaStore } from './pwa-state';

const UpdateReady = lazy(() => import('./update-ready').then((m) => ({ default: m.UpdateReady })));

/**
 * "A new version is ready — Reload" (issue 17): shown when a new service worker waits. It never
 * reloads by itself (a quiz in progress stays); "Reload" activates the new version and reloads,
 * "Later" closes it for this page. Screen readers hear it through the shell's one live region.
 */
export function UpdateBanner() {
  const needRefresh = usePwaStore((s) => s.needRefresh);
  const dismissed = usePwaStore((s) => s.dismissed);
  const applyUpdate = usePwaStore((s) => s.applyUpdate);
  const open = needRefresh && !dismissed && applyUpdate !== null;
  if (!open) return null;
  // Its strings and markup load only when needed; the shell's one live region announces it.
  return (
    <Suspense fallback={null}>
      <UpdateReady onReload={applyUpdate} />
    </Suspense>
  );
}
