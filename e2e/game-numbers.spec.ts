import type { Page } from '@playwright/test';
import { acceptedSpellings, formatDigits, numberWords } from '../src/features/games/numbers/model/number-words';
import { expect, expectNoSeriousA11yViolations, isPhone, test } from './fixtures';

/**
 * The numbers game: whole rounds by keyboard, each answer computed from the number on screen with
 * the game's own number words (src/features/games/numbers/model/number-words.ts).
 */
const game = (page: Page) => page.locator('section[aria-labelledby="numbers-progress"]');
const NBSP = '\u00a0';
const solutionLine = (n: number) => `${formatDigits(n)} = ${acceptedSpellings(n).join(' / ')}`;

/** Every number's words, to read a number shown in words back (1 001 to 1 000 000). */
function wordsToNumbers(min: number, max: number): Map<string, number> {
  const map = new Map<string, number>();
  for (let n = min; n <= max; n++) map.set(numberWords(n), n);
  return map;
}

async function openGame(page: Page) {
  await page.goto('/games');
  const card = page.getByRole('main').getByRole('listitem').filter({ has: page.getByRole('link', { name: /^Numbers/ }) });
  await card.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Numbers' })).toBeVisible();
  return card;
}

test('digits → words and words → digits: full rounds by keyboard to the result with a star, each choice its own stars; a wrong answer is marked', async ({ page }) => {
  const phone = isPhone(page);
  const card = await openGame(page);
  await expect(page.getByText('Numbers below a million are written as one word:', { exact: false })).toBeVisible();
  await expect(page.locator('p span[lang="de"]', { hasText: 'dreihunderteinundzwanzig' })).toBeVisible();
  const exercise = page.getByLabel('Exercise');
  await expect(exercise.locator('optgroup')).toHaveCount(3);
  await expect(exercise.locator('option')).toHaveCount(12);
  await exercise.selectOption({ label: `101–1${NBSP}000 · digits → words` });
  await expect(page.getByRole('img', { name: '0 of 3 stars' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'start screen');
  await page.getByRole('button', { name: 'Start' }).press('Enter');

  // Round 1: digits → words, 101 to 1 000. The first answer is wrong, the others right in every accepted spelling.
  const seen: number[] = [];
  for (let i = 1; i <= 10; i++) {
    await expect(game(page).getByRole('heading', { name: `Number ${i} of 10` })).toBeVisible();
    await expect(game(page).getByText('Write this number in German words.')).toBeVisible();
    const n = Number((await game(page).getByTestId('number-shown').textContent())!.replaceAll(NBSP, ''));
    expect(n).toBeGreaterThanOrEqual(101);
    expect(n).toBeLessThanOrEqual(1000);
    seen.push(n);
    const field = game(page).getByLabel('The number in words');
    await expect(field).toBeFocused();
    await expect(field).toHaveAttribute('lang', 'de');
    if (i === 1) {
      await expectNoSeriousA11yViolations(page, 'question');
      // Written apart: wrong (below a million a number is one word).
      const wrong = numberWords(n).replace('hundert', 'hundert ').trim() === numberWords(n) ? numberWords(n + 1) : numberWords(n).replace('hundert', 'hundert ');
      await page.keyboard.type(wrong);
      await page.keyboard.press('Enter');
      await expect(game(page).getByTestId('verdict')).toHaveText(`✗ Wrong. ${solutionLine(n)}`);
      await expect(game(page).getByText(`Your answer: ${wrong.trim()}`)).toBeVisible();
      await expect(page.getByText(`Wrong. ${solutionLine(n)} Score: 0 right, 1 wrong.`, { exact: true })).toBeAttached();
      await expect(page.getByText('✓ 0 ✗ 1')).toBeVisible();
      await expect(field).toBeDisabled();
    } else {
      // The spelling without the leading "ein" where there is one, "ss" for "ß", capitals: all right.
      const spellings = acceptedSpellings(n);
      const answer = (spellings[i % spellings.length] ?? '').replace('ß', i % 2 ? 'ss' : 'ß');
      await page.keyboard.type(i === 2 ? answer.toUpperCase() : answer);
      if (phone) await game(page).getByRole('button', { name: 'Check' }).tap();
      else await page.keyboard.press('Enter');
      await expect(game(page).getByTestId('verdict')).toHaveText(`✓ Correct! ${solutionLine(n)}`);
      await expect(page.getByText(`Correct! ${solutionLine(n)} Score: ${i - 1} right, 1 wrong.`, { exact: true })).toBeAttached();
    }
    const next = game(page).getByRole('button', { name: i === 10 ? 'Show the result' : 'Next number' });
    await expect(next).toBeFocused();
    await page.keyboard.press('Enter');
  }
  expect(new Set(seen).size).toBe(10);

  await expect(page.getByRole('heading', { name: 'Result' })).toBeVisible();
  await expect(page.getByText('9 right, 1 wrong', { exact: true })).toBeVisible();
  await expect(page.getByText('Well done – you earned a star!')).toBeVisible();
  await expect(page.getByRole('img', { name: '1 of 3 stars' })).toBeVisible();
  // The missed number, to review: the German words with the digits.
  const missed = page.getByRole('listitem').filter({ hasText: `${numberWords(seen[0]!)} – ${formatDigits(seen[0]!)}` });
  await expect(missed).toBeVisible();
  await expect(missed.locator('[lang="de"]')).toHaveText(numberWords(seen[0]!));
  await expectNoSeriousA11yViolations(page, 'result');

  // Round 2: words → digits, 1 001 to 1 000 000 — its own stars (none yet).
  await page.getByRole('button', { name: 'Back to the start' }).press('Enter');
  await exercise.selectOption({ label: `1${NBSP}001–1${NBSP}000${NBSP}000 · words → digits` });
  await expect(page.getByRole('img', { name: '0 of 3 stars' })).toBeVisible();
  await page.getByRole('button', { name: 'Start' }).press('Enter');
  const byWords = wordsToNumbers(1001, 1_000_000);
  const heard: number[] = [];
  for (let i = 1; i <= 10; i++) {
    await expect(game(page).getByRole('heading', { name: `Number ${i} of 10` })).toBeVisible();
    const shown = game(page).getByTestId('number-shown');
    await expect(shown).toHaveAttribute('lang', 'de');
    const n = byWords.get((await shown.textContent())!)!;
    expect(n, 'the words shown are a number of the range').toBeDefined();
    heard.push(n);
    const field = game(page).getByLabel('The number in digits');
    await expect(field).toBeFocused();
    await expect(field).toHaveAttribute('inputmode', 'numeric');
    // Plain, grouped with spaces, grouped with dots: all right.
    const digits = String(n);
    await page.keyboard.type(i % 3 === 0 ? digits : i % 3 === 1 ? formatDigits(n).replaceAll(NBSP, ' ') : formatDigits(n).replaceAll(NBSP, '.'));
    if (phone) await game(page).getByRole('button', { name: 'Check' }).tap();
    else await page.keyboard.press('Enter');
    await expect(game(page).getByTestId('verdict')).toHaveText(`✓ Correct! ${solutionLine(n)}`);
    await expect(page.getByText(`✓ ${i} ✗ 0`)).toBeVisible();
    await expect(game(page).getByRole('button', { name: i === 10 ? 'Show the result' : 'Next number' })).toBeFocused();
    await page.keyboard.press('Enter');
  }
  expect(new Set(heard).size).toBe(10);
  await expect(page.getByText('10 right, 0 wrong', { exact: true })).toBeVisible();
  await expect(page.getByText('Well done – you earned a star!')).toBeVisible();
  await expect(page.getByRole('img', { name: '1 of 3 stars' })).toBeVisible();

  // Back on the hub, the card shows the stars.
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Games' }).click();
  await expect(card.getByRole('img', { name: '1 of 3 stars' })).toBeVisible();
});

test('listen → digits: without a voice, "Show the number" shows the German words; a wrong number is marked wrong', async ({ page }) => {
  await openGame(page);
  await page.getByLabel('Exercise').selectOption({ label: '21–100 · listen → digits' });
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(game(page).getByText('Listen to the number and write it in digits.')).toBeVisible();
  await expect(game(page).getByRole('button', { name: 'Listen again' })).toBeVisible();
  // Nothing shows the number until asked.
  await expect(game(page).getByTestId('number-shown')).toHaveText('');
  const show = game(page).getByRole('button', { name: 'Show the number' });
  await expect(show).toHaveAttribute('aria-expanded', 'false');
  if (isPhone(page)) await show.tap();
  else await show.press('Enter');
  await expect(show).toHaveAttribute('aria-expanded', 'true');
  const words = (await game(page).getByTestId('number-shown').textContent())!;
  const n = [...Array(80).keys()].map((k) => k + 21).find((k) => numberWords(k) === words);
  expect(n, `"${words}" is a number from 21 to 100`).toBeDefined();
  await expectNoSeriousA11yViolations(page, 'question (listen)');
  const wrong = n! === 100 ? 99 : n! + 1;
  await game(page).getByLabel('The number in digits').fill(String(wrong));
  await game(page).getByLabel('The number in digits').press('Enter');
  await expect(game(page).getByTestId('verdict')).toHaveText(`✗ Wrong. ${solutionLine(n!)}`);
  await expect(game(page).getByText(`Your answer: ${wrong}`)).toBeVisible();
  await expect(page.getByText('✓ 0 ✗ 1')).toBeVisible();
  await expect(game(page).getByRole('button', { name: 'Next number' })).toBeFocused();
});
