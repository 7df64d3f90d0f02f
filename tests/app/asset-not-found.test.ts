// @vitest-environment node
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { http, passthrough } from 'msw';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { server as standIn } from '@/mocks/node';
import { isAssetPath } from '../../scripts/asset-not-found-plugin';

/** Unknown asset paths answer 404, not the app's HTML (the preview server is covered in e2e/assets.spec.ts). */
describe('isAssetPath', () => {
  it('knows asset paths from page paths', () => {
    for (const path of ['/icons/nope.svg', '/assets/x.js', '/assets/x', '/icons/noto/x.svg?v=1', '/sounds/x.wav', '/worksheets/x.pdf', '/favicon.png']) {
      expect(isAssetPath(path), path).toBe(true);
    }
    for (const path of ['/', '/words', '/words/a2/history01', '/prof_vacabulary/parctice/?subcategory=217', '/reset-password/abc.def', '/worksheets', '/Nutzungsbedingungen']) {
      expect(isAssetPath(path), path).toBe(false);
    }
  });
});

describe('dev server', () => {
  let server: ViteDevServer;
  let base = '';
  const root = fileURLToPath(new URL('../..', import.meta.url));

  beforeAll(async () => {
    server = await createServer({ root, logLevel: 'silent', server: { host: '127.0.0.1', port: 0, strictPort: false, hmr: false, watch: null } });
    await server.listen();
    const address = server.httpServer?.address();
    if (!address || typeof address === 'string') throw new Error('dev server has no port');
    base = `http://127.0.0.1:${(address satisfies AddressInfo).port}`;
  }, 60_000);
  // These requests go to the real dev server, past the stand-in's request interception.
  beforeEach(() => standIn.use(http.all(`${base}/*`, () => passthrough())));
  afterAll(async () => {
    await server?.close();
  });

  // Browsers ask for pictures and scripts with Accept: */*, which Vite's SPA fallback answers with HTML.
  const get = (path: string) => fetch(`${base}${path}`, { headers: { Accept: 'image/avif,image/webp,*/*' } });

  it('answers 404 for unknown assets', async () => {
    for (const path of ['/icons/nope.svg', '/icons/noto/no-such-icon.svg', '/assets/x.js', '/sounds/nope.wav']) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type'), path).not.toContain('text/html');
    }
  });

  it('still serves pages, named icons and files in public/', async () => {
    const page = await get('/words/a2/history01');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root"');
    const icon = await get('/icons/noto/busts-in-silhouette.svg');
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toBe('image/svg+xml');
    expect((await get('/robots.txt')).status).toBe(200);
  });
});
