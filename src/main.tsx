import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppProvider } from './app/provider';
import { createQueryClient } from './app/query-client';
import { followProgressInOtherTabs } from './app/cross-tab';
import { startPwa } from './app/pwa/start';
import { createAppRouter } from './app/router';
import { bootProgress } from './features/progress/boot';
import { applyLanguage, initI18n } from './i18n/i18n';
import { followOtherTabs, useAppStore } from './store/store';
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
  const router = createAppRouter();
  await Promise.all([i18nReady, routerReady(router)]);
  useAppStore.subscribe((state, prev) => {
    if (state.curLang !== prev.curLang) void applyLanguage(state.curLang);
  });
  followOtherTabs();
  followProgressInOtherTabs();
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(
    <StrictMode>
      <AppProvider queryClient={createQueryClient()}>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>,
  );
  // The service worker registers after the page has loaded, off the first paint's path.
  startPwa();
}

void start();
