import { matchRoutes, type RouteObject } from 'react-router-dom';
import { candidateRoutes, registerRoutes as registerAppRoutes } from '@/lib/route-registry';

/**
 * For tests: does a path lead to a real page, not to the catch-all not-found route? The app
 * itself no longer asks (every catalogue link and every spec route is built, which the tests
 * that use this check); it answers from the same few candidate routes the preloading uses.
 */
const built = new Map<string, boolean>();

export function registerRoutes(routes: RouteObject[]): void {
  registerAppRoutes(routes);
  built.clear();
}

export function isPathBuilt(to: string): boolean {
  if (/^[a-z]+:/i.test(to)) return true; // external (mailto:, https:) — not ours to judge
  const pathname = to.split(/[?#]/)[0] ?? to;
  const known = built.get(pathname);
  if (known !== undefined) return known;
  const matches = matchRoutes(candidateRoutes(pathname), pathname);
  const leaf = matches?.[matches.length - 1];
  const answer = leaf !== undefined && leaf.route.handle?.catchAll !== true;
  built.set(pathname, answer);
  return answer;
}
