import { StrictMode, startTransition } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppProvider } from './app/provider';
import { createQueryClient } from './app/query-client';
import { startPwa } from './app/pwa/start';
import { createAppRouter } from './app/router';
import { bootProgress } from './features/progress/boot';
import { applyLanguage, initI18n } from './i18n/i18n';
import { askPersistenceAfterFirstStar } from './store/persist-after-first-star';
import { hydrateAsVisitor, useAppStore } from './store/store';
import { followOtherTabs, followProgressInOtherTabs } from './store/sync/cross-tab';
import './styles.css';

/** Resolves once the router has loaded the first page's lazy module. */
function routerReady(router: ReturnType<typeof createAppRouter>): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (state.initialized) {
        stop();
        resolve();
      }
    });
  });
}

async function start() {
  // Old site's progress keys move into quiz_results before anything reads progress.
  bootProgress();
  // The first paint waits for nothing that could be loaded in parallel: the current language's
  // strings and the first page's module (with its namespaces) load together, then React renders once.
  const i18nReady = initI18n(useAppStore.getState().curLang);
  // Its download has started; let the browser run other work before the router's own set-up,
  // so start-up is two shorter tasks instead of one long one (TBT, issue 18).
  await new Promise((resolve) => setTimeout(resolve, 0));
  const router = createAppRouter();
  await Promise.all([i18nReady, routerReady(router)]);
  useAppStore.subscribe((state, prev) => {
    if (state.curLang !== prev.curLang) void applyLanguage(state.curLang);
  });
  followOtherTabs();
  followProgressInOtherTabs();
  // Durable storage is asked for once, when the first star is saved (issue 17).
  askPersistenceAfterFirstStar();
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const app = (
    <StrictMode>
      <AppProvider queryClient={createQueryClient()}>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>
  );
  if (canHydrate(container)) {
    hydrateAsVisitor();
    // In a transition, hydration runs in time slices that yield to the browser every few
    // milliseconds; at the default priority it is one task as long as the whole page (TBT, issue 18).
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else if (container.dataset.prerendered !== undefined) {
    // Rendered synchronously, so the prerendered English page (hidden by the inline script in
    // index.html for another language) is replaced in the same frame it is shown again.
    flushSync(() => createRoot(container).render(app));
    document.documentElement.classList.remove('lang-pending');
  } else {
    // The plain shell (app-shell.html): a transition renders in time slices, so the first render
    // yields to the browser every few milliseconds instead of one long task (TBT).
    const root = createRoot(container);
    startTransition(() => root.render(app));
  }
  // The service worker registers after the page has loaded, off the first paint's path.
  startPwa();
}

/**
 * Hydrate only what the build prerendered for exactly this page (scripts/prerender.mjs): English
 * (the stored language), no query string (pages may read it), the same path. Anything else is
 * rendered fresh over it.
 */
function canHydrate(container: HTMLElement): boolean {
  const prerendered = container.dataset.prerendered;
  if (prerendered === undefined) return false;
  const trim = (path: string) => path.replace(/\/+$/, '') || '/';
  return useAppStore.getState().curLang === 'en' && window.location.search === '' && trim(prerendered) === trim(window.location.pathname);
}

void start();
