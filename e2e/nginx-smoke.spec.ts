import type { APIResponse, Page } from '@playwright/test';
import { injectedScriptRan, metaPolicy, watchCsp } from './csp-watch';
import { expect, test } from './fixtures';

/*
 * The production server (issue 24.5): the build behind nginx with deploy/site.conf, started by
 * deploy/run-nginx.mjs (Playwright project `nginx`, the only one that runs this file); /api/ is
 * proxied to the stand-in of the preview server, as a site with its backend on the same host would.
 */

/** One page per area of the site (prerendered; served from <path>/index.html). */
const AREAS = [
  '/',
  '/words',
  '/words/animals01',
  '/grammar/a2/praeteritum',
  '/phrases/introductions',
  '/games',
  '/games/say-time-game',
  '/map-game',
  '/crosswords/',
  '/quizzes/geography',
  '/articles/german-alphabet',
  '/articles-new/1',
  '/spec_vacabulary/job',
  '/video-lessons/a1-hallo',
  '/online-tutors/',
  '/worksheets',
  '/advertise/',
  '/login',
  '/account',
  '/impressum',
];

function expectSecurityHeaders(response: APIResponse, what: string) {
  const headers = response.headers();
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy'], what).toContain('microphone=(self)');
  expect(headers['content-security-policy'], what).toContain("frame-ancestors 'none'");
  expect(headers['content-security-policy'], what).toContain("object-src 'none'");
}

async function waitForServiceWorker(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
}

test('a page per area: its prerendered file, live, with the header policy equal to the page’s own and no violation', async ({ page }) => {
  test.setTimeout(180_000);
  const violations = await watchCsp(page);
  for (const path of AREAS) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    const name = path.replace(/\/+$/, '') || '/';
    expect(await response?.text(), `${path} is the prerendered file`).toContain(`data-prerendered="${name}"`);
    await expect(page.locator('html[data-app-ready]'), path).toBeAttached();
    await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
    const header = (await response?.allHeaders())?.['content-security-policy'];
    expect(header, path).toBe(`${await metaPolicy(page)}; frame-ancestors 'none'`);
    await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
    expect(await violations(), `CSP violations on ${path}`).toEqual([]);
  }
  // The backend's answers arrive through the proxy: the tutors from the stand-in.
  await page.goto('/online-tutors/');
  await expect(page.getByRole('button', { name: /^Contact / }).first()).toBeVisible();
  // A script that markup would inject is refused under the header too.
  expect(await injectedScriptRan(page)).toBe(false);
});

test('a deep link that is not prerendered gets the app shell, which shows the page; an unknown page the not-found page', async ({ page }) => {
  const violations = await watchCsp(page);
  const reset = await page.goto('/reset-password/demo-reset-token');
  expect(reset?.status()).toBe(200);
  expect(await reset?.text()).not.toContain('<div id="root" data-prerendered');
  await expect(page.getByLabel('New password', { exact: true })).toBeVisible();

  const unknown = await page.goto('/gibt-es-nicht/tief/drin');
  expect(unknown?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('meta[name="robots"][content="noindex"]')).toBeAttached();
  expect(await violations()).toEqual([]);
});

test('headers: security on every answer, immutable hashed assets, no-cache for HTML, sw.js and the manifest, gzip', async ({ request }) => {
  const home = await request.get('/', { headers: { 'Accept-Encoding': 'gzip' } });
  expect(home.status()).toBe(200);
  expectSecurityHeaders(home, 'home');
  expect(home.headers()['cache-control']).toBe('no-cache');
  expect(home.headers()['content-encoding']).toBe('gzip');
  expect(home.headers()['content-type']).toBe('text/html; charset=utf-8');

  const entry = /<script type="module"[^>]* src="(\/assets\/[^"]+\.js)"/.exec(await (await request.get('/app-shell.html')).text())?.[1];
  expect(entry, 'the shell loads a hashed entry').toBeTruthy();
  const asset = await request.get(entry!, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(asset.status()).toBe(200);
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(asset.headers()['content-type']).toMatch(/^application\/javascript/);
  expect(asset.headers()['content-encoding']).toBe('gzip');
  expectSecurityHeaders(asset, entry!);

  for (const path of ['/sw.js', '/manifest.webmanifest', '/words/index.html', '/app-shell.html']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['cache-control'], path).toBe('no-cache');
  }
  expect((await request.get('/manifest.webmanifest')).headers()['content-type']).toMatch(/^application\/manifest\+json/);
  expect((await request.get('/video-lessons/a1-hallo.vtt')).headers()['content-type']).toMatch(/^text\/vtt/);
});

test('an unknown asset is a 404, never the app shell; build internals are not served', async ({ request }) => {
  for (const path of ['/assets/index-00000000.js', '/assets/nope.css', '/icons/noto/no-such-icon.svg', '/sounds/nope.wav', '/worksheets/nope.pdf', '/.vite/manifest.json', '/.csp/nginx-map.conf']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(await response.text(), path).not.toContain('<div id="root"');
    expect(response.headers()['cache-control'], path).toBe('no-store');
    expectSecurityHeaders(response, path);
  }
});

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test('after one visit the site opens offline: another page, a deep link and a reload', async ({ page, context }) => {
    test.setTimeout(120_000);
    const violations = await watchCsp(page);
    await page.goto('/words');
    await waitForServiceWorker(page);
    // The precache is complete once the worker is active (it claimed the page after installing).
    await context.setOffline(true);
    await page.goto('/grammar');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('html[data-app-ready]')).toBeAttached();
    await page.goto('/games/say-time-game');
    await expect(page.getByRole('button', { name: 'Start' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await context.setOffline(false);
    expect(await violations()).toEqual([]);
  });
});
