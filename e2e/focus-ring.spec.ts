import type { Locator, Page } from '@playwright/test';
import { expect, isPhone, test } from './fixtures';

/**
 * Issue 10 item 10: headings that get focus by script (tabindex="-1", for screen readers) draw no
 * keyboard ring — even when a key was pressed earlier (Enter in an answer field, as on a phone's
 * keyboard), which makes Chromium treat the script's focus as keyboard focus.
 */
const press = (page: Page, target: Locator) => (isPhone(page) ? target.tap() : target.click());
const outlineOf = (target: Locator) => target.evaluate((el) => getComputedStyle(el).outlineStyle);

test('the result heading focused after a click or tap shows no focus ring; keyboard focus on buttons still does', async ({ page }) => {
  await page.goto('/words/food02');
  await press(page, page.getByRole('button', { name: /Write the German word/ }));
  const card = page.locator('section[aria-labelledby="quiz-question"]');
  for (let i = 0; i < 10; i++) {
    await expect(page.getByText(`Question ${i + 1} of 10`)).toBeVisible();
    await card.getByRole('textbox').fill('x');
    await card.getByRole('textbox').press('Enter');
    await press(page, card.getByRole('button', { name: /^(Next question|See the result)$/ }));
  }
  const heading = page.getByRole('heading', { name: 'Round finished' });
  await expect(heading).toBeFocused();
  expect(await heading.evaluate((el) => el.getAttribute('tabindex'))).toBe('-1');
  expect(await outlineOf(heading)).toBe('none');
  // The keyboard takes over: the next control draws the ring.
  await page.keyboard.press('Tab');
  const focused = page.locator(':focus');
  await expect(focused).toHaveCount(1);
  expect(await focused.evaluate((el) => el.tagName)).toMatch(/^(BUTTON|A)$/);
  expect(await outlineOf(focused)).toBe('solid');
});
