/// <reference types="vitest/config" />
import { readFileSync } from 'node:fs';
import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type PluginOption } from 'vite';
import { assetNotFoundPlugin } from './scripts/asset-not-found-plugin';
import { cspSettingsPlugin } from './scripts/csp-settings-plugin';
import { grammarRulesPerLanguage } from './scripts/grammar-rules-plugin';
import { notoIcons } from './scripts/noto-icons-plugin';
import { prerenderedPagesPlugin } from './scripts/prerendered-pages-plugin';
import { pwa } from './scripts/pwa-config';
import { uploadsBaseFrom } from './src/config/uploads-base';
import { standInBackend } from './src/mocks/vite-plugin';
import { pdfSlim } from './scripts/pdf-slim-plugin';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * The settings in .env.example are the documented defaults: anything not set in .env files or
 * the environment is taken from there, so a fresh clone builds and runs without a .env.
 */
function applyEnvDefaults(mode: string): Record<string, string> {
  const loaded = loadEnv(mode, root, 'VITE_');
  const defaults: Record<string, string> = {};
  for (const line of readFileSync(`${root}.env.example`, 'utf8').split('\n')) {
    const match = /^\s*(VITE_[A-Z0-9_]+)\s*=\s*(.*)\s*$/.exec(line);
    if (!match?.[1]) continue;
    const [, key, value = ''] = match;
    if (loaded[key] === undefined && process.env[key] === undefined) {
      process.env[key] = value;
    }
    defaults[key] = process.env[key] ?? loaded[key] ?? value;
  }
  return defaults;
}

export default defineConfig(({ mode, isSsrBuild }) => {
  const settings = applyEnvDefaults(mode);
  const apiBase = process.env.VITE_USE_TEST_SERVER === 'true' ? '' : (settings.VITE_API_BASE_URL ?? '');
  // The stand-in answers only when the backend is a path on this site (the default /api/);
  // pointing VITE_API_BASE_URL at another server leaves it unmounted.
  const plugins: PluginOption[] = [react(), tailwindcss(), notoIcons(root), assetNotFoundPlugin(), grammarRulesPerLanguage(), pdfSlim()];
  if (apiBase.startsWith('/') && mode !== 'test') plugins.push(standInBackend(apiBase, uploadsBaseFrom(settings.VITE_UPLOADS_BASE_URL, apiBase)));
  // After the stand-in, so its /api/ answers come first (issue 18: prerendered pages in preview).
  plugins.push(prerenderedPagesPlugin());
  // The service worker and web manifest (issue 17); in `npm run dev` only with VITE_PWA_DEV=true.
  // Never in tests: a test's in-memory `build()` (write: false) would still write dist/sw.js.
  const pwaDev = settings.VITE_PWA_DEV === 'true';
  // What scripts/csp.mjs needs for the Content-Security-Policy (issue 24.4): the backend the app calls.
  const clientApiBase = settings.VITE_USE_TEST_SERVER === 'true' && settings.VITE_API_TEST_BASE_URL ? settings.VITE_API_TEST_BASE_URL : settings.VITE_API_BASE_URL;
  if (!isSsrBuild && mode !== 'test') {
    plugins.push(cspSettingsPlugin({ apiBase: clientApiBase ?? '/api/', uploadsBase: uploadsBaseFrom(settings.VITE_UPLOADS_BASE_URL, clientApiBase ?? '/api/') }));
  }
  plugins.push(pwa({ apiBase: settings.VITE_API_BASE_URL ?? '/api/', siteName: settings.VITE_SITE_NAME ?? 'Deutsch Lernen', devEnabled: pwaDev, disabled: mode === 'test' || isSsrBuild === true || process.env.VITEST !== undefined }));
  return {
    plugins,
    resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
    build: {
      target: 'es2022',
      manifest: true,
      // The prerender build (dist-ssr, scripts/prerender.mjs) needs code only.
      copyPublicDir: !isSsrBuild,
      rolldownOptions: {
        output: {
          // Locale chunks carry their language in the name (assets/i18n/<lang>-<ns>-<hash>.js),
          // so tests and people can see that only the current language is downloaded.
          chunkFileNames(chunk) {
            const id = chunk.facadeModuleId ?? '';
            const locale = /\/locales\/([a-z]{2})\/([\w-]+)\.json$/.exec(id);
            if (locale) return `assets/i18n/${locale[1]}-${locale[2]}-[hash].js`;
            // A language's locale map with its common strings (src/i18n/locale-maps/<lang>.ts).
            const map = /\/src\/i18n\/locale-maps\/([a-z]{2})\.ts$/.exec(id);
            if (map) return `assets/i18n/${map[1]}-map-[hash].js`;
            // A grammar topic with one language's rules (scripts/grammar-rules-plugin.ts).
            const grammar = /\/grammar\/content\/a1\/([\w-]+)\.ts\?lang=([a-z]{2})$/.exec(id);
            if (grammar) return `assets/grammar/${grammar[2]}-${grammar[1]}-[hash].js`;
            return 'assets/[name]-[hash].js';
          },
        },
      },
    },
    test: {
      environment: 'jsdom',
      globals: true,
      setupFiles: ['./tests/setup.ts'],
      include: ['src/**/*.test.{ts,tsx}', 'tests/**/*.test.{ts,tsx}'],
      restoreMocks: true,
      testTimeout: 15_000,
    },
  };
});
