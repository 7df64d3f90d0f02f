import type { APIRequestContext, Page } from '@playwright/test';
import praeteritum from '../src/features/grammar/content/a2/praeteritum';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

/** Offline-aware backend calls, sync when the connection returns, durable storage (issue 17). */

const API = '/api';
const OFFLINE = 'You are offline — this needs a connection';

/** A fresh learner on the stand-in, with no progress anywhere yet. */
async function newLearner(request: APIRequestContext) {
  const email = `offline-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
  const password = 'Lernen2026!';
  expect((await request.post(`${API}/register.php`, { data: { name: 'Offline', email, password, language: 'en' } })).ok()).toBe(true);
  return { email, password };
}

/** The entries the stand-in holds for the learner's Präteritum lesson (asked outside the browser, so never offline). */
async function serverEntries(request: APIRequestContext, email: string, password: string): Promise<unknown[]> {
  const { token } = (await (await request.post(`${API}/login.php`, { data: { email, password } })).json()) as { token: string };
  const answer = await request.post(`${API}/getUserResults.php`, { headers: { Authorization: `Bearer ${token}` }, data: { token, categories: ['a2-praeteritum'] } });
  return ((await answer.json()) as { data: unknown[] }).data;
}

async function fillLogin(page: Page, email: string, password: string) {
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
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

/** A whole round of the open Präteritum lesson, every answer right: one star. */
async function playRound(page: Page) {
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

test('offline, the login form says so; back online, logging in works', async ({ page, context, request }) => {
  const { email, password } = await newLearner(request);
  await page.goto('/login');
  await fillLogin(page, email, password);
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toHaveText(OFFLINE);
  await expect(page.getByRole('button', { name: 'Log in' })).toBeEnabled();
  await expectNoSeriousA11yViolations(page, 'login, offline message');
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  await context.setOffline(false);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).not.toBeNull();
});

test('a star earned offline reaches the stand-in when the connection returns; durable storage is asked after it', async ({ page, context, request }) => {
  const { email, password } = await newLearner(request);
  await page.goto('/login');
  await fillLogin(page, email, password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/grammar/a2/praeteritum');
  await expect(page.getByRole('button', { name: "Let's Practice!" })).toBeVisible();
  // Visiting and logging in asked nothing: no star yet.
  expect(await page.evaluate(() => localStorage.getItem('storagePersistAsked'))).toBeNull();

  await context.setOffline(true);
  await playRound(page);
  const local = () => page.evaluate(() => JSON.parse(localStorage.getItem('quiz_results') ?? '{}') as Record<string, unknown>);
  expect(await local()).toEqual({ 'a2-praeteritum_results': { practice: [true, false, false] } });
  expect(await page.evaluate(() => localStorage.getItem('storagePersistAsked'))).toBe('true');
  // Recorded on the device only: the background push could not go out.
  expect(await serverEntries(request, email, password)).toEqual([]);

  await context.setOffline(false);
  await expect.poll(() => serverEntries(request, email, password)).toHaveLength(1);
  expect((await serverEntries(request, email, password))[0]).toMatchObject({ section_type: 'a2-praeteritum', quiz_type: 'practice' });
});
