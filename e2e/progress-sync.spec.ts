import type { Browser, Page } from '@playwright/test';
import praeteritum from '../src/features/grammar/content/a2/praeteritum';
import { expect, test, waitForTheAppAfterGoto } from './fixtures';

const API = '/api';

/** A fresh learner on the stand-in, with no progress anywhere yet. */
async function newLearner(page: Page) {
  const email = `sync-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
  const password = 'Lernen2026!';
  expect((await page.request.post(`${API}/register.php`, { data: { name: 'Sync', email, password, language: 'en' } })).ok()).toBe(true);
  return { email, password };
}

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/$/);
}

/** The missing part of the shown Präteritum sentence (typed without its final punctuation, which the check ignores). */
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

/** A whole round of the Präteritum lesson, every answer right: one star. */
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

async function freshDevice(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  waitForTheAppAfterGoto(page);
  await page.addInitScript(() => window.localStorage.setItem('consentGiven', 'true'));
  return page;
}

test('stars earned in an A2 lesson on one device appear on a second, fresh device after login', async ({ page, browser }) => {
  const { email, password } = await newLearner(page);
  await logIn(page, email, password);
  await earnAStar(page);
  const local = (p: Page) => p.evaluate(() => JSON.parse(localStorage.getItem('quiz_results') ?? '{}') as Record<string, unknown>);
  expect(await local(page)).toEqual({ 'a2-praeteritum_results': { practice: [true, false, false] } });
  // The round is sent to the server in the background: wait until the server has it.
  const { token } = (await (await page.request.post(`${API}/login.php`, { data: { email, password } })).json()) as { token: string };
  await expect
    .poll(async () => {
      const answer = await page.request.post(`${API}/getUserResults.php`, { headers: { Authorization: `Bearer ${token}` }, data: { token, categories: ['a2-praeteritum'] } });
      return ((await answer.json()) as { data: unknown[] }).data.length;
    })
    .toBe(1);

  const second = await freshDevice(browser);
  await logIn(second, email, password);
  await expect.poll(() => local(second)).toEqual({ 'a2-praeteritum_results': { practice: [true, false, false] } });
  await second.goto('/grammar/a2');
  await expect(second.getByRole('region', { name: /Präteritum/ }).getByRole('img', { name: '1 of 3 stars' })).toBeVisible();
  await second.context().close();
});
