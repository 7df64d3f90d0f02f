import type { Page } from '@playwright/test';
import { digitsLabel, endingAfter, parseSpokenDate, spellOut } from '../src/features/games/say-date/model/date-words';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

const URL = '/games/say-date-game';

/** Chooses an exercise with the arrow keys in the focused select, then starts with Enter. */
async function startByKeyboard(page: Page, exercise: string) {
  await page.goto(URL);
  await expect(page.getByRole('heading', { level: 1, name: 'Dates' })).toBeVisible();
  const select = page.getByLabel('Exercise');
  await select.focus();
  for (let i = 0; i < 5 && (await select.inputValue()) !== exercise; i++) await page.keyboard.press('ArrowDown');
  await expect(select).toHaveValue(exercise);
  await page.getByRole('button', { name: 'Start' }).focus();
  await page.keyboard.press('Enter');
}

/** The date in English as the result lists it ("March 3"). */
function english(days: number[], month: number): string {
  const format = new Intl.DateTimeFormat('en', { day: 'numeric', month: 'long', timeZone: 'UTC' });
  const year = new Date().getFullYear();
  return days.length === 1 ? format.format(Date.UTC(year, month - 1, days[0])) : format.formatRange(Date.UTC(year, month - 1, days[0]!), Date.UTC(year, month - 1, days[1]!));
}

test('read the date aloud: a round typed by keyboard, one wrong, to the result with a star', async ({ page }) => {
  await page.goto(URL);
  await expectNoSeriousA11yViolations(page, 'start screen');
  await startByKeyboard(page, 'read');

  let missed = '';
  for (let n = 1; n <= 10; n++) {
    await expect(page.getByRole('heading', { name: `Question ${n} of 10` })).toBeVisible();
    const phrase = (await page.getByTestId('phrase').textContent()) ?? '';
    const words = spellOut(phrase);
    const field = page.getByLabel('The date in words');
    await expect(field).toBeFocused();
    if (n === 1) await expectNoSeriousA11yViolations(page, 'a question');
    // The second answer keeps the digits: not read aloud, so wrong.
    if (n === 2) missed = words;
    await page.keyboard.type(n === 2 ? phrase : words.replace('ä', 'ae'));
    await page.keyboard.press('Enter');
    const feedback = page.getByTestId('feedback');
    await expect(feedback.getByText(n === 2 ? '✗ Not quite.' : '✓ Correct!', { exact: true })).toBeVisible();
    await expect(feedback.getByTestId('answer')).toHaveText(words);
    await expect(feedback.getByText(/the ordinal number ends in -en?\.$/)).toBeVisible();
    const next = page.getByRole('button', { name: n === 10 ? 'Show the result' : 'Next question' });
    await expect(next).toBeFocused();
    await page.keyboard.press('Enter');
  }

  await expect(page.getByRole('heading', { name: 'Result' })).toBeFocused();
  await expect(page.getByText('9 right, 1 wrong', { exact: true })).toBeVisible();
  await expect(page.getByText('Well done – you earned a star!')).toBeVisible();
  const date = parseSpokenDate(missed)!;
  await expect(page.getByRole('listitem').filter({ hasText: `${missed} – ${english(date.days, date.month)}` })).toBeVisible();
  const stored = await page.evaluate(() => JSON.parse(window.localStorage.getItem('quiz_results') ?? '{}'));
  expect(stored['game-say-date_results']?.read).toEqual([true, false, false]);
  await expectNoSeriousA11yViolations(page, 'result');
});

test('which date: a round chosen by keyboard to the result with a star', async ({ page }) => {
  await startByKeyboard(page, 'which');

  for (let n = 1; n <= 10; n++) {
    await expect(page.getByRole('heading', { name: `Question ${n} of 10` })).toBeVisible();
    const said = (await page.getByTestId('prompt').textContent()) ?? '';
    const date = parseSpokenDate(said);
    expect(date, `a date in "${said}"`).not.toBeNull();
    const label = digitsLabel(date!.days, date!.month);
    const group = page.getByRole('group', { name: 'Which date is meant? Read or listen, then choose.' });
    const options = group.getByRole('button');
    const right = group.getByRole('button', { name: label, exact: true });
    await expect(options).toHaveCount(4);
    await expect(options.first()).toBeFocused();
    if (n === 1) await expectNoSeriousA11yViolations(page, 'a question');
    // Tab along the choices to the right one, then Enter.
    for (let i = 0; i < 4 && (await options.nth(i).textContent()) !== label; i++) await page.keyboard.press('Tab');
    await expect(right).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('feedback').getByText('✓ Correct!', { exact: true })).toBeVisible();
    await expect(right).toContainText('✓');
    await expect(page.getByRole('button', { name: n === 10 ? 'Show the result' : 'Next question' })).toBeFocused();
    await page.keyboard.press('Enter');
  }

  await expect(page.getByRole('heading', { name: 'Result' })).toBeFocused();
  await expect(page.getByText('10 right, 0 wrong', { exact: true })).toBeVisible();
  await expect(page.getByText('Well done – you earned a star!')).toBeVisible();
  const stored = await page.evaluate(() => JSON.parse(window.localStorage.getItem('quiz_results') ?? '{}'));
  expect(stored['game-say-date_results']?.which).toEqual([true, false, false]);
});

test('ordinal endings: a right ending and a wrong one, each marked', async ({ page }) => {
  await startByKeyboard(page, 'endings');
  for (const n of [1, 2]) {
    await expect(page.getByRole('heading', { name: `Question ${n} of 10` })).toBeVisible();
    const prompt = (await page.getByTestId('prompt').innerText()).replace(/\s+/g, ' ');
    const [before] = prompt.split('__');
    const words = (before ?? '').trim().split(' ');
    const ending = endingAfter(words.at(-2) ?? '');
    expect(ending, `an article before the gap in "${prompt}"`).not.toBeNull();
    const wrong = ending === 'e' ? 'en' : 'e';
    await expect(page.getByLabel('The ending')).toBeFocused();
    await page.keyboard.type(n === 1 ? ending! : wrong);
    await page.keyboard.press('Enter');
    const feedback = page.getByTestId('feedback');
    await expect(feedback.getByText(n === 1 ? '✓ Correct!' : '✗ Not quite.', { exact: true })).toBeVisible();
    await expect(feedback.getByTestId('answer')).toHaveText(`-${ending}`);
    await page.keyboard.press('Enter');
  }
  await expect(page.getByText('✓ 1')).toBeVisible();
});
