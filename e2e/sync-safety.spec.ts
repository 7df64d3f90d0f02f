import type { Page, Route } from '@playwright/test';
import praeteritum from '../src/features/grammar/content/a2/praeteritum';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

/** Issue 24 §1, §1b, §1c in the browser: a star earned during a sync, accounts on one device, the login redirect. */
const API = '/api';

async function newLearner(page: Page) {
  const email = `safe-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
  const password = 'Lernen2026!';
  expect((await page.request.post(`${API}/register.php`, { data: { name: 'Safe', email, password, language: 'en' } })).ok()).toBe(true);
  return { email, password };
}

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/$/);
}

function answerFor(shown: string): string {
  for (const element of praeteritum.elements) {
    const parts = element.formDe.split(' - ');
    const sentence = parts.join(' ');
    for (const part of parts) {
      const bare = part.replace(/[.!?]$/, '');
      if (shown.replace('____', part) === sentence || shown.replace('____', bare) === sentence) return bare;
    }
  }
  throw new Error(`unknown sentence: ${shown}`);
}

async function earnAStar(page: Page) {
  await page.goto('/grammar/a2/praeteritum');
  await page.getByRole('button', { name: "Let's Practice!" }).click();
  for (let i = 0; i < 10; i++) {
    await expect(page.getByText(`Question ${i + 1} of 10`)).toBeVisible();
    const shown = ((await page.locator('section[aria-labelledby="grammar-question"] p[lang="de"]').textContent()) ?? '').trim();
    await page.getByRole('textbox', { name: 'Missing part' }).fill(answerFor(shown));
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Next Question' }).click();
  }
  await expect(page.getByRole('heading', { name: 'Result' })).toBeVisible();
}

const local = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('quiz_results') ?? '{}') as Record<string, Record<string, boolean[]>>);

async function serverProgress(page: Page, email: string, password: string) {
  const { token } = (await (await page.request.post(`${API}/login.php`, { data: { email, password } })).json()) as { token: string };
  const answer = await page.request.post(`${API}/getUserResults.php`, { headers: { Authorization: `Bearer ${token}` }, data: { token, categories: ['a2-praeteritum'] } });
  return ((await answer.json()) as { data: { progress: unknown }[] }).data.map((row) => row.progress);
}

test('a star earned while the start-up sync waits for its answer, its own push failing, is kept and reaches the server later', async ({ page }) => {
  const { email, password } = await newLearner(page);
  await logIn(page, email, password);
  await earnAStar(page);
  await expect.poll(() => serverProgress(page, email, password)).toEqual([[true, false, false]]);

  // Hold every getUserResults answer; every push fails.
  const held: Route[] = [];
  await page.route('**/api/getUserResults.php', (route) => {
    held.push(route);
  });
  await page.route('**/api/syncResultsToServer.php', (route) => route.abort('connectionfailed'));
  await earnAStar(page);
  expect(held.length).toBeGreaterThan(0);
  expect((await local(page))['a2-praeteritum_results']?.practice).toEqual([true, true, false]);
  await page.unroute('**/api/getUserResults.php');
  for (const route of held) await route.continue();
  // The answer (one star) is merged into the progress as it is now (two stars): none is lost.
  await page.waitForTimeout(500);
  expect((await local(page))['a2-praeteritum_results']?.practice).toEqual([true, true, false]);

  // The failed push stayed queued: back to a working network, the next start-up sends it.
  await page.unroute('**/api/syncResultsToServer.php');
  await page.reload();
  await expect.poll(() => serverProgress(page, email, password)).toEqual([[true, true, false]]);
  expect((await local(page))['a2-praeteritum_results']?.practice).toEqual([true, true, false]);
});

test('logout sets the progress aside: the next account sees none of it and gets none uploaded; it comes back to its owner', async ({ page }) => {
  const first = await newLearner(page);
  const second = await newLearner(page);
  await logIn(page, first.email, first.password);
  await earnAStar(page);
  await expect.poll(() => serverProgress(page, first.email, first.password)).toEqual([[true, false, false]]);

  await page.goto('/account');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await local(page)).toEqual({});
  expect(await page.evaluate(() => localStorage.getItem('reviews'))).toBeNull();

  await logIn(page, second.email, second.password);
  await page.goto('/grammar/a2');
  await expect(page.getByRole('region', { name: /Präteritum/ }).getByRole('img', { name: '0 of 3 stars' })).toBeVisible();
  await page.waitForTimeout(500);
  expect(await serverProgress(page, second.email, second.password)).toEqual([]);
  expect(await local(page)).toEqual({});

  await page.goto('/account');
  await page.getByRole('button', { name: 'Logout' }).click();
  await logIn(page, first.email, first.password);
  await expect.poll(() => local(page)).toEqual({ 'a2-praeteritum_results': { practice: [true, false, false] } });
});

test('a 401 from a public call keeps the session; a session call\'s 401 ends it with a message', async ({ page }) => {
  const { email, password } = await newLearner(page);
  await logIn(page, email, password);
  await page.route('**/api/site/get.php?type=crosswords', (route) => route.fulfill({ status: 401, contentType: 'application/json', body: '{"error":"Unauthorized"}' }));
  await page.goto('/crosswords');
  await page.waitForTimeout(1000);
  expect(await page.evaluate(() => localStorage.getItem('token'))).not.toBeNull();

  await page.route('**/api/reviews/getReviews.php', (route) => route.fulfill({ status: 401, contentType: 'application/json', body: '{"error":"Unauthorized"}' }));
  await page.goto('/');
  const notice = page.getByRole('alert').filter({ hasText: 'Your session has ended' });
  await expect(notice).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await expectNoSeriousA11yViolations(page, 'session notice');
  await notice.getByRole('button', { name: 'Close' }).click();
  await expect(notice).toHaveCount(0);
});

test('a login redirect that points off the site (/%5Cevil.invalid/x) lands on the main page without an error', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const { email, password } = await newLearner(page);
  await page.goto('/login?redirect=/%5Cevil.invalid/x');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/^http:\/\/[^/]+\/$/);
  expect(errors).toEqual([]);
});
