import type { Page } from '@playwright/test';
import { expect, test, waitForTheAppAfterGoto } from './fixtures';
import { memberPages, visitorPages } from '../src/app/route-samples';
import { starsOf, storedStates, VALID_TOKEN, seededRandom, type StoredState } from './stored-states';

/**
 * Issue 24: whatever a device holds for this site (valid, junk, huge or missing, in every key the
 * app reads), every prerendered page comes alive with no console error — a hydration mismatch
 * (React #418) included — and every star stored before is still stored after.
 * STORED_STATES_SEED picks another sample; the seed is in the test names.
 */
const SEED = Number(process.env.STORED_STATES_SEED ?? 2024);
const STATES = Number(process.env.STORED_STATES_COUNT ?? 20);
const ROUTES_PER_STATE = 12;

/** Pages every state visits: those that show stars, the user, the stored data. */
const CORE: readonly string[] = ['/', '/account', '/your-data', '/words/a1', '/grammar/a2/praeteritum', '/crosswords/game/6'];
const OTHERS = [...new Set<string>([...visitorPages, ...memberPages])].filter((path) => !CORE.includes(path));

function routesFor(index: number): string[] {
  const random = seededRandom(SEED * 1000 + index);
  const pool = [...OTHERS];
  const picked: string[] = [];
  while (picked.length < ROUTES_PER_STATE - CORE.length && pool.length > 0) picked.push(pool.splice(Math.floor(random() * pool.length), 1)[0]);
  return [...CORE, ...picked];
}

/** The browser's own line for a call the server refused as unauthorised. */
const UNAUTHORISED = 'Failed to load resource: the server responded with a status of 401 (Unauthorized)';

/**
 * Everything the page reports as an error: console errors and uncaught exceptions. With an
 * expired token stored, the server's 401 is the expected answer (the app then drops the token):
 * the browser logs that response itself, so it is the one line allowed, and only then.
 */
function collectErrors(page: Page, expiredToken: boolean): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error' || (expiredToken && message.text() === UNAUTHORISED)) return;
    errors.push(`console: ${message.text().slice(0, 300)}`);
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message.slice(0, 300)}`));
  return errors;
}

/** Seeds the storage before any script of every page the context opens. */
async function seed(page: Page, state: StoredState, token: string) {
  const swap = (values: Record<string, string>) => Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v.replace(VALID_TOKEN, token)]));
  await page.addInitScript(
    ({ local, session }) => {
      localStorage.clear();
      sessionStorage.clear();
      for (const [key, value] of Object.entries(local)) localStorage.setItem(key, value);
      for (const [key, value] of Object.entries(session)) sessionStorage.setItem(key, value);
    },
    { local: swap(state.local), session: swap(state.session) },
  );
}

const storedStars = (page: Page) =>
  page.evaluate(() => {
    const stars: string[] = [];
    try {
      const results = JSON.parse(localStorage.getItem('quiz_results') ?? '{}') as Record<string, Record<string, unknown>>;
      for (const [group, entries] of Object.entries(results ?? {})) {
        for (const [quizType, progress] of Object.entries(entries ?? {})) {
          if (Array.isArray(progress)) progress.forEach((on, stage) => on === true && stars.push(`${group}/${quizType}/${stage}`));
        }
      }
    } catch {
      /* unreadable: no stars */
    }
    return stars;
  });

test.describe('stored states × prerendered pages', () => {
  test.skip(({ isMobile }) => isMobile, 'the stored state, not the viewport, is under test: desktop only');

  let token = '';
  test.beforeAll(async ({ request }) => {
    const email = `states-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
    const password = 'Lernen2026!';
    expect((await request.post('/api/register.php', { data: { name: 'States', email, password, language: 'en' } })).ok()).toBe(true);
    token = ((await (await request.post('/api/login.php', { data: { email, password } })).json()) as { token: string }).token;
    expect(token).toBeTruthy();
  });

  storedStates(SEED, STATES).forEach((state, index) => {
    test(`seed ${SEED} state ${index}: ${state.name}`, async ({ browser }) => {
      // 12 page loads, a few seconds each; far more on a busy 2-core machine.
      test.setTimeout(420_000);
      const context = await browser.newContext({ colorScheme: state.colorScheme, reducedMotion: state.reducedMotion });
      const page = await context.newPage();
      waitForTheAppAfterGoto(page);
      await seed(page, state, token);
      const expected = [...starsOf(state.local)];
      const stored = state.local.token?.trim().replace(/^"|"$/g, '');
      const learner = stored === VALID_TOKEN;
      const failures: string[] = [];
      for (const route of routesFor(index)) {
        const errors = collectErrors(page, stored !== undefined && !learner);
        await page.goto(route);
        await expect(page.locator('html[data-app-ready]')).toBeAttached({ timeout: 30_000 });
        // A hydration mismatch is reported in the commit that marks the app live; a learner's
        // start-up sync merges the server's stars into quiz_results: wait for its answer.
        if (learner) await page.waitForLoadState('networkidle').catch(() => undefined);
        else await page.waitForTimeout(200);
        const after = new Set(await storedStars(page));
        const lost = expected.filter((star) => !after.has(star));
        if (lost.length > 0) failures.push(`${route}: lost stars ${lost.join(', ')}`);
        failures.push(...errors.map((error) => `${route}: ${error}`));
        page.removeAllListeners('console');
        page.removeAllListeners('pageerror');
      }
      await context.close();
      const keys = Object.keys(state.local).join(', ') || '(none)';
      expect(failures, `state ${index} (${state.name}; keys: ${keys})`).toEqual([]);
    });
  });
});
