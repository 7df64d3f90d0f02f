import type { Page } from '@playwright/test';
import animals from '../src/features/words/content/topics/animals01';
import { expect, expectNoSeriousA11yViolations, isPhone, test } from './fixtures';

/** The fixed topic: its nouns tell the test on which shelf each shown word belongs. */
const TOPIC = 'animals01';
const articleOf = (de: string) => {
  const noun = animals.words.find((w) => w.kind === 'noun' && w.de === de);
  expect(noun, `a noun "${de}" in ${TOPIC}`).toBeDefined();
  return noun!.kind === 'noun' ? noun!.article : 'der';
};
const translationOf = (de: string) => animals.words.find((w) => w.de === de)!.tr.en;
const KEYS = { der: ['1', 'r'], die: ['2', 'e'], das: ['3', 's'] } as const;
const OTHER = { der: 'die', die: 'das', das: 'der' } as const;

async function startRound(page: Page, time: '0' | '1') {
  await page.goto('/stock-game');
  await expect(page.getByRole('heading', { level: 1, name: 'Stock the shop' })).toBeVisible();
  await expect(page.getByText(/press 1, 2 or 3 – or R, E or S/)).toBeVisible();
  await page.getByLabel('Words from').selectOption(TOPIC);
  await page.getByLabel('Time limit').selectOption(time);
  await page.getByRole('button', { name: 'Start' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: 'Word 1 of 10' })).toBeVisible();
}

/** Presses Tab until the shelf button `article` has the focus (from the word, over the translation button). */
async function tabToShelf(page: Page, article: string) {
  const shelf = page.getByRole('group', { name: 'Shelves' }).getByRole('button', { name: article, exact: true });
  for (let i = 0; i < 6; i++) {
    if (await shelf.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(shelf).toBeFocused();
}

test('stock the shop: a full round by keyboard with the clock off, to the result and a star', async ({ page }) => {
  await page.goto('/stock-game');
  await expectNoSeriousA11yViolations(page, 'stock game start');
  await startRound(page, '0');
  await expect(page.getByRole('timer')).toHaveCount(0);
  const section = page.locator('section', { has: page.getByRole('heading', { name: /^Word \d+ of 10$/ }) });

  let missed = '';
  for (let n = 1; n <= 10; n++) {
    await expect(page.getByRole('heading', { level: 2, name: `Word ${n} of 10` })).toBeVisible();
    const shown = page.getByTestId('stock-word');
    // A new word takes the focus; it is shown without its article.
    await expect(shown.locator('..')).toBeFocused();
    const de = (await shown.textContent())!.trim();
    const article = articleOf(de);
    if (n === 1) {
      await page.getByRole('button', { name: 'Show the translation' }).focus();
      await page.keyboard.press('Enter');
      await expect(section.getByText(translationOf(de), { exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Hide the translation' })).toHaveAttribute('aria-expanded', 'true');
      await expectNoSeriousA11yViolations(page, 'stock game question');
    }
    const wrong = n === 3;
    const shelf = wrong ? OTHER[article] : article;
    // Alternately the shelf keys (digits, then letters) and Tab + Enter on the shelf button.
    if (n % 2 === 1) await page.keyboard.press(KEYS[shelf][n % 4 === 1 ? 0 : 1]);
    else {
      await tabToShelf(page, shelf);
      await page.keyboard.press('Enter');
    }
    const feedback = wrong ? `Wrong! Correct: ${article} ${de}` : `Right: ${article} ${de}`;
    await expect(section.getByText(feedback)).toBeVisible();
    await expect(page.getByTestId('live-region')).toContainText(feedback);
    // The word now stands on its shelf with its article (marked when missed).
    const onShelf = page.getByRole('list', { name: `On the “${article}” shelf` }).getByRole('listitem').filter({ hasText: `${article} ${de}` });
    await expect(onShelf).toBeVisible();
    if (wrong) {
      missed = `${article} ${de}`;
      await expect(onShelf).toContainText('(missed)');
      await expectNoSeriousA11yViolations(page, 'stock game feedback');
    }
    const next = page.getByRole('button', { name: n === 10 ? 'Show the result' : 'Next word' });
    await expect(next).toBeFocused();
    await page.keyboard.press('Enter');
  }

  await expect(page.getByRole('heading', { level: 2, name: 'Result' })).toBeFocused();
  await expect(page.getByText('9 right, 1 wrong', { exact: true })).toBeVisible();
  await expect(page.getByText('Well done – you earned a star!', { exact: true })).toBeVisible();
  await expect(page.getByRole('img', { name: '1 of 3 stars' })).toBeVisible();
  const missedItem = page.getByRole('listitem').filter({ hasText: missed });
  await expect(missedItem).toContainText(translationOf(missed.split(' ')[1]!));
  await expectNoSeriousA11yViolations(page, 'stock game result');
});

test('stock the shop: with the normal clock a word times out and counts as wrong', async ({ page }) => {
  await page.clock.install();
  await startRound(page, '1');
  const timer = page.getByRole('timer');
  await expect(timer).toHaveText('Time left: 20 s');
  await page.clock.runFor(1_000);
  await expect(timer).toHaveText('Time left: 19 s');
  const de = (await page.getByTestId('stock-word').textContent())!.trim();
  const article = articleOf(de);
  await page.clock.runFor(19_000);
  await expect(page.locator('section').getByText(`Time is up! Correct: ${article} ${de}`)).toBeVisible();
  await expect(page.getByTestId('live-region')).toHaveText(`Time is up! Correct: ${article} ${de}`);
  await expect(page.getByRole('group', { name: 'Shelves' }).getByRole('button', { name: article, exact: true })).toBeDisabled();
  await expect(page.getByRole('list', { name: `On the “${article}” shelf` }).getByRole('listitem')).toContainText('(missed)');
  await expect(page.getByText('✓ 0  ✗ 1')).toBeAttached();
  // The next word gets a fresh clock.
  await page.getByRole('button', { name: 'Next word' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Word 2 of 10' })).toBeVisible();
  await expect(timer).toHaveText('Time left: 20 s');
  if (!isPhone(page)) {
    // With a mouse, dragging the word onto its shelf is an extra way to answer.
    const next = (await page.getByTestId('stock-word').textContent())!.trim();
    const shelf = articleOf(next);
    await page.getByTestId('stock-word').dragTo(page.getByRole('list', { name: `On the “${shelf}” shelf` }));
    await expect(page.locator('section').getByText(`Right: ${shelf} ${next}`)).toBeVisible();
  }
});
