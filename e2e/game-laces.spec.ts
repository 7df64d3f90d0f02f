import type { Locator, Page } from '@playwright/test';
import food from '../src/features/words/content/topics/food01';
import { expect, expectNoSeriousA11yViolations, isPhone, test } from './fixtures';

/** The German of a topic word as the games show it, and its English translation. */
const germanOf = (w: (typeof food.words)[number]) => (w.kind === 'noun' ? `${w.article} ${w.de}` : w.de);
const translationOf = (de: string) => food.words.find((w) => germanOf(w) === de)!.tr.en;

/** Presses Tab or Shift+Tab until `target` has the focus (the keyboard way to reach an item). */
async function tabTo(page: Page, target: Locator) {
  for (let i = 0; i < 40; i++) {
    const where = await target.evaluate((el) => {
      const active = document.activeElement;
      if (active === el) return 0;
      return active && active.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_PRECEDING ? -1 : 1;
    });
    if (where === 0) return;
    await page.keyboard.press(where < 0 ? 'Shift+Tab' : 'Tab');
  }
  throw new Error('could not reach the item by Tab');
}

async function startLaces(page: Page) {
  await page.goto('/games/laces-game');
  await expect(page.getByRole('heading', { level: 1, name: 'Laces' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'How to play' })).toBeVisible();
  // City 1 has too few words for laces since pairs that read alike (das Hotel ↔ hotel) sit out (issue 25 item 10).
  await page.getByLabel('Words from').selectOption('food01');
  await expectNoSeriousA11yViolations(page, 'the laces start screen');
  await page.getByRole('button', { name: 'Start' }).focus();
  await page.keyboard.press('Enter');
}

test('laces: a round of 10 words on two screens by keyboard alone, with a wrong pair, to the result', async ({ page }) => {
  if (isPhone(page)) await page.setViewportSize({ width: 320, height: 720 });
  await startLaces(page);

  const german = page.getByRole('list', { name: 'German' });
  const translations = page.getByRole('list', { name: 'Translation' });
  const laces = page.locator('section svg[aria-hidden="true"] g');
  let wrong: { de: string; translation: string } | null = null;

  for (const n of [1, 2]) {
    await expect(page.getByRole('heading', { name: `Screen ${n} of 2` })).toBeVisible();
    const words = await german.getByRole('button').allTextContents();
    expect(words).toHaveLength(5);
    // Nothing on the screen gives the pairs away: the columns are in different orders.
    await expect(german.getByRole('button').first()).toBeFocused();
    await expect(laces).toHaveCount(0);

    if (n === 1) {
      // A wrong pair: the first word with another word's translation — a mistake, nothing joined.
      const de = words[0]!;
      const other = translationOf(words[1]!);
      await expect(german.getByRole('button', { name: de, exact: true })).toHaveAttribute('aria-pressed', 'false');
      await page.keyboard.press('Enter');
      await expect(german.getByRole('button', { name: de, exact: true })).toHaveAttribute('aria-pressed', 'true');
      await tabTo(page, translations.getByRole('button', { name: other, exact: true }));
      await page.keyboard.press('Space');
      await expect(page.getByText(`✗ Not a pair: ${de} ≠ ${other}`)).toBeVisible();
      await expect(german.getByRole('button', { name: de, exact: true })).toHaveAttribute('aria-pressed', 'false');
      await expect(laces).toHaveCount(0);
      wrong = { de, translation: other };
      // Escape clears a choice.
      const third = german.getByRole('button', { name: words[2]!, exact: true });
      await tabTo(page, third);
      await page.keyboard.press('Enter');
      await expect(third).toHaveAttribute('aria-pressed', 'true');
      await expectNoSeriousA11yViolations(page, 'a laces screen with a word chosen');
      await page.keyboard.press('Escape');
      await expect(third).toHaveAttribute('aria-pressed', 'false');
    }

    for (const [i, de] of words.entries()) {
      const item = german.getByRole('button', { name: de, exact: true });
      const translation = translationOf(de);
      await tabTo(page, item);
      await page.keyboard.press('Enter');
      await expect(item).toHaveAttribute('aria-pressed', 'true');
      await tabTo(page, translations.getByRole('button', { name: translation, exact: true }));
      await page.keyboard.press('Enter');
      await expect(page.getByText(`✓ Right pair: ${de} – ${translation}`)).toBeVisible();
      // Both items are done (in their names, not by colour alone) and a lace joins them.
      const done = german.getByRole('button', { name: `${de} joined with ${translation}` });
      await expect(done).toHaveAttribute('aria-disabled', 'true');
      await expect(translations.getByRole('button', { name: `${translation} joined with ${de}` })).toHaveAttribute('aria-disabled', 'true');
      await expect(laces).toHaveCount(i + 1);
      await expect(page.getByText(`Pairs joined: ${i + 1} of 5`)).toBeVisible();
    }

    if (n === 1) {
      // The laces are drawn where the items are: a new width redraws them.
      const before = await laces.first().locator('path').first().getAttribute('d');
      const size = page.viewportSize()!;
      await page.setViewportSize({ width: size.width > 800 ? size.width - 400 : size.width + 120, height: size.height });
      await expect.poll(() => laces.first().locator('path').first().getAttribute('d')).not.toBe(before);
      await page.setViewportSize(size);
      if (isPhone(page)) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    }
    const next = page.getByRole('button', { name: n === 1 ? 'Next words' : 'Show result' });
    await expect(next).toBeFocused();
    await page.keyboard.press('Enter');
  }

  const result = page.getByRole('heading', { name: 'Result' });
  await expect(result).toBeFocused();
  const region = page.getByRole('region', { name: 'Result' });
  await expect(region.getByText('10 right, 1 wrong', { exact: true })).toBeVisible();
  await expect(region.getByText('Well done – you earned a star!')).toBeVisible();
  // Both words of the wrong pair are to review, with their own translations.
  const review = region.getByRole('listitem');
  await expect(review.filter({ hasText: `${wrong!.de} – ${translationOf(wrong!.de)}` })).toHaveCount(1);
  const otherDe = food.words.map(germanOf).find((de) => translationOf(de) === wrong!.translation)!;
  await expect(review.filter({ hasText: `${otherDe} – ${wrong!.translation}` })).toHaveCount(1);
  await expect(region.getByRole('img', { name: '1 of 3 stars' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the laces result');
});
