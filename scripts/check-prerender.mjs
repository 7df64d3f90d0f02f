// Fails unless the build prerendered every route of the route table (issue 18.1): for each address
// of the spec's table and of src/app/route-samples.ts, dist/<path>/index.html exists, was rendered for
// that path, and carries the page's own <h1> (not the not-found page's) and the stylesheet.
// Run after `npm run build` (npm run test:size does both).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** Addresses served by dist/app-shell.html on purpose, each with its reason. */
const NOT_PRERENDERED = {
  '/gibt-es-nicht': 'the not-found sample: unknown paths get the app shell and the app renders the not-found page',
  '/reset-password/demo-reset-token': 'a one-time token in the address: nothing to prerender',
  '/reset-password/some-token': 'a one-time token in the address: nothing to prerender',
};

/** Pages whose content comes from the server: their prerendered first screen is the loading state. */
const FROM_THE_SERVER = {
  '/articles-new/1': 'the article reader loads the article from the backend',
};

const { routeTable } = await import(pathToFileURL('dist-ssr/entry-server.js').href);
const normal = (path) => decodeURIComponent(path.split('?')[0]).replace(/\/+$/, '') || '/';
const paths = [...new Set([...routeTable.visitorPages, ...routeTable.specRoutes].map(normal))].filter(
  (path) => !(path in NOT_PRERENDERED),
);
const commonStrings = readFileSync('locales/en/common.json', 'utf8');
const notFoundTitle = JSON.parse(commonStrings).notFound?.title;
const problems = [];
for (const path of paths) {
  const file = join('dist', path, 'index.html');
  if (!existsSync(file)) {
    problems.push(`${path}: no ${file}`);
    continue;
  }
  const html = readFileSync(file, 'utf8');
  const root = html.slice(html.indexOf('<div id="root"'));
  const h1 = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(root)?.[1]?.replace(/<[^>]+>/g, '').trim();
  if (!root.startsWith(`<div id="root" data-prerendered="${path}"`)) problems.push(`${path}: not prerendered for this path`);
  if (!h1 && !(path in FROM_THE_SERVER)) problems.push(`${path}: no <h1> in the page`);
  else if (h1 === notFoundTitle) problems.push(`${path}: the not-found page was prerendered`);
  if (!/<link rel="stylesheet"[^>]*href="\/assets\/[^"]+\.css"/.test(html)) problems.push(`${path}: no stylesheet link`);
}
if (!existsSync('dist/app-shell.html') || readFileSync('dist/app-shell.html', 'utf8').includes('<div id="root" data-prerendered')) {
  problems.push('dist/app-shell.html: missing, or not the plain SPA template');
}
if (paths.length < 60) problems.push(`only ${paths.length} addresses in the route table: the lists were not read`);
if (problems.length > 0) {
  console.error(`check-prerender: ${problems.length} problem(s):\n${problems.join('\n')}`);
  process.exit(1);
}
console.log(`check-prerender: all ${paths.length} addresses of the route table have their prerendered page with its <h1>`);
