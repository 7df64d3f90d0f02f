/// <reference types="vite-plugin-pwa/client" />
import { registerSW } from 'virtual:pwa-register';
import { loadNamespaces } from '@/i18n/i18n';
import { useAppStore } from '@/store/store';
import { usePwaStore } from './pwa-state';
import { warmCurrentLanguage, warmVisitedFiles } from './warm';

/** How often an open page asks the server whether a new version was deployed. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers the service worker in prompt mode: a new version waits until the learner presses
 * "Reload" in the banner (never a silent reload mid-quiz). Once the worker controls the page,
 * the files this visit already used and the current language's strings are put in the caches.
 */
export function registerServiceWorker(): void {
  const container = navigator.serviceWorker;
  let warmed = false;
  const onControlled = () => {
    if (!container.controller) return;
    usePwaStore.setState({ controlled: true });
    if (warmed) return;
    warmed = true;
    warmVisitedFiles();
    warmCurrentLanguage(useAppStore.getState().curLang);
    useAppStore.subscribe((state, prev) => {
      if (state.curLang !== prev.curLang) warmCurrentLanguage(state.curLang);
    });
  };
  container.addEventListener('controllerchange', onControlled);
  onControlled();
  const update = registerSW({
    immediate: true,
    onNeedRefresh() {
      // The banner's strings first, so it never shows a bare key.
      void loadNamespaces(['pwa'])
        .catch(() => undefined)
        .then(() => usePwaStore.setState({ needRefresh: true, dismissed: false }));
    },
    onRegisteredSW(_url, registration) {
      if (registration) setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS);
    },
  });
  usePwaStore.setState({
    applyUpdate: () => {
      // workbox-window reloads by itself only when a worker already controlled the page at
      // registration; a first visit that got its worker through clientsClaim would stay on the
      // old version. The learner asked for the reload: do it when the new worker takes over.
      container.addEventListener('controllerchange', () => window.location.reload(), { once: true });
      void update(true);
    },
  });
}
