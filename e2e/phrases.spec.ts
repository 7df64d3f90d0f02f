import type { Locator, Page } from '@playwright/test';
import { phraseSets } from '../src/features/phrases/content/catalogue';
import greetings from '../src/features/phrases/content/sets/greetings';
import { phraseParts } from '../src/lib/phrase-answers';
import { expect, expectNoSeriousA11yViolations, isPhone, test } from './fixtures';

/** Records what the page asks the speech synthesis to say (headless Chromium has no voices). */
async function recordSpeech(page: Page) {
  await page.addInitScript(() => {
    const spoken: string[] = [];
    (window as unknown as { __spoken: string[] }).__spoken = spoken;
    class Utterance {
      lang = '';
      rate = 1;
      voice: unknown = null;
      constructor(public text: string) {}
    }
    Object.defineProperty(window, 'SpeechSynthesisUtterance', { value: Utterance, configurable: true });
    Object.defineProperty(window, 'speechSynthesis', {
      value: { cancel: () => undefined, getVoices: () => [], speak: (u: Utterance) => spoken.push(`${u.lang}|${u.rate}|${u.text}`) },
      configurable: true,
    });
  });
}

const spoken = (page: Page) => page.evaluate(() => (window as unknown as { __spoken: string[] }).__spoken);

/** Presses Tab or Shift+Tab along the free tiles of `list` until the tile `word` has the focus. */
async function tabTo(page: Page, list: Locator, word: string) {
  for (let i = 0; i < 20; i++) {
    const { here, there } = await list.evaluate((ul, w) => {
      const free = [...ul.querySelectorAll('button:enabled')];
      return { here: free.indexOf(document.activeElement as Element), there: free.findIndex((b) => b.textContent === w) };
    }, word);
    expect(there, `a free tile "${word}"`).toBeGreaterThanOrEqual(0);
    if (here === there) return;
    await page.keyboard.press(here > there ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`could not reach the tile "${word}" by Tab`);
}

/**
 * Builds the current phrase by keyboard, wrong on purpose if asked and the phrase has more than one
 * word (a one-word phrase cannot be built wrong); returns the phrase asked and whether it was wrong.
 */
async function buildByKeyboard(page: Page, n: number, wantWrong: boolean): Promise<{ phrase: string; wrong: boolean }> {
  const round = page.locator('section[aria-labelledby="round-progress"]');
  await expect(round.getByRole('heading', { name: `Phrase ${n} of 10` })).toBeVisible();
  const translation = round.getByTestId('phrase-translation');
  await expect(translation).not.toBeEmpty();
  const meaning = (await translation.textContent())?.trim() ?? '';
  const tileList = round.getByRole('list', { name: 'Words to choose from' });
  const tiles = (await tileList.getByRole('button').allTextContents()).sort().join(' ');
  // Tiles are the bare words: the punctuation stays on the answer line (issue 25).
  const cores = (de: string) => phraseParts(de).map((part) => part.core);
  const phrase = greetings.phrases.find((p) => p.tr.en === meaning && cores(p.de).sort().join(' ') === tiles);
  expect(phrase, `phrase for "${meaning}"`).toBeDefined();
  const words = cores(phrase!.de);
  expect(words.length, 'a build round never asks a one-word phrase').toBeGreaterThan(1);
  const wrong = wantWrong && words.length > 1;
  if (wrong) words.push(words.shift()!);
  // A new phrase starts with the focus on its first tile.
  await expect(tileList.getByRole('button').first()).toBeFocused();
  for (const word of words) {
    await tabTo(page, tileList, word);
    await page.keyboard.press('Enter');
  }
  await expect(round.getByRole('button', { name: 'Check phrase' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(round.getByText(wrong ? `Incorrect! The correct phrase was "${phrase!.de}".` : 'Correct!', { exact: true })).toBeVisible();
  return { phrase: phrase!.de, wrong };
}

test('hub → set → hear a phrase → a build-the-phrase round by keyboard with a star → the missed phrase cleared in /phrases/reviews', async ({ page }) => {
  // Ten phrases word by word by keyboard, then the reviews trainer and axe scans: over two minutes on a busy CI machine.
  test.setTimeout(300_000);
  await recordSpeech(page);
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });

  // The hub: cards grouped, no phrase loaded.
  await page.goto('/phrases');
  await expect(page.getByRole('heading', { level: 1, name: 'Phrasebook' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Meeting people' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Greetings/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'phrasebook hub');
  const setChunk = new RegExp(`/assets/(${phraseSets.map((s) => s.id).join('|')})-[\\w-]+\\.js$`);
  expect(scripts.filter((s) => setChunk.test(s))).toEqual([]);

  // The set page: its phrases, one heard.
  await page.getByRole('link', { name: /Greetings/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Greetings' })).toBeVisible();
  expect(scripts.filter((s) => setChunk.test(s))).toEqual([expect.stringMatching(/\/greetings-/)]);
  const first = greetings.phrases[0]!.de;
  await page.getByRole('button', { name: `Listen: ${first}` }).click();
  await expect.poll(() => spoken(page)).toContain(`de-DE|1|${first}`);
  await page.getByLabel('Slow speech').check();
  await page.getByRole('button', { name: `Listen: ${first}` }).click();
  await expect.poll(() => spoken(page)).toContain(`de-DE|0.6|${first}`);
  if (!isPhone(page)) {
    const second = greetings.phrases[1]!.de;
    await page.getByText(second, { exact: true }).hover();
    await expect.poll(() => spoken(page)).toContain(`de-DE|0.6|${second}`);
  }
  await expectNoSeriousA11yViolations(page, 'set page');

  // A full build-the-phrase round by keyboard, one phrase (the first of several words) wrong on purpose.
  await page.getByRole('button', { name: 'Start: Build the phrase' }).focus();
  await page.keyboard.press('Enter');
  let missed = '';
  for (let n = 1; n <= 10; n++) {
    const { phrase, wrong } = await buildByKeyboard(page, n, missed === '');
    if (wrong) missed = phrase;
    if (n === 1) await expectNoSeriousA11yViolations(page, 'build the phrase');
    const next = page.getByRole('button', { name: n === 10 ? 'Show the result' : 'Next Phrase' });
    await expect(next).toBeFocused();
    await page.keyboard.press('Enter');
  }
  await expect(page.getByRole('heading', { name: 'Result: Build the phrase' })).toBeVisible();
  await expect(page.getByText('Correct: 9 · Incorrect: 1')).toBeVisible();
  await expect(page.getByText('Well done – you earned a star!')).toBeVisible();
  await expect(page.locator('section[aria-labelledby="round-result"]').getByRole('listitem').filter({ hasText: missed })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'round result');

  // The star on the hub and on the game.
  await page.getByRole('button', { name: 'Choose another game' }).click();
  await expect(page.getByRole('heading', { name: 'Build the phrase' }).locator('..').getByRole('img', { name: '1 of 3 stars' })).toBeVisible();
  await page.goto('/phrases');
  await expect(page.getByRole('link', { name: /Greetings/ }).getByRole('img', { name: '1 of 3 stars' })).toBeVisible();

  // The missed phrase in the phrase reviews, cleared by 15 typed repeats.
  await page.getByRole('link', { name: 'Phrases to review (1)' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Phrase reviews' })).toBeVisible();
  await expect(page.getByText('1 phrase to practise')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: missed })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'phrase reviews');
  await page.getByRole('radio', { name: 'typing the phrase' }).check();
  await page.getByRole('combobox', { name: 'Time per attempt' }).selectOption('0');
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  await page.getByRole('button', { name: 'Start review' }).click();
  const field = page.getByLabel('The German phrase');
  for (let i = 1; i <= 15; i++) {
    await field.fill(missed);
    await field.press('Enter');
    if (i < 15) await expect(page.getByText(`Repeats: ${i} of 15`)).toBeVisible();
  }
  await expect.poll(() => alerts).toEqual(["Congratulations! You've completed all reviews."]);
  await expect(page.getByText('Nothing to practise – phrases you miss in the phrase games appear here.')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('phraseReviews'))).toBe('[]');
});

test('the menu, the footer and the learning timer lead to the phrasebook', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  if (isPhone(page)) {
    await nav.getByRole('button', { name: 'Menu' }).click();
    await nav.getByRole('button', { name: 'Learn' }).click();
  } else await nav.getByRole('button', { name: 'Learn' }).hover();
  await expect(nav.getByRole('link', { name: 'Phrasebook' })).toBeVisible();
  const footer = page.getByRole('navigation', { name: 'Site links' });
  await footer.scrollIntoViewIfNeeded();
  const column = footer.locator('section').filter({ has: page.getByRole('heading', { name: 'Phrases', exact: true }) });
  await expect(column.getByRole('link')).toHaveText([...phraseSets.slice(0, 5).map((s) => s.title.en), 'Full Phrasebook']);
  await page.getByRole('button', { name: 'Learning timer' }).click();
  await page.getByRole('heading', { name: 'Learning timer' }).locator('..').getByRole('link', { name: 'Phrasebook' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Phrasebook' })).toBeVisible();
});
