import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin, PluginOption } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/**
 * The installable offline app (issue 17, "Offline"): the web manifest and a Workbox service
 * worker generated at build time. Registration is in src/app/pwa (loaded after the first paint).
 */

/**
 * The HTML that answers every navigation offline (and online, once the worker controls the
 * page): the plain app shell. The build's index.html becomes the prerendered home page
 * (scripts/prerender.mjs) and keeps its template as app-shell.html — the worker is generated
 * before that, while index.html still IS the template, so it is precached under the shell's name
 * with the template's revision (see `keepShellAndRoutes`).
 */
export const APP_SHELL_FALLBACK = 'app-shell.html';

/** Site colours of the manifest (the green of the frog logo and `<meta name="theme-color">`). */
const THEME_COLOUR = '#2f7d3a';

/** Workbox's precache entry as its manifest transforms see it. */
interface PrecacheEntry {
  url: string;
  revision: string | null;
  size: number;
}

interface ViteManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

/**
 * What is precached: the shell (entry with its static imports and CSS) and every page's route
 * chunk (src/app/routes/*) with its static imports. Not precached: content chunks (word topics,
 * grammar lessons, phrase sets, …) and the locale chunks — those are cached when they are used
 * (or by "make this level available offline"), so an install does not download the whole site
 * in eight languages.
 */
export function precachedFiles(manifest: Record<string, ViteManifestChunk>): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (seen.has(key) || !chunk) return;
    seen.add(key);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.isEntry || key.startsWith('src/app/routes/')) visit(key);
  }
  const files = new Set<string>();
  for (const key of seen) {
    const chunk = manifest[key];
    if (!chunk) continue;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
  }
  return files;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

/**
 * Workbox matches a RegExp against the whole URL (for another origin, only from its start), so
 * the backend's calls are matched by their path on this site or by the full URL of another server.
 */
export function apiPattern(apiBase: string): RegExp {
  const base = apiBase.endsWith('/') ? apiBase : `${apiBase}/`;
  return base.startsWith('/') ? new RegExp(`^https?://[^/]+${escapeRegExp(base)}`) : new RegExp(`^${escapeRegExp(base)}`);
}

export function pwa(options: { apiBase: string; siteName: string; devEnabled: boolean; disabled: boolean }): PluginOption[] {
  let outDir = 'dist';
  const captureOutDir: Plugin = {
    name: 'pwa-out-dir',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir.startsWith('/') ? config.build.outDir : join(config.root, config.build.outDir);
    },
  };
  const keepShellAndRoutes = (entries: PrecacheEntry[]) => {
    const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Record<string, ViteManifestChunk>;
    const keep = precachedFiles(manifest);
    const kept = entries
      .filter((entry) => !entry.url.startsWith('assets/') || keep.has(entry.url))
      .map((entry) => (entry.url === 'index.html' ? { ...entry, url: APP_SHELL_FALLBACK } : entry));
    return Promise.resolve({ manifest: kept, warnings: [] });
  };
  return [
    captureOutDir,
    VitePWA({
      disable: options.disabled,
      registerType: 'prompt',
      // src/app/pwa/start.ts imports the registration after the page has loaded.
      injectRegister: false,
      manifest: {
        name: options.siteName,
        short_name: 'Deutsch',
        description:
          'Learn German from A1 to B2: words by topic, grammar with practice, phrases, games and crosswords — also offline.',
        lang: 'en',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: '#ffffff',
        theme_color: THEME_COLOUR,
        icons: [
          { src: '/pwa/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/pwa/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/pwa/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // (The manifest's icons are added by the plugin itself: includeManifestIcons.)
        globPatterns: ['**/*.{js,css,html}', 'favicon.svg'],
        // (fonts/: the worksheet fonts, fetched only when a teacher prints.)
        globIgnores: ['worksheets/**', 'sounds/**', 'icons/**', 'fonts/**'],
        manifestTransforms: [keepShellAndRoutes],
        // Old precaches of earlier versions (their hashed chunks) are deleted on activation.
        cleanupOutdatedCaches: true,
        // The first install takes over the open page (so it works offline at once); an update
        // waits for the learner's "Reload" (prompt mode, never a reload mid-quiz).
        clientsClaim: true,
        skipWaiting: false,
        navigateFallback: APP_SHELL_FALLBACK,
        // Files (worksheet PDFs, sounds, pictures) and the backend are never answered with the shell.
        // (Workbox matches this list against the path and query only.)
        navigateFallbackDenylist: [
          /\.(?:pdf|mp3|ogg|wav|m4a|svg|png|jpe?g|webp|gif|avif|ico|json|xml|txt|webmanifest|js|css|map)(?:\?.*)?$/i,
          ...(options.apiBase.startsWith('/') ? [new RegExp(`^${escapeRegExp(options.apiBase)}`)] : []),
        ],
        // (ignoreVary: the preview server answers with `Vary: Origin`, and a module script's request
        // carries an Origin header that a plain fetch() does not: the cached copy must still match.)
        runtimeCaching: [
          // The stand-in or real backend: always the network, never a cache.
          { urlPattern: apiPattern(options.apiBase), handler: 'NetworkOnly' },
          {
            // The current language's locale chunks, as they are used (and warmed after install).
            urlPattern: /\/assets\/i18n\/[^/]+\.js$/,
            handler: 'CacheFirst',
            options: { cacheName: 'locales', expiration: { maxEntries: 400, maxAgeSeconds: 180 * 24 * 3600 }, cacheableResponse: { statuses: [200] }, matchOptions: { ignoreVary: true } },
          },
          {
            // Content chunks (word topics, grammar lessons, phrase sets, …): hashed, so never stale.
            urlPattern: /\/assets\/[^/]+\.js$/,
            handler: 'CacheFirst',
            options: { cacheName: 'content', expiration: { maxEntries: 1500, maxAgeSeconds: 180 * 24 * 3600 }, cacheableResponse: { statuses: [200] }, matchOptions: { ignoreVary: true } },
          },
          {
            urlPattern: /\/icons\/.+\.(?:svg|png|webp|jpe?g)$|\.(?:png|webp|jpe?g|gif|avif)$/i,
            handler: 'CacheFirst',
            options: { cacheName: 'pictures', expiration: { maxEntries: 2000, maxAgeSeconds: 90 * 24 * 3600 }, cacheableResponse: { statuses: [200] }, matchOptions: { ignoreVary: true } },
          },
          {
            urlPattern: /\/sounds\/.+\.(?:mp3|ogg|wav|m4a)$/i,
            handler: 'CacheFirst',
            options: {
              cacheName: 'sounds',
              expiration: { maxEntries: 300, maxAgeSeconds: 90 * 24 * 3600 },
              cacheableResponse: { statuses: [200] },
              matchOptions: { ignoreVary: true },
              // <audio> asks for byte ranges: answer them from the cached whole file.
              rangeRequests: true,
            },
          },
        ],
      },
      devOptions: { enabled: options.devEnabled, type: 'module', navigateFallback: APP_SHELL_FALLBACK },
    }),
  ];
}
