// The last step of `npm run build` (issue 24.4): every HTML file of dist/ (the prerendered pages,
// dist/index.html and dist/app-shell.html) gets its Content-Security-Policy as
// `<meta http-equiv>`, with the sha256 hashes of the inline scripts and style elements that very
// file holds; dist/.csp/nginx-map.conf carries the same policies for the header (deploy/site.conf).
// Run it after anything that writes HTML; a second run gives the same files.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { runnerImport } from 'vite';

const started = performance.now();
const dist = 'dist';
const { module: csp } = await runnerImport('./scripts/csp-policy.ts', { configFile: false, logLevel: 'error' });
const settings = JSON.parse(readFileSync(join(dist, '.csp/settings.json'), 'utf8'));

function htmlFiles(dir) {
  const files = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) files.push(...htmlFiles(path));
    else if (entry.name.endsWith('.html')) files.push(path);
  }
  return files;
}

const pages = [];
const scriptHashes = new Set();
let withStyleAttributes = 0;
for (const file of htmlFiles(dist)) {
  const { html, policy } = csp.withMetaPolicy(readFileSync(file, 'utf8'), settings);
  writeFileSync(file, html);
  const uri = `/${relative(dist, file).split(sep).join('/')}`;
  pages.push({ uri, policy });
  for (const hash of csp.inlineHashes(html).scripts) scriptHashes.add(hash);
  if (policy.includes('style-src-attr')) withStyleAttributes += 1;
}
if (!pages.some((page) => page.uri === '/app-shell.html')) throw new Error('csp: dist/app-shell.html is missing (run after scripts/prerender.mjs)');
const fallback = csp.pagePolicy({ scripts: [], styles: [] }, settings, { styleAttributes: false });
mkdirSync(join(dist, '.csp'), { recursive: true });
writeFileSync(join(dist, '.csp/nginx-map.conf'), csp.nginxMap(pages, fallback));
writeFileSync(join(dist, '.csp/app-shell-policy.txt'), `${pages.find((page) => page.uri === '/app-shell.html').policy}\n`);
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  `csp: ${pages.length} HTML files in ${seconds} s, ${scriptHashes.size} distinct inline scripts, ${withStyleAttributes} with style attributes (dist/.csp/nginx-map.conf for the header)`,
);
