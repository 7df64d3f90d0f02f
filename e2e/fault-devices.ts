import type { Browser, BrowserContext, Page, Route } from '@playwright/test';
import animals01 from '../src/features/words/content/topics/animals01';
import food02 from '../src/features/words/content/topics/food02';
import time01 from '../src/features/words/content/topics/time01';
import { test, waitForTheAppAfterGoto } from './fixtures';

/**
 * The fault schedules' devices (fault-schedules.spec.ts): the topics, the faults on the sync
 * calls, what a device and the server hold, logging in.
 */

export const API = '/api';
export const PASSWORD = 'Lernen2026!';

export const TOPICS = [
  { id: 'food02', words: food02.words },
  { id: 'animals01', words: animals01.words },
  { id: 'time01', words: time01.words },
] as const;
export type Topic = (typeof TOPICS)[number];
type Word = Topic['words'][number];

/** Stars and words that reach a device by "Your data" import (a file saved on another device). */
export const IMPORT_TOPICS = ['food01', 'animals02', 'family01'] as const;
export const IMPORT_TYPES = ['german', 'typing'] as const;
export const IMPORT_WORDS = [
  { review: 'die Zwiebel', translation: 'onion' },
  { review: 'der Käfer', translation: 'beetle' },
  { review: 'die Großmutter', translation: 'grandmother' },
  { review: 'der Löffel', translation: 'spoon' },
] as const;
const ALL_TOPICS = [...TOPICS.map((t) => t.id), ...IMPORT_TOPICS];

const MODES = ['network', 'html500', 'html404', 'html200', 'slow', 'truncated', 'shape', 'unauthorized', 'refused'] as const;
const SYNC_CALLS = /\/api\/(login|getUserResults|syncResultsToServer|reviews\/(getReviews|addReview|deleteReview))\.php/;

export interface Device {
  name: string;
  context: BrowserContext;
  page: Page;
  /** The share of sync calls that fail (0 once the schedule ends). */
  faultShare: number;
}

export interface Totals {
  schedules: number;
  steps: number;
  faults: number;
  starsSeen: number;
  starsLost: number;
  starsInvented: number;
  reviewsAdded: number;
  reviewsCleared: number;
  reviewsLost: number;
  reviewsReturned: number;
  failures: string[];
}

export const german = (w: Word) => (w.kind === 'noun' ? `${w.article} ${w.de}` : w.de);

export type Results = Record<string, Record<string, boolean[]>>;
const starsOf = (results: Results): Set<string> => {
  const out = new Set<string>();
  for (const [group, types] of Object.entries(results)) for (const [type, slots] of Object.entries(types)) slots.forEach((s, i) => s && out.add(`${group}|${type}|${i}`));
  return out;
};

export async function readLocal(page: Page): Promise<{ stars: Set<string>; reviews: Set<string>; token: boolean }> {
  const raw = await page.evaluate(() => ({ results: localStorage.getItem('quiz_results'), reviews: localStorage.getItem('reviews'), token: localStorage.getItem('token') }));
  const results = JSON.parse(raw.results ?? '{}') as Results;
  const reviews = JSON.parse(raw.reviews ?? '[]') as { review: string }[];
  return { stars: starsOf(results), reviews: new Set(reviews.map((r) => r.review)), token: Boolean(raw.token) };
}

export async function serverState(page: Page, email: string): Promise<{ stars: Set<string>; reviews: Set<string> }> {
  const { token } = (await (await page.request.post(`${API}/login.php`, { data: { email, password: PASSWORD } })).json()) as { token: string };
  const headers = { Authorization: `Bearer ${token}` };
  const results = (await (await page.request.post(`${API}/getUserResults.php`, { headers, data: { token, categories: ALL_TOPICS } })).json()) as {
    data: { section_type: string; quiz_type: string; progress: boolean[] }[];
  };
  const stars = new Set<string>();
  for (const row of results.data) row.progress.forEach((s, i) => s && stars.add(`${row.section_type}_results|${row.quiz_type}|${i}`));
  const reviews = (await (await page.request.post(`${API}/reviews/getReviews.php`, { headers, data: { token } })).json()) as { data: { review: string }[] };
  return { stars, reviews: new Set(reviews.data.map((r) => r.review)) };
}

/** Fails a seeded share of this device's sync calls, each with one of the nine fault modes. */
export async function installFaults(device: Device, random: () => number, totals: Totals): Promise<void> {
  await device.context.route(SYNC_CALLS, async (route: Route) => {
    if (random() >= device.faultShare) return route.continue().catch(() => undefined);
    totals.faults++;
    const mode = MODES[Math.floor(random() * MODES.length)]!;
    const html = (status: number) => route.fulfill({ status, contentType: 'text/html; charset=UTF-8', body: '<!DOCTYPE html><html><body><h1>Error</h1></body></html>' });
    try {
      switch (mode) {
        case 'network':
          return await route.abort('connectionfailed');
        case 'html500':
          return await html(500);
        case 'html404':
          return await html(404);
        case 'html200':
          return await html(200);
        case 'slow':
          await new Promise((resolve) => setTimeout(resolve, 1_000 + random() * 2_000));
          return await route.continue();
        case 'truncated': {
          // The script ran (the server applied the call); its answer was cut off.
          const response = await route.fetch();
          const body = await response.text();
          return await route.fulfill({ response, body: body.slice(0, Math.floor(body.length / 2)) });
        }
        case 'shape': {
          const response = await route.fetch();
          return await route.fulfill({ response, json: { unexpected: true } });
        }
        case 'unauthorized':
          return await route.fulfill({ status: 401, json: { error: 'Unauthorized' } });
        case 'refused':
          return await route.fulfill({ status: 200, json: { success: false, message: 'Database busy' } });
      }
    } catch {
      // The page navigated away while the answer was held: nothing to answer.
    }
  });
}

export async function openDevice(browser: Browser, name: string): Promise<Device> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: { width: 1280, height: 800 } });
  await context.addInitScript(() => {
    if (localStorage.getItem('consentGiven') === null) localStorage.setItem('consentGiven', 'true');
  });
  const page = await context.newPage();
  waitForTheAppAfterGoto(page);
  // The spec's "Data Sync Required" dialog opens when a sync finds results the server lacks; it can
  // come up in the middle of a step. The learner answers "Later" (the choice that gives up
  // nothing: "Replace the data on the server/device" are the learner's own decisions to drop what
  // the other side holds), or OK once it has finished.
  const dialog = page.getByRole('dialog', { name: 'Data Sync Required' });
  await page.addLocatorHandler(dialog, async () => {
    const later = dialog.getByRole('button', { name: 'Later' });
    if (await later.isEnabled().catch(() => false)) await later.click();
    else await dialog.getByRole('button', { name: 'OK' }).click({ timeout: 20_000 });
  });
  return { name, context, page, faultShare: 0 };
}

export async function logIn(device: Device, email: string): Promise<void> {
  const { page } = device;
  await page.goto('/login');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  // A failed login (a fault) leaves the form with its message; the next step tries again.
  await page.waitForURL(/\/$/, { timeout: 20_000 }).catch(() => undefined);
}

export async function ensureLoggedIn(device: Device, email: string): Promise<void> {
  for (let attempt = 0; attempt < 4 && !(await readLocal(device.page)).token; attempt++) await logIn(device, email);
}

