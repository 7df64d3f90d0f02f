import { localeMap } from '@/i18n/i18n';
import { runWhenIdle } from '@/lib/idle-queue';

/** Same-origin files of the site's own that the service worker caches when they are fetched. */
export function isCacheableVisit(url: string, origin: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  return parsed.origin === origin && /^\/(assets|icons|sounds)\//.test(parsed.pathname);
}

/**
 * The page was loaded before the worker controlled it, so what it fetched so far (the first
 * page's content chunk, its pictures) is not in the runtime caches yet: fetch it again, now
 * through the worker (from the browser's HTTP cache, usually) — a few at a time when idle.
 */
export function warmVisitedFiles(): void {
  const urls = new Set(
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((url) => isCacheableVisit(url, location.origin)),
  );
  runWhenIdle([...urls].map((url) => () => void fetch(url).catch(() => undefined)));
}

/** Loads every namespace of the current language once (a few at a time when idle), so all its strings work offline. */
export function warmCurrentLanguage(lang: string): void {
  localeMap(lang)
    ?.then((map) => {
      runWhenIdle(Object.values(map.namespaces).map((load) => () => void load().catch(() => undefined)));
    })
    .catch(() => undefined);
}
