import type { Locator, Page } from '@playwright/test';
import a1 from '../src/features/games/content/sentences/a1';
import type { SentencePuzzle } from '../src/features/games/content/types';
import { expect, expectNoSeriousA11yViolations, isPhone, test } from './fixtures';

/** The sentence as the game writes it: first letter capital, the clause between commas, the final mark. */
function written(sentence: SentencePuzzle, order: readonly number[]): string {
  const words = order.map((i) => sentence.parts[i] ?? '');
  if (sentence.clause) {
    const start = order.indexOf(sentence.clause[0]);
    const end = order.indexOf(sentence.clause[1]);
    if (start > 0) words[start - 1] += ',';
    if (end < words.length - 1) words[end] += ',';
  }
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1) + sentence.punctuation;
}

/** Presses Tab or Shift+Tab along the tiles of the row until the tile `text` has the focus. */
async function tabTo(page: Page, row: Locator, text: string) {
  for (let i = 0; i < 20; i++) {
    const { here, there } = await row.evaluate((ul, wanted) => {
      const tiles = [...ul.querySelectorAll('button')];
      return { here: tiles.indexOf(document.activeElement as HTMLButtonElement), there: tiles.findIndex((b) => b.textContent === wanted) };
    }, text);
    expect(there, `a tile "${text}"`).toBeGreaterThanOrEqual(0);
    if (here === there) return;
    await page.keyboard.press(here > there ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`could not reach the tile "${text}" by Tab`);
}

test('a full A1 round by keyboard (one sentence in another correct order, one wrong, one by tap on phones) to the result and a star', async ({ page }) => {
  await page.goto('/games/sentences-puzzle');
  await expect(page.getByRole('heading', { level: 1, name: 'Sentence puzzle' })).toBeVisible();
  await expect(page.getByLabel('Level')).toHaveValue('a1');
  await expectNoSeriousA11yViolations(page, 'start screen');
  await page.getByRole('button', { name: 'Start' }).focus();
  await page.keyboard.press('Enter');

  const game = page.locator('section[aria-labelledby="sentence-progress"]');
  const row = game.getByRole('list', { name: 'Parts to choose from' });
  const line = game.getByTestId('answer-line');
  let alternative = '';
  let missed: SentencePuzzle | null = null;

  for (let n = 1; n <= 10; n++) {
    await expect(game.getByRole('heading', { name: `Sentence ${n} of 10` })).toBeVisible();
    const meaning = (await game.getByTestId('sentence-meaning').textContent())?.trim() ?? '';
    const tiles = await row.getByRole('button').allTextContents();
    const sentence = a1.find((s) => s.tr.en === meaning && [...s.parts].sort().join('|') === [...tiles].sort().join('|'));
    expect(sentence, `the sentence meaning "${meaning}"`).toBeDefined();
    const s = sentence!;
    // The row never shows a correct order.
    const orders = [s.parts.map((_, i) => i), ...s.alsoCorrect];
    expect(orders.map((o) => o.map((i) => s.parts[i]).join('|'))).not.toContain(tiles.join('|'));
    // A new sentence starts with the focus on its first tile.
    await expect(row.getByRole('button').first()).toBeFocused();
    if (n === 1) await expectNoSeriousA11yViolations(page, 'a sentence');

    let kind: 'main' | 'alternative' | 'wrong';
    if (!alternative && s.alsoCorrect.length > 0) kind = 'alternative';
    else if (!missed) kind = 'wrong';
    else kind = 'main';
    const order = kind === 'alternative' ? s.alsoCorrect[0]! : s.parts.map((_, i) => i);
    const texts = kind === 'wrong' ? tiles : order.map((i) => s.parts[i]!);

    if (n === 1) {
      // A tile goes to the line and back by keyboard: Enter, Shift+Tab into the line, Enter.
      await page.keyboard.press('Enter');
      await expect(line.getByRole('button')).toHaveCount(1);
      await page.keyboard.press('Shift+Tab');
      await expect(line.getByRole('button').first()).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(line.getByRole('button')).toHaveCount(0);
      await expect(row.getByRole('button').first()).toBeFocused();
    }

    if (isPhone(page) && n === 3) {
      // By tap: a wrong part first and back again, then the sentence.
      await row.getByRole('button', { name: texts[1]!, exact: true }).tap();
      await line.getByRole('button').first().tap();
      await expect(line.getByRole('button')).toHaveCount(0);
      for (const text of texts) await row.getByRole('button', { name: text, exact: true }).first().tap();
      await game.getByRole('button', { name: 'Check' }).tap();
    } else {
      for (const text of texts) {
        await tabTo(page, row, text);
        await page.keyboard.press('Enter');
      }
      // The first part is capitalised in the line; Check has the focus once every part is placed.
      await expect(line.getByRole('button').first()).toHaveText(texts[0]!.charAt(0).toUpperCase() + texts[0]!.slice(1));
      await expect(game.getByRole('button', { name: 'Check' })).toBeFocused();
      await page.keyboard.press('Enter');
    }

    const feedback = game.getByTestId('feedback');
    if (kind === 'wrong') {
      missed = s;
      await expect(feedback.getByText('✗ Not quite.', { exact: true })).toBeVisible();
    } else {
      await expect(feedback.getByText('✓ Correct!', { exact: true })).toBeVisible();
    }
    await expect(feedback.getByText(`The sentence: ${written(s, s.parts.map((_, i) => i))}`)).toBeVisible();
    if (kind === 'alternative') {
      alternative = written(s, order);
      await expect(feedback.getByText(`Also correct: ${alternative}`)).toBeVisible();
    }
    const next = game.getByRole('button', { name: n === 10 ? 'Show the result' : 'Next sentence' });
    await expect(next).toBeFocused();
    await page.keyboard.press('Enter');
  }

  expect(alternative, 'one sentence answered in another correct order').not.toBe('');
  await expect(page.getByRole('heading', { name: 'Result' })).toBeFocused();
  await expect(page.getByText('9 right, 1 wrong', { exact: true })).toBeVisible();
  await expect(page.getByText('Well done – you earned a star!')).toBeVisible();
  await expect(page.getByRole('img', { name: '1 of 3 stars' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: `${written(missed!, missed!.parts.map((_, i) => i))} – ${missed!.tr.en}` })).toBeVisible();
  const stored = await page.evaluate(() => JSON.parse(window.localStorage.getItem('quiz_results') ?? '{}'));
  expect(stored['game-sentences-puzzle_results']?.a1?.[0]).toBe(true);
  await expectNoSeriousA11yViolations(page, 'result');
});
