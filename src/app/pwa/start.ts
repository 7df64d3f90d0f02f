import { whenIdle } from '@/lib/idle-queue';

/**
 * Starts the service worker's registration off the first paint's critical path: after the
 * page's load event, when the browser is idle, as a separate chunk (with workbox-window). Not in
 * `npm run dev` unless VITE_PWA_DEV=true, and not where service workers are unsupported.
 */
export function startPwa(): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  if (import.meta.env.DEV && import.meta.env.VITE_PWA_DEV !== 'true') return;
  const register = () => {
    import('./register')
      .then((module) => module.registerServiceWorker())
      .catch(() => undefined); // No worker (e.g. a failed chunk): the site works online as before.
  };
  const registerWhenIdle = () => whenIdle(register, 4000, 1000);
  if (document.readyState === 'complete') registerWhenIdle();
  else window.addEventListener('load', registerWhenIdle, { once: true });
}
