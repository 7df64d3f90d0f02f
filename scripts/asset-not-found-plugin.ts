import type { ServerResponse } from 'node:http';
import type { Connect, Plugin } from 'vite';

/**
 * Vite's SPA fallback answers every unknown path with index.html and status 200 — also
 * /icons/noto/nope.svg or /assets/x.js, so a missing picture or chunk shows up as a broken image
 * and no request fails. This middleware runs after Vite's own (files, transforms, public/, the
 * fallback's rewrite) and before index.html is served: an asset path that got this far does not
 * exist, and gets a plain 404.
 */
const ASSET_DIRS = /^\/(assets|icons)\//;
/** File types the site serves; page paths never end in these (a reset token might contain dots). */
const ASSET_EXTENSIONS =
  /\.(js|mjs|cjs|ts|tsx|jsx|css|map|json|webmanifest|svg|png|jpe?g|gif|webp|avif|ico|bmp|wav|mp3|ogg|m4a|mp4|webm|pdf|woff2?|ttf|otf|eot|txt|xml|wasm)$/i;

export function isAssetPath(url: string): boolean {
  const pathname = url.split(/[?#]/)[0] ?? '';
  return ASSET_DIRS.test(pathname) || ASSET_EXTENSIONS.test(pathname);
}

export function assetNotFound(req: Connect.IncomingMessage, res: ServerResponse, next: Connect.NextFunction): void {
  const original = req.originalUrl ?? req.url ?? '/';
  if ((req.method !== 'GET' && req.method !== 'HEAD') || !isAssetPath(original)) return next();
  res.statusCode = 404;
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.end(req.method === 'HEAD' ? undefined : `Not found: ${original.split(/[?#]/)[0] ?? ''}\n`);
}

export function assetNotFoundPlugin(): Plugin {
  return {
    name: 'asset-not-found',
    // The returned functions run after Vite's internal middlewares, before index.html is served.
    configureServer(server) {
      return () => server.middlewares.use(assetNotFound);
    },
    configurePreviewServer(server) {
      return () => server.middlewares.use(assetNotFound);
    },
  };
}
