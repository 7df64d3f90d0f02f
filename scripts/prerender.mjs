// Writes dist/<path>/index.html for every page of the site (issue 18.1): the English, visitor-state
// first screen rendered by src/entry-server.tsx (built with `vite build --ssr` into dist-ssr) inside
// the built index.html; its JavaScript (entry, page chunk, strings in the learner's language) is
// asked for in one go right after the first paint (see `starter`).
// The pages are found by crawling: the route samples (one address per route) and then every link
// the rendered pages themselves carry (hubs link every topic, lesson, phrase set, game and article).
// dist/app-shell.html keeps the plain SPA template for everything not prerendered.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { minify } from 'terser';

// The SSR bundle keeps react-dom external: its production build, not the development one.
process.env.NODE_ENV = 'production';
const started = performance.now();
const dist = 'dist';
// A second run finds the prerendered home in index.html: the template is then app-shell.html.
const built = readFileSync(join(dist, 'index.html'), 'utf8');
const template = built.includes('<!--prerender:start-->') ? built : readFileSync(join(dist, 'app-shell.html'), 'utf8');
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const { render, seedPaths, earlyGuardSource } = await import(pathToFileURL('dist-ssr/entry-server.js').href);
/** Holds taps and submissions until the app is live (src/app/early-input.ts), minified once. */
const guard = (await minify(`(${earlyGuardSource})();`, { compress: true, mangle: true })).code;
if (!guard) throw new Error('prerender: the early-input guard could not be minified');

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

/** The template's entry and the modules Vite preloads for it (React, the router, the runtime). */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="\/([^"]+\.js)"><\/script>\s*/;
const TEMPLATE_PRELOAD = /<link rel="modulepreload" crossorigin href="\/([^"]+\.js)">\s*/g;
const entry = ENTRY_SCRIPT.exec(template)?.[1];
if (!entry) throw new Error('prerender: the entry <script type="module"> is missing from dist/index.html');
const entryImports = [...template.matchAll(TEMPLATE_PRELOAD)].map((m) => m[1]);
/** The template without its module tags: a prerendered page starts them itself (see `starter`). */
const pageTemplate = template.replace(ENTRY_SCRIPT, '').replace(TEMPLATE_PRELOAD, '');
if (!pageTemplate.includes('<link rel="stylesheet"')) throw new Error('prerender: the stylesheet link is missing from dist/index.html');

/** The page's stylesheets (beyond the template's) as links, and its JS: own chunk, imports, strings per language. */
function pageAssets(page) {
  const pageKeys = new Set();
  for (const module of page.modules) closure(module, pageKeys);
  const css = [...new Set([...pageKeys].flatMap((key) => manifest[key].css ?? []).filter((file) => !inTemplate.has(file)))];
  // The language's map (its common strings and the loaders of the rest) first: start-up waits for it.
  const byLang = Object.fromEntries(LANGS.map((lang) => [lang, filesOf([`src/i18n/locale-maps/${lang}.ts`, ...page.namespaces.map((ns) => `locales/${lang}/${ns}.json`)])]));
  return { css, modules: filesOf(pageKeys), byLang };
}

/**
 * Paint first, then fetch and hydrate (issue 18). A prerendered page is complete HTML and CSS, so
 * nothing else competes with them for a slow network, and no start-up or hydration task holds back
 * the first paint when the JavaScript is already at hand (service worker, warm cache).
 *
 * When the browser reports the first contentful paint (where it cannot, or the page waits hidden
 * for another language's strings: after the next animation frame; at the latest a second after
 * that frame), this inline script asks for everything at once, so there is no waterfall:
 * modulepreload for the entry and its imports, the page's chunk and its imports and its strings in
 * the learner's language (a Ukrainian learner never downloads the English ones), then the entry's
 * script — eight requests per task, as each costs the main thread a little. A tab opened in the
 * background has no frames: there it starts at once.
 */
function starter({ modules, byLang }) {
  const shared = [entry, ...entryImports, ...modules].map((f) => `/${f}`);
  const perLang = Object.fromEntries(Object.entries(byLang).map(([lang, files]) => [lang, files.map((f) => `/${f}`)]));
  return (
    `<script>${guard};(function(p,m,e){var s=0,l;try{l=(localStorage.getItem('site-language')||'').trim().replace(/^"|"$/g,'')}catch(x){}` +
    `var f,d=document.head;p.concat(m[l]||m.en).forEach(function(h){var k=document.createElement('link');k.rel='modulepreload';k.crossOrigin='';k.fetchPriority='low';k.href=h;d.appendChild(k)});` +
    `function add(){for(var n=0,k;n<8&&f.length;n++){k=document.createElement('link');k.rel='modulepreload';k.crossOrigin='';k.href=f.shift();d.appendChild(k)}` +
    `if(f.length)return setTimeout(add,0);k=document.createElement('script');k.type='module';k.crossOrigin='';k.src=e;d.appendChild(k)}` +
    `function go(){if(s)return;s=1;f=p.concat(m[l]||m.en);add()}` +
    `var P=window.PerformanceObserver,t=P&&P.supportedEntryTypes||[];function later(w){requestAnimationFrame(function(){setTimeout(go,w)})}` +
    `if(document.visibilityState==='hidden')go();else{document.addEventListener('visibilitychange',go);` +
    `if(t.indexOf('paint')<0||document.documentElement.classList.contains('lang-pending'))later(0);` +
    `else{new P(function(q,o){if(q.getEntriesByName('first-contentful-paint').length){o.disconnect();go()}}).observe({type:'paint',buffered:true});later(1000)}}})` +
    `(${JSON.stringify(shared)},${JSON.stringify(perLang)},${JSON.stringify(`/${entry}`)})</script>`
  );
}

/** The page's <title> and other tags React hoists come first in its HTML: they go into the head. */
function splitHoisted(html) {
  const hoisted = /^(?:<title>[^<]*<\/title>|<(?:meta|link)\b[^>]*>)*/.exec(html)[0];
  return { head: hoisted, body: html.slice(hoisted.length) };
}

/**
 * A form is never sent natively with GET (its fields would land in the address bar and the
 * server's log): the guard holds every submission until the app is live, and as a second line a
 * prerendered form says POST.
 */
function postForms(html) {
  return html.replace(/<form\b(?![^>]*\smethod=)/g, '<form method="post"');
}

function pageHtml(path, page) {
  const { head, body: rendered } = splitHoisted(page.html);
  const body = postForms(rendered);
  let html = pageTemplate.replace(/<!--prerender:start-->[\s\S]*<!--prerender:end-->/, () => body);
  html = html.replace('<div id="root">', () => `<div id="root" data-prerendered="${path}">`);
  const title = /<title>[^<]*<\/title>/.exec(head)?.[0];
  if (title) html = html.replace(/<title>[^<]*<\/title>/, () => title);
  const assets = pageAssets(page);
  // After the stylesheets: the browser asks for them first (six connections per host; JavaScript
  // requested before them held the CSS back and delayed the paint), and the starter runs once they
  // have arrived — right before the first paint, with the network free for the JavaScript.
  const extra = [head.replace(/<title>[^<]*<\/title>/, ''), ...assets.css.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`), starter(assets)]
    .filter(Boolean)
    .join('\n    ');
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
