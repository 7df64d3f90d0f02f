import type { Page } from '@playwright/test';
import food02 from '../src/features/words/content/topics/food02';
import { createEmptyCard, fsrs, Rating } from 'ts-fsrs';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

test.use({ timezoneId: 'UTC' });

/** Issue 30: words missed in a quiz are due on /today, answered there, and move out by FSRS's interval. */

const german = (w: (typeof food02.words)[number]) => (w.kind === 'noun' ? `${w.article} ${w.de}` : w.de);
const byPrompt = (prompt: string) => food02.words.find((w) => w.tr.en === prompt);
const T0 = new Date('2026-12-07T09:00:00Z');
const DAY = 24 * 3600 * 1000;

/** One "Choose the German word" question of Food 2 by keyboard, wrong on purpose if asked. */
async function answerQuiz(page: Page, wrong: boolean) {
  const card = page.locator('section[aria-labelledby="quiz-question"]');
  const prompt = (await card.locator('h3 + div p').first().textContent())?.trim() ?? '';
  const word = byPrompt(prompt);
  expect(word, `word for prompt ${prompt}`).toBeDefined();
  const right = german(word!);
  const options = card.locator('button[lang="de"]');
  const texts = await options.allTextContents();
  await options.nth(wrong ? texts.findIndex((t) => t !== right) : texts.indexOf(right)).focus();
  await page.keyboard.press('Enter');
  const feedback = card.getByText(wrong ? /Not quite/ : 'Correct!');
  await expect(feedback).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(feedback).toBeHidden();
}

/** The German of the card on /today (its prompt is the English meaning). */
async function cardAnswer(page: Page): Promise<string> {
  const prompt = (await page.locator('#today-prompt').textContent())?.trim() ?? '';
  const word = byPrompt(prompt);
  expect(word, `word for /today prompt ${prompt}`).toBeDefined();
  return german(word!);
}

const stored = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('today') ?? '{}') as { cards?: Record<string, { due: number; reps: number; lapses: number }>; days?: string[] });

test('missed quiz words are due on /today, answered by keyboard, and move out by the scheduled interval', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the journey does not depend on the viewport; the phone project checks the 320 px layout');
  // A whole quiz round, then three days of the schedule.
  test.slow();
  await page.clock.setFixedTime(T0);
  await page.goto('/words/food02');
  await page.getByRole('button', { name: /Choose the German word/ }).click();
  for (let i = 0; i < 10; i++) await answerQuiz(page, i === 2 || i === 5);
  await expect(page.getByText('8 correct, 2 wrong')).toBeVisible();

  // Reached from the menu's Learn group.
  await page.goto('/');
  await page.getByRole('link', { name: "Today's practice" }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
  await expect(page.getByText('2 cards left for today')).toBeVisible();
  await expect(page.getByTestId('today-forecast').getByRole('cell').first()).toHaveText('2');
  await expect(page.getByTestId('today-privacy')).toContainText('none of it is sent to our server');
  await expect(page.getByRole('table', { name: 'Stars earned of stars possible, by level and area' })).toBeAttached();
  // (axe runs in the offline test: it never finishes under a clock that stands still.)

  // Card 1: right, written with the substitute "ae/oe/ue/ss" where it has umlauts; Enter checks, Enter takes the suggestion.
  const first = await cardAnswer(page);
  const answerField = page.getByLabel('Your answer in German');
  await expect(answerField).toBeFocused();
  await answerField.fill(first.replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue').replace(/ß/g, 'ss'));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: /^Correct/ })).toBeVisible();
  // Answered at once (the clock stands still): Easy is suggested and focused.
  await expect(page.getByRole('button', { name: /^Easy/ })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('1 card left for today')).toBeVisible();

  // Card 2: wrong → Again (back in a minute, still today) → asked again → right.
  const second = await cardAnswer(page);
  expect(second).not.toBe(first);
  await page.getByLabel('Your answer in German').fill('der Quatsch');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: `Not quite. The answer: ${second}` })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Again/ })).toBeFocused();
  await page.keyboard.press('Enter');
  expect(await cardAnswer(page)).toBe(second);
  // Again put it in its learning steps: right now → Good (10 minutes, still today) → right again → Good graduates it to days.
  for (let step = 0; step < 2; step++) {
    await page.getByLabel('Your answer in German').fill(second);
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: /^Good/ }).click();
  }
  await expect(page.getByTestId('today-empty')).toHaveText('All of today’s reviews are done. Well done!');
  await expect(page.getByTestId('today-streak')).toHaveText('1 day in a row – You have practised today.');

  // The stored schedule holds exactly FSRS's answer for these ratings at this time.
  // (ts-fsrs itself, default parameters: the page must store what it computes.)
  const f = fsrs();
  const expected1 = f.next(createEmptyCard(T0), T0, Rating.Easy).card.due.getTime();
  let c2 = createEmptyCard(T0);
  for (const g of [Rating.Again, Rating.Good, Rating.Good] as const) c2 = f.next(c2, T0, g).card;
  const card2 = { due: c2.due.getTime() };
  const schedule = await stored(page);
  expect(schedule.days).toEqual(['2026-12-07']);
  expect(Object.values(schedule.cards ?? {}).map((c) => c.due).sort()).toEqual([expected1, card2.due].sort());
  expect(card2.due - T0.getTime()).toBeGreaterThanOrEqual(DAY);
  expect(expected1 - T0.getTime()).toBeGreaterThanOrEqual(7 * DAY);

  // The day before the second card's day: nothing due. On its day: that card only. On the first card's day: it too.
  const dayOf = (t: number) => new Date(t).toISOString().slice(0, 10);
  const dayBefore = Date.parse(`${dayOf(card2.due)}T12:00:00Z`) - DAY;
  await page.clock.setFixedTime(new Date(dayBefore));
  await page.reload();
  // When that day is the day of the answers (a one-day interval), today's reviews are done; else none is due.
  await expect(page.getByTestId('today-empty')).toHaveText(dayOf(dayBefore) === dayOf(T0.getTime()) ? 'All of today’s reviews are done. Well done!' : /^Nothing to review right now/);
  await expect(page.getByLabel('Your answer in German')).toHaveCount(0);
  await page.clock.setFixedTime(new Date(`${dayOf(card2.due)}T12:00:00Z`));
  await page.reload();
  await expect(page.getByText('1 card left for today')).toBeVisible();
  expect(await cardAnswer(page)).toBe(second);
  await page.clock.setFixedTime(new Date(`${dayOf(expected1)}T12:00:00Z`));
  await page.reload();
  await expect(page.getByText('2 cards left for today')).toBeVisible();
});

const seeded = {
  reviews: JSON.stringify([{ review: 'der Apfel', translation: 'apple' }]),
  phraseReviews: JSON.stringify([{ review: 'Wie geht es Ihnen?', translation: 'How are you?' }]),
  quiz_results: JSON.stringify({ food02_results: { german: [true, true, false] }, 'personal-pronouns-dative_results': { quiz: [true, false, false] } }),
};

async function seed(page: Page) {
  await page.addInitScript((items) => {
    if (sessionStorage.getItem('seeded')) return;
    for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
    sessionStorage.setItem('seeded', '1');
  }, seeded);
}

test('320 px: the card, its rating buttons and the chart fit without sideways scrolling', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'a layout check for the narrowest phone');
  await page.setViewportSize({ width: 320, height: 720 });
  await seed(page);
  await page.goto('/today');
  await expect(page.getByText('2 cards left for today')).toBeVisible();
  await page.getByLabel('Your answer in German').fill('der Apfel');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: /^Easy/ })).toBeVisible();
  await expect(page.getByTestId('today-chart')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
});

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test('/today opens and schedules offline once visited', async ({ page, context }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'service worker behaviour is the same on phones');
    await seed(page);
    await page.goto('/today');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
    // The worker warms the current language's strings after taking control.
    await expect
      .poll(
        () =>
          page.evaluate(async () => {
            const keys = await (await caches.open('locales')).keys();
            return keys.some((request) => /\/en-today-/.test(request.url));
          }),
        { timeout: 30_000 },
      )
      .toBe(true);
    await expect(page.getByRole('table', { name: 'Stars earned of stars possible, by level and area' })).toBeAttached();
    await expectNoSeriousA11yViolations(page, '/today with a card and the stars chart (its table)');
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
    await expect(page.getByText('2 cards left for today')).toBeVisible();
    // Phrases follow the phrase rules (punctuation may be left out); words the word rules.
    const prompt = await page.locator('#today-prompt').textContent();
    await page.getByLabel('Your answer in German').fill(prompt === 'apple' ? 'der apfel' : 'wie geht es ihnen');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Correct!' })).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.getByText('1 card left for today')).toBeVisible();
    const cards = await page.evaluate(() => Object.keys((JSON.parse(localStorage.getItem('today') ?? '{}') as { cards?: object }).cards ?? {}));
    expect(cards).toEqual([prompt === 'apple' ? 'word:der apfel' : 'phrase:wie geht es ihnen?']);
    await context.setOffline(false);
  });
});
