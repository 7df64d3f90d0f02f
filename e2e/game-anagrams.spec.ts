import type { Locator, Page } from '@playwright/test';
import animals from '../src/features/words/content/topics/animals02';
import { expect, expectNoSeriousA11yViolations, isPhone, test } from './fixtures';

/**
 * The anagram game on one fixed topic ("Animals 2": no two words share their letters and
 * meaning), so each word is read from the page: the tile letters plus the hint's meaning.
 */
type Word = (typeof animals.words)[number];
const german = (w: Word) => (w.kind === 'noun' ? `${w.article} ${w.de}` : w.de);
const sortedLetters = (letters: readonly string[]) => [...letters].sort().join('');

/** Presses Tab until `target` has the focus (the tiles come first, then Hint, Start over, Give up). */
async function tabTo(page: Page, target: Locator) {
  for (let i = 0; i < 40; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('could not reach the control by Tab');
}

/** Reads the word on screen: its tiles and the hint (by keyboard, or by a tap on a phone). */
async function readWord(page: Page, n: number, by: 'keyboard' | 'tap'): Promise<Word> {
  const game = page.locator('section[aria-labelledby="anagram-progress"]');
  await expect(game.getByRole('heading', { name: `Word ${n} of 10` })).toBeVisible();
  const tiles = game.getByRole('list', { name: 'Letters' }).getByRole('button');
  // A new word starts with the focus on its first tile.
  await expect(tiles.first()).toBeFocused();
  const letters = await tiles.allTextContents();
  const hintButton = game.getByRole('button', { name: 'Hint' });
  if (by === 'keyboard') {
    await tabTo(page, hintButton);
    await page.keyboard.press('Enter');
  } else await hintButton.tap();
  await expect(hintButton).toHaveAttribute('aria-expanded', 'true');
  const hint = game.getByTestId('anagram-hint');
  await expect(hint).toHaveText(/^Meaning: /);
  const meaning = (await hint.textContent())!.replace('Meaning: ', '');
  const matches = animals.words.filter((w) => w.tr.en === meaning && sortedLetters([...w.de.toLowerCase()]) === sortedLetters(letters));
  expect(matches, `the word for "${meaning}" from ${letters.join('')}`).toHaveLength(1);
  // The scramble never spells the word, and the article (nouns) stands beside the slots, not among the tiles.
  expect(letters.join('')).not.toBe(matches[0]!.de.toLowerCase());
  return matches[0]!;
}

/**
 * Types like a German keyboard: Playwright's US layout has no ä ö ü ß keys, so those go as raw
 * Chromium key events (a real keydown with that key, as a German keyboard sends it).
 */
async function typeWord(page: Page, text: string) {
  const cdp = /[^a-z]/i.test(text) ? await page.context().newCDPSession(page) : null;
  for (const ch of text) {
    if (/[a-z]/i.test(ch)) await page.keyboard.press(ch);
    else {
      await cdp!.send('Input.dispatchKeyEvent', { type: 'keyDown', key: ch, text: ch, unmodifiedText: ch });
      await cdp!.send('Input.dispatchKeyEvent', { type: 'keyUp', key: ch });
    }
  }
  await cdp?.detach();
}

async function expectSolved(page: Page, word: Word) {
  const game = page.locator('section[aria-labelledby="anagram-progress"]');
  await expect(game.getByText(`✓ Correct! ${german(word)} – ${word.tr.en}`, { exact: true })).toBeVisible();
  // The first letter of a noun shows as a capital.
  await expect(game.getByRole('list', { name: 'Your word' })).toHaveText(word.de);
}

test('hub → anagrams → a full round of 10 words by typing → result with a star on the hub; giving up shows the word', async ({ page }) => {
  const phone = isPhone(page);
  await page.goto('/games');
  const card = page.getByRole('main').getByRole('listitem').filter({ has: page.getByRole('link', { name: /^Anagrams/ }) });
  await card.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Anagrams' })).toBeVisible();
  await expect(page.getByText('“Hint” shows the meaning and costs nothing.', { exact: false })).toBeVisible();
  await page.getByLabel('Words from').selectOption({ label: 'Animals 2' });
  await expectNoSeriousA11yViolations(page, 'start screen');
  await page.getByRole('button', { name: 'Start' }).click();

  const game = page.locator('section[aria-labelledby="anagram-progress"]');
  const slots = game.getByRole('list', { name: 'Your word' });
  const seen: string[] = [];
  for (let n = 1; n <= 10; n++) {
    const word = await readWord(page, n, phone ? 'tap' : 'keyboard');
    seen.push(word.de);
    if (n === 1) {
      if (word.kind === 'noun') await expect(game.getByText(word.article, { exact: true })).toBeVisible();
      await expectNoSeriousA11yViolations(page, 'question');
    }
    if (n === 1 && phone) {
      // On a phone: tap the tiles; a tap on a placed letter puts it back.
      const tiles = game.getByRole('list', { name: 'Letters' });
      const first = word.de.charAt(0).toLowerCase();
      await tiles.getByRole('button', { name: first, exact: true }).and(page.locator(':enabled')).first().tap();
      await slots.getByRole('button', { name: `Take back ${word.de.charAt(0)}` }).tap();
      await expect(slots.getByText('empty')).toHaveCount(word.de.length);
      for (const ch of word.de.toLowerCase()) await tiles.getByRole('button', { name: ch, exact: true }).and(page.locator(':enabled')).first().tap();
    } else if (n === 1) {
      // A wrong order is not counted: Backspace takes the letters back, then the right order solves it.
      const letters = await game.getByRole('list', { name: 'Letters' }).getByRole('button').allTextContents();
      await typeWord(page, letters.join(''));
      await expect(game.getByText('Not this order – take letters back (Backspace or a tap on a letter) and try again.')).toBeVisible();
      for (let i = 0; i < word.de.length; i++) await page.keyboard.press('Backspace');
      await expect(slots.getByText('empty')).toHaveCount(word.de.length);
      await typeWord(page, [...word.de].map((ch) => (ch === 'ß' ? ch : ch.toUpperCase())).join(''));
    } else {
      await typeWord(page, word.de);
    }
    await expectSolved(page, word);
    await expect(page.getByText(`✓ ${n} ✗ 0`)).toBeVisible();
    // Heard through the shell's live region, with the score.
    await expect(page.getByText(`Correct! ${german(word)} – ${word.tr.en} Score: ${n} right, 0 wrong.`, { exact: true })).toBeAttached();
    const next = game.getByRole('button', { name: n === 10 ? 'Show the result' : 'Next word' });
    await expect(next).toBeFocused();
    await page.keyboard.press('Enter');
  }
  expect(new Set(seen).size).toBe(10);

  await expect(page.getByRole('heading', { name: 'Result' })).toBeVisible();
  await expect(page.getByText('10 right, 0 wrong', { exact: true })).toBeVisible();
  await expect(page.getByText('Hints used: 10')).toBeVisible();
  await expect(page.getByText('Well done – you earned a star!')).toBeVisible();
  await expect(page.getByRole('img', { name: '1 of 3 stars' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'result');

  // The next round (Play again): giving up shows the word and counts it wrong.
  await page.getByRole('button', { name: 'Play again' }).click();
  await expect(game.getByRole('heading', { name: 'Word 1 of 10' })).toBeVisible();
  const letters = sortedLetters(await game.getByRole('list', { name: 'Letters' }).getByRole('button').allTextContents());
  const candidates = animals.words.filter((w) => sortedLetters([...w.de.toLowerCase()]) === letters);
  expect(candidates).toHaveLength(1);
  const shown = candidates[0]!;
  if (phone) await game.getByRole('button', { name: 'Give up and show' }).tap();
  else {
    await tabTo(page, game.getByRole('button', { name: 'Give up and show' }));
    await page.keyboard.press('Enter');
  }
  await expect(game.getByText(`✗ Given up – the word is: ${german(shown)} – ${shown.tr.en}`, { exact: true })).toBeVisible();
  await expect(slots).toHaveText(shown.de);
  await expect(page.getByText('✓ 0 ✗ 1')).toBeVisible();
  await expect(page.getByText(`Given up – the word is: ${german(shown)} – ${shown.tr.en} Score: 0 right, 1 wrong.`, { exact: true })).toBeAttached();
  await expect(game.getByRole('button', { name: 'Next word' })).toBeFocused();

  // Back on the hub, the card shows the star.
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Games' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Language games' })).toBeVisible();
  await expect(card.getByRole('img', { name: '1 of 3 stars' })).toBeVisible();
});
