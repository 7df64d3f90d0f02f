import type { Browser, BrowserContext, Page, Route } from '@playwright/test';
import animals01 from '../src/features/words/content/topics/animals01';
import food02 from '../src/features/words/content/topics/food02';
import time01 from '../src/features/words/content/topics/time01';
import { seeded } from '../src/lib/random';
import { expect, test, waitForTheAppAfterGoto } from './fixtures';

/**
 * Issue 24 §6 in the browser: seeded fault schedules. Each schedule is a fresh account on two
 * browser contexts (two devices). The learner earns stars in word quizzes (answering wrong now and
 * then, which adds review words) and imports stars and words saved on another device ("Your
 * data"), clears review words in the trainer, reloads, goes offline and
 * back, logs out and in, while a seeded share of the sync calls fails with one of the stand-in's
 * nine fault modes (done here per device with route interception, so parallel tests are not
 * touched). Then the faults stop and both devices sync once more. Counted: stars seen on a device
 * but absent at the end (lost) or present but never earned (invented); review words added and not
 * cleared but absent (lost), cleared but back (returned).
 *
 * `FAULT_SCHEDULES` sets how many schedules run (default 3: a sample for every CI run, about a
 * minute each; docs/sync.md gives a run of 100) and `FAULT_SEED` the first seed.
 */
const COUNT = Number(process.env.FAULT_SCHEDULES ?? 3);
const FIRST_SEED = Number(process.env.FAULT_SEED ?? 1);
const API = '/api';
const PASSWORD = 'Lernen2026!';

const TOPICS = [
  { id: 'food02', words: food02.words },
  { id: 'animals01', words: animals01.words },
  { id: 'time01', words: time01.words },
] as const;
type Topic = (typeof TOPICS)[number];
type Word = Topic['words'][number];

/** Stars and words that reach a device by "Your data" import (a file saved on another device). */
const IMPORT_TOPICS = ['food01', 'animals02', 'family01'] as const;
const IMPORT_TYPES = ['german', 'typing'] as const;
const IMPORT_WORDS = [
  { review: 'die Zwiebel', translation: 'onion' },
  { review: 'der Käfer', translation: 'beetle' },
  { review: 'die Großmutter', translation: 'grandmother' },
  { review: 'der Löffel', translation: 'spoon' },
] as const;
const ALL_TOPICS = [...TOPICS.map((t) => t.id), ...IMPORT_TOPICS];

const MODES = ['network', 'html500', 'html404', 'html200', 'slow', 'truncated', 'shape', 'unauthorized', 'refused'] as const;
const SYNC_CALLS = /\/api\/(login|getUserResults|syncResultsToServer|reviews\/(getReviews|addReview|deleteReview))\.php/;

interface Device {
  name: string;
  context: BrowserContext;
  page: Page;
  /** The share of sync calls that fail (0 once the schedule ends). */
  faultShare: number;
}

interface Totals {
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

const german = (w: Word) => (w.kind === 'noun' ? `${w.article} ${w.de}` : w.de);

type Results = Record<string, Record<string, boolean[]>>;
const starsOf = (results: Results): Set<string> => {
  const out = new Set<string>();
  for (const [group, types] of Object.entries(results)) for (const [type, slots] of Object.entries(types)) slots.forEach((s, i) => s && out.add(`${group}|${type}|${i}`));
  return out;
};

async function readLocal(page: Page): Promise<{ stars: Set<string>; reviews: Set<string>; token: boolean }> {
  const raw = await page.evaluate(() => ({ results: localStorage.getItem('quiz_results'), reviews: localStorage.getItem('reviews'), token: localStorage.getItem('token') }));
  const results = JSON.parse(raw.results ?? '{}') as Results;
  const reviews = JSON.parse(raw.reviews ?? '[]') as { review: string }[];
  return { stars: starsOf(results), reviews: new Set(reviews.map((r) => r.review)), token: Boolean(raw.token) };
}

async function serverState(page: Page, email: string): Promise<{ stars: Set<string>; reviews: Set<string> }> {
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
async function installFaults(device: Device, random: () => number, totals: Totals): Promise<void> {
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

async function openDevice(browser: Browser, name: string): Promise<Device> {
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

async function logIn(device: Device, email: string): Promise<void> {
  const { page } = device;
  await page.goto('/login');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  // A failed login (a fault) leaves the form with its message; the next step tries again.
  await page.waitForURL(/\/$/, { timeout: 20_000 }).catch(() => undefined);
}

async function ensureLoggedIn(device: Device, email: string): Promise<void> {
  for (let attempt = 0; attempt < 4 && !(await readLocal(device.page)).token; attempt++) await logIn(device, email);
}

/**
 * One word quiz round ("Choose the German word"), by keyboard, with `wrong` answers missed on
 * purpose. Returns the words missed that the device did not hold before (the words the round adds).
 */
async function playRound(device: Device, topic: Topic, wrong: number, offline: boolean): Promise<string[]> {
  const { page } = device;
  await page.goto(`/words/${topic.id}`);
  // The page's own sync runs first (it may bring or take words); then the device's list is read.
  await page.waitForLoadState('networkidle').catch(() => undefined);
  const held = (await readLocal(page)).reviews;
  await page.getByRole('button', { name: /Choose the German word/ }).click();
  if (offline) await device.context.setOffline(true);
  const card = page.locator('section[aria-labelledby="quiz-question"]');
  const missed: string[] = [];
  for (let i = 0; i < 10; i++) {
    await expect(page.getByText(`Question ${i + 1} of 10`)).toBeVisible();
    const prompt = ((await card.locator('h3 + div p').first().textContent()) ?? '').trim();
    const word = topic.words.find((w) => w.tr.en === prompt);
    if (!word) throw new Error(`no word for the prompt ${prompt} in ${topic.id}`);
    const right = german(word);
    const options = card.locator('button[lang="de"]');
    const texts = await options.allTextContents();
    const index = i < wrong ? texts.findIndex((t) => t !== right) : texts.indexOf(right);
    if (i < wrong) missed.push(right);
    // Keys go to an element through a locator action, so the Data Sync dialog's handler runs
    // first: a dialog that opens mid-round takes no keystroke meant for the quiz.
    await options.nth(index).press('Enter');
    const feedback = card.getByText(i < wrong ? /Not quite/ : 'Correct!');
    await expect(feedback).toBeVisible();
    await page.locator(':focus').press('Enter');
    await expect(feedback).toBeHidden();
  }
  await expect(page.getByRole('heading', { name: 'Round finished' })).toBeVisible();
  if (offline) await device.context.setOffline(false);
  return missed.filter((word) => !held.has(word));
}

/** Clears one review word in the trainer: 15 right answers in a row. */
async function clearReview(device: Device): Promise<string | undefined> {
  const { page } = device;
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('reviews') ?? '[]') as { review: string; translation: string }[]);
  if (stored.length === 0) return undefined;
  await page.goto('/words');
  const link = page.getByRole('link', { name: /Words to review \(\d+\)/ });
  if (!(await link.isVisible())) return undefined;
  await link.click();
  await page.getByRole('button', { name: 'Start review' }).click();
  const prompt = ((await page.locator('#review-prompt').textContent()) ?? '').trim();
  const current = await page.evaluate(() => JSON.parse(localStorage.getItem('reviews') ?? '[]') as { review: string; translation: string }[]);
  const word = current.find((r) => (r.translation || r.review) === prompt);
  if (!word) return undefined;
  const input = page.getByLabel('Your answer');
  for (let i = 0; i < 15; i++) {
    await input.fill(word.review);
    await input.press('Enter');
  }
  // After the last word the trainer congratulates (an alert) and shows the empty list instead.
  await expect(page.getByText(`Word cleared: ${word.review}`).or(page.getByText('Nothing to correct — words you miss in quizzes appear here.'))).toBeVisible();
  return word.review;
}

/**
 * Loads a progress file on "Your data" (the stars and words of another device) and imports it.
 * Returns the file's review words that the device did not hold just before the import (the
 * words the import adds), or none when it was cancelled.
 */
async function importFile(device: Device, random: () => number): Promise<string[]> {
  const { page } = device;
  const quizResults: Results = {};
  for (const topic of IMPORT_TOPICS) {
    if (random() < 0.5) continue;
    const type = IMPORT_TYPES[Math.floor(random() * IMPORT_TYPES.length)]!;
    const stars = 1 + Math.floor(random() * 3);
    quizResults[`${topic}_results`] = { [type]: [0, 1, 2].map((i) => i < stars) };
  }
  const reviews = IMPORT_WORDS.filter(() => random() < 0.3);
  const file = {
    app: 'deutsch-lernen',
    version: 1,
    exportedAt: new Date().toISOString(),
    data: { quiz_results: quizResults, reviews, phraseReviews: [], crosswordProgress: {}, settings: { gameChoices: {} } },
  };
  await page.goto('/your-data');
  // The page's own sync runs first (it may bring or take words); then the device's list is read.
  await page.waitForLoadState('networkidle').catch(() => undefined);
  const held = (await readLocal(page)).reviews;
  await page.getByLabel('Progress file (.json)').setInputFiles({ name: 'other-device.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(file)) });
  await expect(page.getByRole('group', { name: 'What other-device.json adds:' })).toBeVisible();
  if (await page.getByText('This file holds no progress that this browser does not already have.').isVisible()) {
    await page.getByRole('button', { name: 'Cancel' }).click();
    return [];
  }
  await page.getByRole('button', { name: 'Import' }).click();
  await expect(page.getByTestId('your-data-result')).toBeVisible();
  return reviews.map((r) => r.review).filter((word) => !held.has(word));
}

async function runSchedule(browser: Browser, seed: number, totals: Totals): Promise<void> {
  const random = seeded(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const email = `fault-${seed}-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
  const setup = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const registered = await setup.request.post(`${API}/register.php`, { data: { name: 'Fault', email, password: PASSWORD, language: 'en' } });
  expect(registered.ok()).toBe(true);
  await setup.close();

  const devices = [await openDevice(browser, 'A'), await openDevice(browser, 'B')];
  const earned = new Set<string>();
  const seen = new Set<string>();
  const added = new Set<string>();
  const cleared = new Set<string>();
  try {
    for (const [index, device] of devices.entries()) {
      // Each device's faults draw from their own stream, so the learner's steps stay the same for
      // a seed whatever the timing of the calls.
      await installFaults(device, seeded(seed * 7919 + index + 1), totals);
      await logIn(device, email);
      await ensureLoggedIn(device, email);
      device.faultShare = 0.2 + random() * 0.3;
    }
    const steps = 5 + Math.floor(random() * 4);
    for (let step = 0; step < steps; step++) {
      totals.steps++;
      const device = pick(devices);
      await ensureLoggedIn(device, email);
      const before = await readLocal(device.page);
      before.stars.forEach((s) => seen.add(s));
      const roll = random();
      const t0 = Date.now();
      if (roll < 0.55) {
        // The words this step adds: a round's missed words, a file's new words. Others that
        // appear meanwhile come from the server (another device's), and are not counted here.
        const adds = roll < 0.25 ? await playRound(device, pick(TOPICS), Math.floor(random() * 3), random() < 0.25) : await importFile(device, random);
        if (process.env.FAULT_TRACE) console.info(`seed ${seed} ${roll < 0.25 ? 'round' : 'import'}: reviews ${[...(await readLocal(device.page)).reviews].join(', ')}`);
        const after = await readLocal(device.page);
        for (const star of after.stars) {
          if (!before.stars.has(star)) earned.add(star);
          seen.add(star);
        }
        for (const word of adds) {
          // Added again after it was cleared (a file can hold a cleared word): it is due again.
          added.add(word);
          cleared.delete(word);
        }
      } else if (roll < 0.7) {
        const word = await clearReview(device);
        if (word) cleared.add(word);
        if (process.env.FAULT_TRACE) console.info(`seed ${seed} cleared ${word}`);
      } else if (roll < 0.85) {
        await device.page.reload();
      } else {
        await device.page.goto('/account');
        // A fault may have ended the session a moment ago (a 401): then there is no Logout to press.
        const loggedOut = await device.page
          .getByRole('button', { name: 'Logout' })
          .click({ timeout: 10_000 })
          .then(
            () => true,
            () => false,
          );
        if (loggedOut) await expect(device.page).toHaveURL(/\/$/);
        await logIn(device, email);
      }
      (await readLocal(device.page)).stars.forEach((s) => seen.add(s));
      if (process.env.FAULT_TRACE) console.info(`seed ${seed} step ${step} ${device.name} roll ${roll.toFixed(2)} ${Date.now() - t0} ms`);
    }
    const t1 = Date.now();

    // The faults stop; each device logs in if a fault ended its session, and syncs (a page load) until
    // both devices and the server agree (or the time is up: then whatever differs is counted).
    for (const device of devices) {
      device.faultShare = 0;
      await device.context.setOffline(false);
      await ensureLoggedIn(device, email);
    }
    if (process.env.FAULT_TRACE) {
      for (const device of devices) {
        device.page.on('console', (m) => console.info(device.name, 'console', m.type(), m.text().slice(0, 200)));
        device.page.on('response', async (r) => {
          if (r.url().includes('/api/')) console.info(device.name, r.request().method(), r.url().replace(/.*\/api\//, ''), r.status(), (r.request().postData() ?? '').slice(0, 80), (await r.text().catch(() => '')).slice(0, 160));
        });
      }
    }
    const agree = async () => {
      // The main page: it is inside the session guard, which syncs on load (the review trainer,
      // the account and the login pages are outside it, as the spec has them).
      for (const device of devices) await device.page.goto('/');
      await Promise.all(devices.map((d) => d.page.waitForLoadState('networkidle').catch(() => undefined)));
      const [a, b] = [await readLocal(devices[0]!.page), await readLocal(devices[1]!.page)];
      const server = await serverState(devices[0]!.page, email);
      const key = (s: Set<string>) => [...s].sort().join(',');
      return key(a.stars) === key(server.stars) && key(b.stars) === key(server.stars) && key(a.reviews) === key(server.reviews) && key(b.reviews) === key(server.reviews);
    };
    let rounds = 1;
    while (rounds < 4 && !(await agree())) rounds++;
    if (process.env.FAULT_TRACE) console.info(`seed ${seed} final sync: ${rounds} rounds, ${Date.now() - t1} ms`);

    const server = await serverState(devices[0]!.page, email);
    const ends = [server, await readLocal(devices[0]!.page), await readLocal(devices[1]!.page)];
    const names = ['server', 'A', 'B'];
    const lost = [...seen].filter((s) => ends.some((end) => !end.stars.has(s))).map((s) => `${s} (not on ${names.filter((_, i) => !ends[i]!.stars.has(s)).join(', ')})`);
    const invented = [...new Set(ends.flatMap((end) => [...end.stars]))].filter((s) => !earned.has(s));
    const kept = [...added].filter((w) => !cleared.has(w));
    const reviewsLost = kept.filter((w) => ends.some((end) => !end.reviews.has(w)));
    const returned = [...cleared].filter((w) => ends.some((end) => end.reviews.has(w)));
    totals.schedules++;
    totals.starsSeen += seen.size;
    totals.starsLost += lost.length;
    totals.starsInvented += invented.length;
    totals.reviewsAdded += added.size;
    totals.reviewsCleared += cleared.size;
    totals.reviewsLost += reviewsLost.length;
    totals.reviewsReturned += returned.length;
    if (process.env.FAULT_TRACE && lost.length > 0) {
      for (const device of devices) console.info(device.name, device.page.url(), await device.page.evaluate(() => JSON.stringify({ ...localStorage })));
    }
    if (lost.length + invented.length + reviewsLost.length + returned.length > 0) {
      totals.failures.push(`seed ${seed}: lost ${lost.join(' ')}; invented ${invented.join(' ')}; reviews lost ${reviewsLost.join(' ')}; back ${returned.join(' ')}`);
    }
  } finally {
    for (const device of devices) await device.context.close();
  }
}

/**
 * The totals of every schedule run by this worker, printed as one JSON line per schedule
 * (`fault schedule: {...}`) so a long run's counts can be summed from the log.
 */
test.describe('sync under intermittent faults, in the browser (issue 24 §6)', () => {
  test.describe.configure({ mode: 'parallel' });

  for (let seed = FIRST_SEED; seed < FIRST_SEED + COUNT; seed++) {
    test(`fault schedule ${seed}: two devices, no star or review word lost, none invented`, async ({ browser }) => {
      test.skip(test.info().project.name !== 'desktop', 'two desktop browser contexts; the viewport plays no part');
      // 1–2 min on a busy 2-core machine; a schedule may hold answers and sync several rounds at the end.
      test.setTimeout(300_000);
      const totals: Totals = { schedules: 0, steps: 0, faults: 0, starsSeen: 0, starsLost: 0, starsInvented: 0, reviewsAdded: 0, reviewsCleared: 0, reviewsLost: 0, reviewsReturned: 0, failures: [] };
      await runSchedule(browser, seed, totals);
      console.info(`fault schedule: ${JSON.stringify({ seed, ...totals })}`);
      expect(totals.failures).toEqual([]);
      expect(totals.schedules).toBe(1);
      // The schedule did what it is for: calls failed while the learner practised.
      expect(totals.steps).toBeGreaterThan(0);
    });
  }
});
