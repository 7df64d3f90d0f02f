// Writes dist/<path>/index.html for every page of the site (issue 18.1): the English, visitor-state
// first screen rendered by src/entry-server.tsx (built with `vite build --ssr` into dist-ssr) inside
// the built index.html, with modulepreload links for the page's chunk and its English strings.
// The pages are found by crawling: the route samples (one address per route) and then every link
// the rendered pages themselves carry (hubs link every topic, lesson, phrase set, game and article).
// dist/app-shell.html keeps the plain SPA template for everything not prerendered.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

// The SSR bundle keeps react-dom external: its production build, not the development one.
process.env.NODE_ENV = 'production';
const started = performance.now();
const dist = 'dist';
// A second run finds the prerendered home in index.html: the template is then app-shell.html.
const built = readFileSync(join(dist, 'index.html'), 'utf8');
const template = built.includes('<!--prerender:start-->') ? built : readFileSync(join(dist, 'app-shell.html'), 'utf8');
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const { render, seedPaths } = await import(pathToFileURL('dist-ssr/entry-server.js').href);

/** Paths not worth a file: a one-time token page. */
const SKIP = [/^\/reset-password\//];
const LIMIT = 2000;

if (!template.includes('<!--prerender:start-->') || !template.includes('<!--prerender:end-->')) {
  throw new Error('prerender: dist/index.html lacks the <!--prerender:start/end--> markers around #root');
}
writeFileSync(join(dist, 'app-shell.html'), template);

/** Files the template already loads (the entry and its imports), never preloaded twice. */
const inTemplate = new Set([...template.matchAll(/(?:src|href)="\/([^"]+)"/g)].map((m) => m[1]));

function closure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return seen;
  seen.add(key);
  for (const dep of chunk.imports ?? []) closure(dep, seen);
  return seen;
}

const LANGS = ['en', 'ua', 'de', 'ru', 'be', 'tr', 'pl', 'es'];

/** JS files of manifest keys with their static imports, minus what the template loads already. */
function filesOf(keys) {
  const all = new Set();
  for (const key of keys) closure(key, all);
  return [...new Set([...all].map((key) => manifest[key].file))].filter((file) => file.endsWith('.js') && !inTemplate.has(file));
}

/**
 * modulepreload for the page's own chunk (and its imports), and for its strings in the learner's
 * language: a tiny inline script picks that language's locale chunks, so a Ukrainian learner never
 * downloads the English ones (the preload scanner misses these few; the entry asks for them anyway).
 */
function preloadLinks(page) {
  const pageKeys = new Set();
  for (const module of page.modules) closure(module, pageKeys);
  const css = [...pageKeys].flatMap((key) => manifest[key].css ?? []).filter((file) => !inTemplate.has(file));
  const links = [
    ...[...new Set(css)].map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...filesOf(pageKeys).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ];
  const byLang = Object.fromEntries(LANGS.map((lang) => [lang, filesOf(page.namespaces.map((ns) => `locales/${lang}/${ns}.json`)).map((f) => `/${f}`)]));
  links.push(
    `<script>(function(m){var l;try{l=(localStorage.getItem('site-language')||'').trim().replace(/^"|"$/g,'')}catch(e){}` +
      `var f=m[l]||m.en;for(var i=0;i<f.length;i++){var k=document.createElement('link');k.rel='modulepreload';k.crossOrigin='';k.href=f[i];document.head.appendChild(k)}})` +
      `(${JSON.stringify(byLang)})</script>`,
  );
  return links.join('\n    ');
}

/** The page's <title> and other tags React hoists come first in its HTML: they go into the head. */
function splitHoisted(html) {
  const hoisted = /^(?:<title>[^<]*<\/title>|<(?:meta|link)\b[^>]*>)*/.exec(html)[0];
  return { head: hoisted, body: html.slice(hoisted.length) };
}

function pageHtml(path, page) {
  const { head, body } = splitHoisted(page.html);
  let html = template.replace(/<!--prerender:start-->[\s\S]*<!--prerender:end-->/, () => body);
  html = html.replace('<div id="root">', () => `<div id="root" data-prerendered="${path}">`);
  const title = /<title>[^<]*<\/title>/.exec(head)?.[0];
  if (title) html = html.replace(/<title>[^<]*<\/title>/, () => title);
  const extra = [head.replace(/<title>[^<]*<\/title>/, ''), preloadLinks(page)].filter(Boolean).join('\n    ');
  return html.replace('</head>', () => `    ${extra}\n  </head>`);
}

function fileOf(path) {
  const clean = decodeURIComponent(path).replace(/\/+$/, '');
  return join(dist, clean, 'index.html');
}

function linksIn(html) {
  return [...html.matchAll(/href="(\/[^"#?]*)"/g)].map((m) => m[1]);
}

const normal = (path) => path.replace(/\/+$/, '') || '/';
const queue = [...new Set(seedPaths.map((p) => normal(p.split('?')[0])))];
const seen = new Set(queue);
const written = [];
while (queue.length > 0) {
  const path = queue.shift();
  if (SKIP.some((re) => re.test(path))) continue;
  const page = await render(path);
  // The not-found page (also what a page shows for an unknown slug) says noindex: no file for it.
  if (page.status !== 200 || /<meta name="robots" content="noindex"/.test(page.html)) continue;
  const file = fileOf(path);
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, pageHtml(path, page));
  written.push(path);
  for (const link of linksIn(page.html)) {
    const next = normal(link);
    if (/\.[a-z0-9]+$/i.test(next) || seen.has(next) || seen.size >= LIMIT) continue;
    seen.add(next);
    queue.push(next);
  }
}
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(`prerender: ${written.length} pages in ${seconds} s (dist/<path>/index.html; dist/app-shell.html for the rest)`);
