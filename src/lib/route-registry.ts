import { matchRoutes, type RouteObject } from 'react-router-dom';

/**
 * Knows the app's route table without importing it (the table imports the shell, the shell's
 * links need this): warms a route's lazy chunk on intent.
 */
let table: RouteObject[] = [];

/**
 * The table flattened once into one route per branch with its full path, grouped by the first
 * static segment. `matchRoutes` flattens and ranks the whole table (≈ 150 routes, a regular
 * expression each) on every call; asked about hundreds of links (as the teaser, the menu and the
 * footer once did), that blocked the main thread for over half a second on a phone (issue 18). Asking only
 * the few routes that can match gives the same answer: ranking is relative, and a route whose
 * first static segment differs cannot match.
 */
interface FlatTable {
  byFirstSegment: Map<string, RouteObject[]>;
  /** Routes whose first segment is dynamic, optional or a splat (the catch-all among them). */
  anyFirstSegment: RouteObject[];
  all: RouteObject[];
}
let flat: FlatTable | undefined;

export function registerRoutes(routes: RouteObject[]): void {
  table = routes;
  flat = undefined;
}

const joinPaths = (parent: string, path: string) => (path.startsWith('/') ? path : `${parent.replace(/\/+$/, '')}/${path}`);

/** One route per branch: its full path, and in `handle.chain` the table's routes from the root to it. */
function flatten(routes: RouteObject[], parent: string, out: RouteObject[], chain: RouteObject[] = []): RouteObject[] {
  for (const route of routes) {
    const path = route.path == null ? parent : joinPaths(parent, route.path);
    if (route.children?.length) flatten(route.children, path, out, [...chain, route]);
    if (route.path != null || route.index) {
      out.push({ path: path || '/', caseSensitive: route.caseSensitive, handle: { catchAll: route.path === '*', chain: [...chain, route] } });
    }
  }
  return out;
}

const firstSegment = (path: string) => (path.split('/').find((segment) => segment !== '') ?? '').toLowerCase();
const isStatic = (segment: string) => !/^[:*]|\?$/.test(segment) && !segment.includes('*');

function flatTable(): FlatTable {
  if (flat) return flat;
  const all = flatten(table, '', []);
  const byFirstSegment = new Map<string, RouteObject[]>();
  const anyFirstSegment: RouteObject[] = [];
  for (const route of all) {
    const first = firstSegment(route.path ?? '');
    if (first !== '' && isStatic(first) && !route.caseSensitive) byFirstSegment.set(first, [...(byFirstSegment.get(first) ?? []), route]);
    else anyFirstSegment.push(route);
  }
  flat = { byFirstSegment, anyFirstSegment, all };
  return flat;
}

function pathnameOf(to: string): string {
  return to.split(/[?#]/)[0] ?? to;
}

/** The flattened routes that can match `pathname` (all of them when its first segment is encoded). */
export function candidateRoutes(pathname: string): RouteObject[] {
  const { byFirstSegment, anyFirstSegment, all } = flatTable();
  const first = firstSegment(pathname);
  if (first.includes('%')) return all;
  return [...(byFirstSegment.get(first) ?? []), ...anyFirstSegment];
}

const warmed = new Set<string>();

/** Starts loading the lazy modules of the routes that `to` matches (hover/focus intent). */
export function preloadPath(to: string): void {
  const pathname = pathnameOf(to);
  if (warmed.has(pathname)) return;
  warmed.add(pathname);
  const matches = matchRoutes(candidateRoutes(pathname), pathname);
  const chain: RouteObject[] = matches?.[matches.length - 1]?.route.handle?.chain ?? [];
  for (const route of chain) {
    const lazy = route.lazy;
    if (typeof lazy === 'function') {
      // import() caches the module, so the router's own call later resolves at once.
      void Promise.resolve(lazy()).catch(() => warmed.delete(pathname));
    }
  }
}
