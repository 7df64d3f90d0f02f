import { isValidElement, StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { installEarlyGuard } from './app/early-input';
import { AppProvider } from './app/provider';
import { createQueryClient } from './app/query-client';
import { visitorPages } from './app/route-samples';
import { routes } from './app/router';
import { SPEC_ROUTES } from './app/spec-routes';
import { i18n, initI18n } from './i18n/i18n';

/**
 * Build-time rendering of one page (scripts/prerender.mjs): the route table's static handler
 * resolves the lazy page module and runs its loader, then React renders the page's first screen
 * in English and in visitor state (nothing is stored at build time), exactly as the client's
 * first pass sees it when it hydrates (src/main.tsx).
 */
export interface PrerenderedPage {
  /** The HTML inside #root. */
  html: string;
  /** 200, or 404 when the not-found page answered. */
  status: number;
  /** The page modules the path matched, as Vite's manifest names them (src/app/routes/x.tsx). */
  modules: string[];
  /** The English locale namespaces the page loaded (locales/en/<ns>.json), common first. */
  namespaces: string[];
}

/** The route table as addresses: one per route (src/app/route-samples.ts) and the spec's table. */
export const routeTable = { visitorPages, specRoutes: SPEC_ROUTES };

/** The inline guard every prerendered page runs before its JavaScript (src/app/early-input.ts). */
export const earlyGuardSource = installEarlyGuard.toString();

/** Where the crawl of the site's own links starts: every address of the route table. */
export const seedPaths: readonly string[] = [...visitorPages, ...SPEC_ROUTES];

// The same module objects the routes' lazy imports resolve to: a page's Component tells its file.
const pageModules = import.meta.glob<Record<string, unknown>>('./app/routes/*.tsx');

async function moduleFileOf(component: unknown): Promise<string | undefined> {
  if (component === undefined) return undefined;
  for (const [key, load] of Object.entries(pageModules)) {
    if ((await load()).Component === component) return `src/app/routes/${key.slice('./app/routes/'.length)}`;
  }
  return undefined;
}

let ready: Promise<void> | null = null;
/** The namespaces requested during the current render (pages are rendered one at a time). */
let requested = new Set<string>();

function setUp(): Promise<void> {
  const load = i18n.loadNamespaces.bind(i18n);
  i18n.loadNamespaces = (namespaces, callback) => {
    for (const ns of typeof namespaces === 'string' ? [namespaces] : namespaces) requested.add(ns);
    return load(namespaces, callback);
  };
  return initI18n('en');
}

export async function render(path: string): Promise<PrerenderedPage> {
  ready ??= setUp();
  await ready;
  requested = new Set(['common']);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://localhost').href));
  if (context instanceof Response) throw new Error(`${path} answered with a redirect (${context.status})`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AppProvider queryClient={createQueryClient()}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProvider>
    </StrictMode>,
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));

  const modules: string[] = [];
  for (const match of context.matches) {
    // The router turns a lazy module's Component into the route's element.
    const { element } = match.route;
    const file = isValidElement(element) ? await moduleFileOf(element.type) : undefined;
    if (file) modules.push(file);
  }
  return { html: Buffer.concat(chunks).toString('utf8'), status: context.statusCode, modules, namespaces: [...requested] };
}
