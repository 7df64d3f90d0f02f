import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Connect, Plugin } from 'vite';
import { isAssetPath } from './asset-not-found-plugin';

/**
 * `vite preview` for the prerendered build (scripts/prerender.mjs): `/words` and `/words/` get
 * dist/words/index.html (Vite alone finds it only with the slash), and any other page path gets
 * the plain SPA template dist/app-shell.html — not index.html, which is now the prerendered home.
 * A production web server needs the same two rules (try $uri/index.html, then /app-shell.html).
 */
export function pageFileFor(distDir: string, url: string): string {
  const [pathname = '/', query] = url.split('?', 2);
  const suffix = query === undefined ? '' : `?${query}`;
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return `/app-shell.html${suffix}`;
  }
  const dir = decoded.replace(/\/+$/, '');
  if (dir === '' || existsSync(join(distDir, dir, 'index.html'))) return `${pathname.replace(/\/+$/, '')}/index.html${suffix}`;
  return existsSync(join(distDir, 'app-shell.html')) ? `/app-shell.html${suffix}` : url;
}

export function prerenderedPagesPlugin(): Plugin {
  return {
    name: 'prerendered-pages',
    configurePreviewServer(server) {
      const distDir = resolve(server.config.root, server.config.build.outDir);
      const rewrite: Connect.NextHandleFunction = (req, _res, next) => {
        const url = req.url ?? '/';
        const wantsPage = (req.method === 'GET' || req.method === 'HEAD') && (req.headers.accept ?? '').includes('text/html');
        if (wantsPage && !isAssetPath(url) && !url.startsWith('/api/')) req.url = pageFileFor(distDir, url);
        next();
      };
      server.middlewares.use(rewrite);
    },
  };
}
