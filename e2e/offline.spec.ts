import { readFileSync, writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import food02 from '../src/features/words/content/topics/food02';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

/*
 * The installable offline app (issue 17 "Offline"). The other specs block service workers
 * (playwright.config.ts); these opt in. The service worker's behaviour does not depend on the
 * viewport, so the phone project skips them (one browser context at a time per worker is enough).
 */
test.use({ serviceWorkers: 'allow' });
// The update test changes the served sw.js: no other test of this file may run beside it.
test.describe.configure({ mode: 'serial' });
test.skip(({ isMobile }) => isMobile, 'service worker behaviour is the same on phones; the desktop project covers it');

const API = '/api';

/** Resolves once a service worker controls the page (the first install claims the open page). */
async function waitForServiceWorker(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
}

/** True once the runtime cache `cacheName` holds a URL matching `pattern` (caching ends after the answer). */
function cached(page: Page, cacheName: string, pattern: string) {
  return page.evaluate(
    async ([name, source]) => {
      const keys = await (await caches.open(name)).keys();
      return keys.some((request) => new RegExp(source).test(request.url));
    },
    [cacheName, pattern] as const,
  );
}

const german = (w: (typeof food02.words)[number]) => (w.kind === 'noun' ? `${w.article} ${w.de}` : w.de);

/** Answers the current "Choose the German word" question of Food 2 rightly, by keyboard. */
async function answerRightByKeyboard(page: Page) {
  const card = page.locator('section[aria-labelledby="quiz-question"]');
  const prompt = (await card.locator('h3 + div p').first().textContent())?.trim() ?? '';
  const word = food02.words.find((w) => w.tr.en === prompt);
  expect(word, `word for prompt ${prompt}`).toBeDefined();
  const options = card.locator('button[lang="de"]');
  const index = (await options.allTextContents()).indexOf(german(word!));
  await options.nth(index).focus();
  await page.keyboard.press('Enter');
  const feedback = card.getByText('Correct!');
  await expect(feedback).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(feedback).toBeHidden();
}

test('offline: a visited word topic opens after a reload, a round earns a star on the device, and the star reaches the server online', async ({ page, context }) => {
  const email = `offline-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
  const password = 'Lernen2026!';
  expect((await page.request.post(`${API}/register.php`, { data: { name: 'Offline', email, password, language: 'en' } })).ok()).toBe(true);
  const { token } = (await (await page.request.post(`${API}/login.php`, { data: { email, password } })).json()) as { token: string };
  await page.addInitScript((t) => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('token', t);
      sessionStorage.setItem('seeded', '1');
    }
  }, token);

  await page.goto('/');
  await waitForServiceWorker(page);
  // Visit a word topic while online: its chunk and strings are cached as they are used.
  await page.goto('/words/a1');
  await page.getByRole('link', { name: /Food 2/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Food 2' })).toBeVisible();
  await expect.poll(() => cached(page, 'content', '/assets/food02-[^/]+\\.js$')).toBe(true);
  // The worker warms the current language's strings a few at a time while the page is idle
  // (src/app/pwa/warm.ts); the pages visited offline below need the tutors' and account's.
  await expect.poll(() => cached(page, 'locales', '/en-tutors-'), { timeout: 30_000 }).toBe(true);
  await expect.poll(() => cached(page, 'locales', '/en-account-'), { timeout: 30_000 }).toBe(true);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Food 2' })).toBeVisible();
  await page.getByRole('button', { name: /Choose the German word/ }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Question 1 of 10')).toBeVisible();
  for (let i = 0; i < 10; i++) await answerRightByKeyboard(page);
  await expect(page.getByRole('heading', { name: 'Round finished' })).toBeVisible();
  const local = () => page.evaluate(() => JSON.parse(localStorage.getItem('quiz_results') ?? '{}') as Record<string, unknown>);
  expect(await local()).toEqual({ food02_results: { german: [true, false, false] } });

  // A page that needs the backend still opens from the cache (its message about the missing connection is the API layer's).
  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'account page offline');
  // A page whose content comes from the backend opens from the cache and says it could not load it.
  // (Its wording for a missing connection is checked in e2e/offline-calls.spec.ts: in a page served
  // by the service worker, Chromium's emulated offline mode leaves navigator.onLine true.)
  await page.goto('/online-tutors/');
  await expect(page.getByRole('heading', { level: 1, name: 'Online German tutors' })).toBeVisible();
  await expect(page.getByRole('alert')).toBeVisible();

  // Back online: the start-up sync of the next page load pushes the star earned offline.
  await context.setOffline(false);
  await page.goto('/words/a1');
  await expect(page.getByRole('link', { name: /Food 2/ }).getByRole('img', { name: '1 of 3 stars' })).toBeVisible();
  await expect
    .poll(async () => {
      const answer = await page.request.post(`${API}/getUserResults.php`, { headers: { Authorization: `Bearer ${token}` }, data: { token, categories: ['food02'] } });
      return JSON.stringify(await answer.json());
    })
    .toContain('food02');
});

test("installable: the manifest and service worker pass Chromium's installability check, and the start page opens offline", async ({ page, context }) => {
  await page.goto('/');
  await waitForServiceWorker(page);
  // The check behind Lighthouse's old "installable manifest" audit and the browser's install prompt.
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  // Playwright's contexts are incognito-like ("in-incognito"): a property of the test browser, not of the site.
  expect(installabilityErrors.filter((e) => e.errorId !== 'in-incognito')).toEqual([]);
  const manifest = (await (await page.request.get('/manifest.webmanifest')).json()) as { display: string; start_url: string; icons: { sizes: string; purpose?: string }[] };
  expect(manifest).toMatchObject({ display: 'standalone', start_url: '/' });
  expect(manifest.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(manifest.icons.some((i) => i.purpose === 'maskable')).toBe(true);
  // Offline start: the start URL opens from the service worker's cache — once the worker has
  // cached the strings the page needs (it warms the current language after taking control).
  await expect.poll(() => cached(page, 'locales', '/en-map-'), { timeout: 30_000 }).toBe(true);
  await expect.poll(() => cached(page, 'locales', '/en-home-'), { timeout: 30_000 }).toBe(true);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: /Learn German online/ })).toBeVisible();
  await context.setOffline(false);
});

test('"Make this level available offline" fetches a whole word level with a progress bar; its topics then open offline', async ({ page, context }) => {
  await page.goto('/words/a1');
  await waitForServiceWorker(page);
  const button = page.getByRole('button', { name: 'Make this level available offline' });
  await expect(button).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'level page with the offline button');
  await button.click();
  await expect(page.getByRole('progressbar', { name: /Downloading for offline use: \d+ of \d+/ })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Done: this level works offline now.' })).toBeVisible({ timeout: 30_000 });

  await context.setOffline(true);
  // A topic never opened before, straight from the address bar, with its pictures.
  await page.goto('/words/animals02');
  await expect(page.getByRole('heading', { level: 1, name: 'Animals 2' })).toBeVisible();
  await page.getByRole('button', { name: /Choose the German word/ }).click();
  await expect(page.getByText('Question 1 of 10')).toBeVisible();
  await context.setOffline(false);
});

/** Decorative pictures that failed to load and still show (the browser's broken-image icon). */
function brokenPictures(page: Page) {
  return page.$$eval('img[alt=""]', (imgs) =>
    (imgs as HTMLImageElement[]).filter((img) => img.complete && img.naturalWidth === 0 && getComputedStyle(img).visibility !== 'hidden').map((img) => img.getAttribute('src')),
  );
}

// Issue 25 item 3: offline, outside the saved level, a page crashed with "Unexpected Application Error!
// Failed to fetch dynamically imported module"; the games hub showed broken icons.
test('offline outside what was saved: the localised offline screen with a way back, no broken pictures', async ({ page, context }) => {
  await page.goto('/');
  await waitForServiceWorker(page);
  await page.goto('/grammar');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The worker warms the current language's strings while the page is idle (src/app/pwa/warm.ts).
  await expect.poll(() => cached(page, 'locales', '/en-home-'), { timeout: 30_000 }).toBe(true);
  await expect.poll(() => cached(page, 'locales', '/en-games-'), { timeout: 30_000 }).toBe(true);
  await context.setOffline(true);
  for (const path of ['/phrases/greetings', '/grammar/article-quiz']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'You are offline — this needs a connection' })).toBeVisible();
    await expect(page.getByText('This page has not been saved on this device.')).toBeVisible();
    await expect(page.getByText(/Unexpected Application Error|dynamically imported module/)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  }
  await expectNoSeriousA11yViolations(page, 'offline screen');
  // The way back: the page before, which was saved.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline — this needs a connection' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the main page' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Learn German online/ })).toBeVisible();
  // The games hub offline: its pictures were never fetched; none shows as broken.
  await page.goto('/games');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForTimeout(500);
  expect(await brokenPictures(page)).toEqual([]);
  await context.setOffline(false);
});

test('"Make the phrasebook available offline" and "… the articles …"; the home page says what works offline', async ({ page, context }) => {
  await page.goto('/');
  await waitForServiceWorker(page);
  const note = page.getByRole('region', { name: 'Available offline' });
  await expect(note).toBeVisible();
  await expect(note.getByRole('link', { name: 'Phrasebook' })).toHaveAttribute('href', '/phrases');
  await expectNoSeriousA11yViolations(page, 'home with the offline note');
  for (const [path, name, done] of [
    ['/phrases', 'Make the phrasebook available offline', 'Done: the phrasebook works offline now.'],
    ['/articles', 'Make the articles available offline', 'Done: the articles can be read offline now.'],
  ] as const) {
    await page.goto(path);
    const button = page.getByRole('button', { name });
    await expect(button).toBeVisible();
    await button.click();
    await expect(page.getByRole('status').filter({ hasText: done })).toBeVisible({ timeout: 60_000 });
    await expectNoSeriousA11yViolations(page, `${path} after the download`);
  }
  await context.setOffline(true);
  // A set and an article never opened before, straight from the address bar.
  await page.goto('/phrases/how-are-you');
  await expect(page.getByRole('heading', { level: 1, name: /How are you/i })).toBeVisible();
  await page.getByRole('button', { name: 'Start: Choose the German' }).click();
  await expect(page.getByText('Phrase 1 of 10')).toBeVisible();
  await page.goto('/articles/german-alphabet');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('You are offline — this needs a connection');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/alphabet/i);
  await context.setOffline(false);
});

/** The same sw.js with one precache revision changed (same length: the file is served as is): a new deploy. */
function changedServiceWorker(original: string): string {
  const changed = original.replace(/(url:"app-shell\.html",revision:")([0-9a-f])/, (_, head: string, first: string) => `${head}${first === '0' ? '1' : '0'}`);
  expect(changed).not.toBe(original);
  return changed;
}

test('a new version shows "A new version is ready" and waits; Reload switches to it', async ({ page }) => {
  const file = 'dist/sw.js';
  const original = readFileSync(file, 'utf8');
  try {
    await page.goto('/words/a1');
    await waitForServiceWorker(page);
    const firstWorker = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.scriptURL);
    expect(firstWorker).toContain('/sw.js');
    writeFileSync(file, changedServiceWorker(original));
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });
    const banner = page.getByRole('region', { name: 'A new version is ready' });
    await expect(banner).toBeVisible({ timeout: 30_000 });
    // Prompt mode: the page is not reloaded by itself, the new worker waits.
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting !== null)).toBe(true);
    await expectNoSeriousA11yViolations(page, 'update banner');
    const reloaded = page.waitForEvent('load');
    await banner.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    await expect(page.getByRole('heading', { level: 1, name: 'German words – level A1' })).toBeVisible();
    await expect(page.getByText('A new version is ready')).toBeHidden();
    await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null)).toBeNull();
  } finally {
    writeFileSync(file, original);
  }
});
