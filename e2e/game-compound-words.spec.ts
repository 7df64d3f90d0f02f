import type { Locator, Page } from '@playwright/test';
import a1 from '../src/features/games/content/compounds/a1';
import b1 from '../src/features/games/content/compounds/b1';
import type { Compound } from '../src/features/games/content/types';
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
      value: { cancel: () => undefined, getVoices: () => [], speak: (u: Utterance) => spoken.push(`${u.lang}|${u.text}`) },
      configurable: true,
    });
  });
}

/** Moves the keyboard focus to `target` with Tab or Shift+Tab only. */
async function tabTo(page: Page, target: Locator) {
  for (let i = 0; i < 25; i++) {
    const where = await target.evaluate((el) => {
      const active = document.activeElement;
      if (active === el) return 'here';
      return active && active.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_PRECEDING ? 'Shift+Tab' : 'Tab';
    });
    if (where === 'here') return;
    await page.keyboard.press(where);
  }
  throw new Error('could not reach the target by Tab');
}

const round = (page: Page) => page.locator('section[aria-labelledby="compound-progress"]');

/** The compound being asked, found by its meaning in the level's content (the page never shows the word). */
async function asked(page: Page, n: number, level: readonly Compound[]): Promise<Compound> {
  await expect(round(page).getByRole('heading', { name: `Word ${n} of 10` })).toBeVisible();
  const meaning = (await round(page).getByTestId('compound-meaning').textContent())?.trim() ?? '';
  const compound = level.find((c) => c.tr.en === meaning);
  expect(compound, `a compound meaning "${meaning}"`).toBeDefined();
  return compound!;
}

const otherArticle = (c: Compound) => (c.article === 'der' ? 'die' : 'der');

test('a level-A1 round of 10 by keyboard alone: parts in order, article, check; one wrong; the result with the missed word', async ({ page }) => {
  await recordSpeech(page);
  await page.goto('/games/compound-words-game');
  await expect(page.getByRole('heading', { level: 1, name: 'Compound words' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Level' })).toHaveValue('A1');
  await expectNoSeriousA11yViolations(page, 'start');

  await page.getByRole('button', { name: 'Start' }).focus();
  await page.keyboard.press('Enter');

  let missed: Compound | null = null;
  for (let n = 1; n <= 10; n++) {
    const compound = await asked(page, n, a1);
    const section = round(page);
    const tiles = section.getByRole('list', { name: 'Parts to choose from' });
    // A new word starts with the focus on its first tile; the word itself is nowhere on the page.
    await expect(tiles.getByRole('button').first()).toBeFocused();
    expect(await page.locator('main').innerText()).not.toContain(compound.word);
    await expect(tiles.getByRole('button')).toHaveCount(compound.parts.length + (compound.parts.length >= 3 ? 2 : 3));
    if (n === 1) await expectNoSeriousA11yViolations(page, 'question');

    for (const part of compound.parts) {
      await tabTo(page, tiles.getByRole('button', { name: part.de, exact: true }));
      await page.keyboard.press('Enter');
    }
    await expect(section.getByTestId('compound-answer')).toHaveText(compound.parts.map((p) => p.de).join(' + '));
    // The first word gets the wrong article on purpose.
    const wrong = n === 1;
    const article = wrong ? otherArticle(compound) : compound.article;
    await tabTo(page, section.getByRole('button', { name: article, exact: true }));
    await page.keyboard.press('Enter');
    await expect(section.getByRole('button', { name: article, exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(section.getByRole('button', { name: 'Check' })).toBeFocused();
    await page.keyboard.press('Enter');

    const solution = section.getByTestId('compound-solution');
    if (wrong) {
      missed = compound;
      await expect(section.getByText('✗ Not quite. The parts are right, but the article is not.')).toBeVisible();
      await expect(solution).toHaveText(`The answer: ${compound.article} ${compound.word}`);
    } else {
      await expect(section.getByText('✓ Correct!')).toBeVisible();
      await expect(solution).toHaveText(`${compound.article} ${compound.word}`);
    }
    await expect(section.getByText(`${compound.article} ${compound.word} = `)).toBeVisible();
    const next = section.getByRole('button', { name: n === 10 ? 'Show result' : 'Next word' });
    await expect(next).toBeFocused();
    if (n === 1) {
      await expectNoSeriousA11yViolations(page, 'answered question');
      // Hear the word: Shift+Tab to Listen, Enter, and back to Next.
      await page.keyboard.press('Shift+Tab');
      await expect(section.getByRole('button', { name: 'Listen' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect.poll(() => page.evaluate(() => (window as unknown as { __spoken: string[] }).__spoken)).toContain(`de-DE|${compound.article} ${compound.word}`);
      await page.keyboard.press('Tab');
      await expect(next).toBeFocused();
    }
    await page.keyboard.press('Enter');
  }

  const result = page.getByRole('heading', { name: 'Result', exact: true });
  await expect(result).toBeFocused();
  await expect(page.getByText('9 right, 1 wrong', { exact: true })).toBeVisible();
  await expect(page.getByText('Well done – you earned a star!')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: `${missed!.article} ${missed!.word} – ${missed!.tr.en}` })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'result');
  // The star is kept under the game's topic and level; the missed word joins the reviews.
  const stored = await page.evaluate(() => [localStorage.getItem('quiz_results'), localStorage.getItem('reviews')]);
  expect(JSON.parse(stored[0] ?? '{}')['game-compound-words_results']?.A1).toEqual([true, false, false]);
  expect(stored[1]).toContain(`${missed!.article} ${missed!.word}`);
});

test('by tap (phone) or click: a B1 word with wrong parts, Undo, and the full answer with its linking element; no sideways scroll at 320 px', async ({ page }) => {
  if (isPhone(page)) await page.setViewportSize({ width: 320, height: 740 });
  await page.goto('/games/compound-words-game');
  await page.getByRole('combobox', { name: 'Level' }).selectOption('B1');
  const press = (target: Locator) => (isPhone(page) ? target.tap() : target.click());
  await press(page.getByRole('button', { name: 'Start' }));

  const compound = await asked(page, 1, b1);
  const section = round(page);
  const tiles = section.getByRole('list', { name: 'Parts to choose from' });
  const names = await tiles.getByRole('button').allTextContents();
  const distractor = names.find((name) => !compound.parts.some((p) => p.de === name))!;
  const first = compound.parts[0]!.de;

  // A distractor, undone; then the parts in the wrong order.
  await press(tiles.getByRole('button', { name: distractor, exact: true }));
  await expect(section.getByTestId('compound-answer')).toHaveText(distractor);
  await press(section.getByRole('button', { name: 'Undo' }));
  await expect(section.getByTestId('compound-answer')).toHaveText('');
  for (const part of [...compound.parts].reverse()) await press(tiles.getByRole('button', { name: part.de, exact: true }));
  await expect(tiles.getByRole('button', { name: first, exact: true })).toBeDisabled();
  await press(section.getByRole('button', { name: compound.article, exact: true }));
  await press(section.getByRole('button', { name: 'Check' }));

  await expect(section.getByText('✗ Not quite. The article is right, but the parts are not.')).toBeVisible();
  const explained = compound.parts
    .map((p, i) => {
      const named = p.article ? `${p.article} ${p.de}` : p.de;
      const stem = compound.stems?.[i];
      const joint = i < compound.parts.length - 1 && compound.joints[i] ? ` + ${compound.joints[i]}` : '';
      return (stem ? `${named} (${stem}-)` : named) + joint;
    })
    .join(' + ');
  await expect(section.getByText(`${compound.article} ${compound.word} = ${explained}`, { exact: true })).toBeVisible();
  const joints = compound.joints.filter(Boolean);
  if (joints.length > 0) await expect(section.getByText(`Linking letters: ${joints.join(', ')}`)).toBeVisible();
  await expect(section.getByRole('button', { name: 'Next word' })).toBeFocused();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
});
