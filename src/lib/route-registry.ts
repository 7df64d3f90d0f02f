import { matchRoutes, type RouteObject } from 'react-router-dom';

/**
 * Knows the app's route table without importing it (the table imports the shell, the shell's
 * links need this): answers "is this path built?" and warms a route's lazy chunk on intent.
 */
let table: RouteObject[] = [];

export function registerRoutes(routes: RouteObject[]): void {
  table = routes;
}

function pathnameOf(to: string): string {
  return to.split(/[?#]/)[0] ?? to;
}

/** True when the path leads to a real page, not to the catch-all not-found route. */
export function isPathBuilt(to: string): boolean {
  if (/^[a-z]+:/i.test(to)) return true; // external (mailto:, https:) — not ours to judge
  const matches = matchRoutes(table, pathnameOf(to));
  const leaf = matches?.[matches.length - 1];
  return leaf !== undefined && leaf.route.path !== '*';
}

const warmed = new Set<string>();

/** Starts loading the lazy modules of the routes that `to` matches (hover/focus intent). */
export function preloadPath(to: string): void {
  const pathname = pathnameOf(to);
  if (warmed.has(pathname)) return;
  warmed.add(pathname);
  for (const match of matchRoutes(table, pathname) ?? []) {
    const lazy = match.route.lazy;
    if (typeof lazy === 'function') {
      // import() caches the module, so the router's own call later resolves at once.
      void Promise.resolve(lazy()).catch(() => warmed.delete(pathname));
    }
  }
}
