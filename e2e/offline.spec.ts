import type { Page } from '@playwright/test';
import food02 from '../src/features/words/content/topics/food02';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

/*
 * The installable offline app (issue 17 "Offline"). The other specs block service workers
 * (playwright.config.ts); these opt in. The service worker's behaviour does not depend on the
 * viewport, so the phone project skips them (one browser context at a time per worker is enough).
 */
test.use({ serviceWorkers: 'allow' });
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
