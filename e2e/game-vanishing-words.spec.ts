import type { Page } from '@playwright/test';
import a1 from '../src/features/games/content/vanishing/a1';
import type { VanishingText } from '../src/features/games/content/types';
import { tokenize } from '../src/features/games/vanishing-words/model/text';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

const URL = '/games/Vanishing-Words-game';

/** Start screen → level A1 with the clock off (“No time limit”) → the reading screen; returns the text shown. */
async function startWithoutClock(page: Page): Promise<VanishingText> {
  await page.goto(URL);
  await expect(page.getByRole('heading', { level: 1, name: 'Vanishing words' })).toBeVisible();
  await page.getByLabel('Level', { exact: true }).selectOption('a1');
  await page.getByLabel('Time limit').selectOption({ label: 'No time limit' });
  await page.getByRole('button', { name: 'Start' }).focus();
  await page.keyboard.press('Enter');

  // The reading screen: the text (German, lang="de") under its German title, which names it.
  const title = page.locator('h2[lang="de"]');
  await expect(title).toBeFocused();
  const shown = (await title.textContent())?.trim() ?? '';
  const found = a1.find((t) => t.title.de === shown);
  expect(found, `an A1 text titled "${shown}"`).toBeDefined();
  await expect(page.locator('section p[lang="de"]')).toHaveText(found!.de);
  return found!;
}

/** Presses “Hide next word” 10 times by keyboard (the button has the focus after Start). */
async function hideTenByKeyboard(page: Page, checkA11y = false) {
  await page.getByRole('button', { name: 'Start', exact: true }).focus();
  await page.keyboard.press('Enter');
  const hide = page.getByRole('button', { name: 'Hide next word' });
  await expect(hide).toBeFocused();
  await expect(page.getByText('0 of 10 words hidden · no time limit')).toBeVisible();
  for (let n = 1; n <= 10; n++) {
    await page.keyboard.press('Enter');
    if (n < 10) await expect(page.getByText(`${n} of 10 words hidden`)).toBeVisible();
    if (n === 5 && checkA11y) {
      // Once the word that has just vanished has faded out (a moment, with motion allowed).
      await expect(page.locator('section p[lang="de"] [aria-hidden="true"]')).toHaveCount(0);
      await expectNoSeriousA11yViolations(page, 'the vanishing text');
    }
  }
}

/** The 10 gaps in reading order with the word each one hides (read from the page's positions and the content module). */
async function gapsWithWords(page: Page, text: VanishingText) {
  const gaps = page.getByRole('textbox', { name: /^Gap \d+ of 10$/ });
  await expect(gaps).toHaveCount(10);
  const positions = await gaps.evaluateAll((inputs) => inputs.map((input) => Number((input as HTMLInputElement).dataset.position)));
  const tokens = tokenize(text.de);
  return positions.map((position) => {
    const token = tokens[position];
    expect(token?.kind, `position ${position} is a word`).toBe('word');
    return token!.text;
  });
}

test('clock off: 10 words hidden by keyboard, all restored by typing, a star on the result', async ({ page }) => {
  await page.goto(URL);
  await expect(page.getByRole('heading', { level: 1, name: 'Vanishing words' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the start screen');

  const text = await startWithoutClock(page);

  // The translation sits behind a toggle.
  const toggle = page.getByRole('button', { name: 'Show translation' });
  await expect(page.getByText(text.tr.en)).toBeHidden();
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(text.tr.en)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Hide translation' })).toHaveAttribute('aria-expanded', 'true');

  await hideTenByKeyboard(page, true);

  // Every gap is a labelled field in reading order; the first has the focus; no vanished word is left on the page.
  const words = await gapsWithWords(page, text);
  await expect(page.getByRole('textbox', { name: 'Gap 1 of 10' })).toBeFocused();
  const paragraph = (await page.locator('section p[lang="de"]').textContent()) ?? '';
  for (const word of words) expect(paragraph.split(/[^\p{L}’'-]+/u), `"${word}" is gone`).not.toContain(word);
  await expectNoSeriousA11yViolations(page, 'the gaps');

  // Typed from memory: Enter moves to the next gap, and on the last one checks them all.
  for (const word of words) {
    await page.keyboard.type(word);
    await page.keyboard.press('Enter');
  }
  await expect(page.getByText('10 of 10 gaps right.')).toBeVisible();
  await expect(page.getByText('✓')).toHaveCount(10);
  await expect(page.getByRole('textbox', { name: 'Gap 3 of 10' })).toHaveAccessibleDescription('right');

  const result = page.getByRole('button', { name: 'Show result' });
  await expect(result).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Result' })).toBeFocused();
  await expect(page.getByText('10 right, 0 wrong', { exact: true })).toBeVisible();
  await expect(page.getByText('Well done – you earned a star!')).toBeVisible();
  await expect(page.getByText(`Text: “${text.title.en}”`)).toBeVisible();
  await expect(page.getByRole('img', { name: '1 of 3 stars' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the result');
});

test('a wrong word is marked wrong with the right one beside it, and goes to the review list', async ({ page }) => {
  const text = await startWithoutClock(page);
  await hideTenByKeyboard(page);
  const words = await gapsWithWords(page, text);

  // Gap 2 wrong; another gap whose word has a capital or an umlaut right in small letters with
  // ae/oe/ue/ss; the rest as in the text.
  const other = words.findIndex((word, i) => i !== 1 && /[\p{Lu}äöüß]/u.test(word));
  expect(other).toBeGreaterThanOrEqual(0);
  const plain = (word: string) => word.toLowerCase().replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue').replace(/ß/g, 'ss');
  for (const [i, word] of words.entries()) {
    const typed = i === 1 ? 'Quatsch' : i === other ? plain(word) : word;
    await page.getByRole('textbox', { name: `Gap ${i + 1} of 10` }).fill(typed);
  }
  await page.getByRole('button', { name: 'Check' }).click();

  await expect(page.getByText('9 of 10 gaps right.')).toBeVisible();
  const wrong = page.getByRole('textbox', { name: 'Gap 2 of 10' });
  await expect(wrong).toHaveAccessibleDescription(`wrong, the word is ${words[1]}`);
  await expect(page.getByText('✗')).toHaveCount(1);
  // A right answer in other letters shows the text's spelling beside the ✓.
  await expect(page.getByRole('textbox', { name: `Gap ${other + 1} of 10` })).toHaveAccessibleDescription(`right ${words[other]}`);

  await page.getByRole('button', { name: 'Show result' }).click();
  await expect(page.getByText('9 right, 1 wrong', { exact: true })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: `${words[1]} – from the text “${text.title.en}”` })).toBeVisible();
});

test('with the clock on, a word vanishes every 4 seconds by itself, and the clock pauses and resumes', async ({ page }) => {
  const t0 = new Date('2025-03-01T08:00:00Z');
  await page.clock.install({ time: t0 });
  await page.goto(URL);
  await page.getByLabel('Level', { exact: true }).selectOption('a1');
  await page.getByLabel('Time limit').selectOption({ label: 'Normal' });
  await page.getByRole('button', { name: 'Start' }).click();
  // From here on the page's time moves only when the test moves it.
  await expect(page.locator('h2[lang="de"]')).toBeFocused();
  await page.clock.pauseAt(new Date(t0.getTime() + 3_600_000));
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await expect(page.getByText('0 of 10 words hidden · next word in 4 s')).toBeVisible();

  await page.clock.runFor(4000);
  await expect(page.getByText('1 of 10 words hidden · next word in 4 s')).toBeVisible();
  await page.clock.runFor(2000);
  await expect(page.getByText('1 of 10 words hidden · next word in 2 s')).toBeVisible();

  await page.getByRole('button', { name: 'Pause' }).click();
  await page.clock.runFor(60_000);
  await expect(page.getByText('1 of 10 words hidden · clock paused')).toBeVisible();

  await page.getByRole('button', { name: 'Resume' }).click();
  await page.clock.runFor(2000);
  await expect(page.getByText('2 of 10 words hidden · next word in 4 s')).toBeVisible();
});

test('with reduced motion a word vanishes at once; otherwise it fades out first', async ({ page }) => {
  const t0 = new Date('2025-03-01T08:00:00Z');
  await page.clock.install({ time: t0 });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(URL);
  await page.getByLabel('Level', { exact: true }).selectOption('a2');
  await page.getByLabel('Time limit').selectOption({ label: 'No time limit' });
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page.locator('h2[lang="de"]')).toBeFocused();
  // The page's time stands still: a fade, once begun, does not end.
  await page.clock.pauseAt(new Date(t0.getTime() + 3_600_000));
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  const text = page.locator('section p[lang="de"]');
  const gaps = text.getByText('(gap)');

  await page.getByRole('button', { name: 'Hide next word' }).click();
  await expect(page.getByText('1 of 10 words hidden')).toBeVisible();
  await expect(text.locator('[aria-hidden="true"]')).toBeHidden();
  await expect(gaps.first()).toBeVisible();

  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.getByRole('button', { name: 'Hide next word' }).click();
  await expect(page.getByText('2 of 10 words hidden')).toBeVisible();
  // The word just hidden is still fading (shown to the eye only), its gap not yet drawn.
  await expect(text.locator('[aria-hidden="true"]')).toBeVisible();
  await expect(gaps).toHaveCount(2);
  await expect(gaps.filter({ visible: true })).toHaveCount(1);
});
