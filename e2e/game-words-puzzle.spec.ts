import type { Locator, Page } from '@playwright/test';
import animals from '../src/features/words/content/topics/animals01';
import { expect, expectNoSeriousA11yViolations, isPhone, test } from './fixtures';

/** The topic every test plays: an A1 topic, so words run across and down. */
const TOPIC = 'animals01';

interface Cell {
  row: number;
  col: number;
}

/** A word as the grid shows it: capitals, ß kept as one cell "ß" (never "SS"). */
const gridForm = (de: string) => Array.from(de).map((ch) => (ch === 'ß' ? 'ß' : ch.toUpperCase()));

/** The letters of the grid, read from the page. */
async function readGrid(grid: Locator): Promise<string[][]> {
  return grid.getByRole('row').evaluateAll((rows) => rows.map((row) => Array.from(row.querySelectorAll('[role="gridcell"]'), (cell) => cell.textContent ?? '')));
}

/** Every place the word reads, in any of the 8 directions (a test of "exactly once" too). */
function placesOf(letters: readonly string[][], word: readonly string[]): { first: Cell; last: Cell }[] {
  const out: { first: Cell; last: Cell }[] = [];
  const dirs = [
    [0, 1],
    [1, 0],
    [1, 1],
    [-1, 1],
    [0, -1],
    [-1, 0],
    [-1, -1],
    [1, -1],
  ] as const;
  letters.forEach((line, row) =>
    line.forEach((_, col) => {
      for (const [dr, dc] of dirs) {
        if (word.every((ch, i) => letters[row + dr * i]?.[col + dc * i] === ch)) {
          out.push({ first: { row, col }, last: { row: row + dr * (word.length - 1), col: col + dc * (word.length - 1) } });
        }
      }
    }),
  );
  return out;
}

/** The words of the round: each clue of the list with its German word from the topic module. */
async function wordsOfRound(page: Page) {
  const list = page.getByRole('list', { name: 'Words to find' });
  const clues = (await list.getByRole('listitem').allTextContents()).map((t) => t.replace(/^[•✓✗]\s*/, '').trim());
  expect(clues.length).toBeGreaterThanOrEqual(8);
  expect(clues.length).toBeLessThanOrEqual(10);
  return clues.map((clue) => {
    const word = animals.words.find((w) => w.tr.en === clue);
    expect(word, `a word of ${TOPIC} for "${clue}"`).toBeDefined();
    return { clue, de: word!.de, german: 'article' in word! ? `${word!.article} ${word!.de}` : word!.de };
  });
}

async function startGame(page: Page) {
  await page.goto('/games/words-puzzle');
  await expect(page.getByRole('heading', { level: 1, name: 'Word search' })).toBeVisible();
  await page.getByLabel('Words from').selectOption(TOPIC);
  await expectNoSeriousA11yViolations(page, 'word search start');
  const start = page.getByRole('button', { name: 'Start' });
  await start.focus();
  await page.keyboard.press('Enter');
  const grid = page.getByRole('grid', { name: /^Letter grid, \d+ rows, \d+ columns$/ });
  await expect(grid).toBeVisible();
  return grid;
}

/** The cell that has the focus now. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return { row: Number(el?.dataset.row), col: Number(el?.dataset.col) };
  });

/** Moves the grid's focus to `to` with the arrow keys only. */
async function arrowTo(page: Page, to: Cell) {
  const from = await focused(page);
  expect(Number.isInteger(from.row), 'a cell has the focus').toBe(true);
  for (let i = 0; i < Math.abs(to.row - from.row); i++) await page.keyboard.press(to.row > from.row ? 'ArrowDown' : 'ArrowUp');
  for (let i = 0; i < Math.abs(to.col - from.col); i++) await page.keyboard.press(to.col > from.col ? 'ArrowRight' : 'ArrowLeft');
  expect(await focused(page)).toEqual(to);
}

const cellAt = (grid: Locator, { row, col }: Cell) => grid.locator(`[data-row="${row}"][data-col="${col}"]`);

test('word search: every word found by keyboard alone (arrows + Enter), one wrong line, to the result with a star', async ({ page }) => {
  const grid = await startGame(page);
  const words = await wordsOfRound(page);
  const letters = await readGrid(grid);
  const rows = letters.length;
  const cols = letters[0]!.length;
  // 10 columns at most: the grid fits a 320 px phone.
  expect(cols).toBeLessThanOrEqual(10);
  expect(rows).toBeLessThanOrEqual(12);
  expect(grid.getByRole('gridcell')).toHaveCount(rows * cols);
  // One tab stop: the first cell has the focus, every other cell is out of the tab order.
  await expect(cellAt(grid, { row: 0, col: 0 })).toBeFocused();
  await expect(grid.locator('[tabindex="0"]')).toHaveCount(1);
  await expect(cellAt(grid, { row: 0, col: 0 })).toHaveAccessibleName(`${letters[0]![0]}, row 1, column 1`);
  // Nothing shows the German words while they are hidden.
  const list = page.getByRole('list', { name: 'Words to find' });
  for (const w of words) await expect(list).not.toContainText(w.german);

  // Escape cancels a first letter.
  await page.keyboard.press('Enter');
  await expect(cellAt(grid, { row: 0, col: 0 })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText(/^First letter .+ chosen \(row 1, column 1\)/)).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'word search with a first letter chosen');
  await page.keyboard.press('Escape');
  await expect(page.getByText('Selection cancelled.', { exact: true })).toBeVisible();
  await expect(cellAt(grid, { row: 0, col: 0 })).toHaveAttribute('aria-selected', 'false');

  // A wrong line (two letters: no word is that short) is a visible mistake.
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(page.getByText(`✗ ${letters[0]![0]}${letters[0]![1]} is not one of the words.`, { exact: true })).toBeVisible();
  await expect(page.getByText('Wrong selections: 1', { exact: true })).toBeVisible();

  for (const [n, w] of words.entries()) {
    const places = placesOf(letters, gridForm(w.de));
    expect(places, `${w.de} is in the grid exactly once`).toHaveLength(1);
    const { first, last } = places[0]!;
    await arrowTo(page, first);
    await page.keyboard.press('Enter');
    await arrowTo(page, last);
    await page.keyboard.press(n % 2 ? ' ' : 'Enter');
    await expect(page.getByText(`✓ Found: ${w.german} – ${w.clue}`, { exact: true })).toBeVisible();
    await expect(page.getByText(`Found: ${n + 1} of ${words.length}`, { exact: true })).toBeVisible();
    // Marked in the list (struck through, German beside it) and in the grid (a frame and its name).
    const item = list.getByRole('listitem').filter({ hasText: w.clue });
    await expect(item).toContainText(`(found)`);
    await expect(item.locator('[lang="de"]')).toHaveText(w.german);
    await expect(item.getByText(w.clue, { exact: true })).toHaveCSS('text-decoration-line', 'line-through');
    await expect(cellAt(grid, first)).toHaveAccessibleName(/, found$/);
  }

  await expect(page.getByText('You found all the words!', { exact: true })).toBeVisible();
  const show = page.getByRole('button', { name: 'Show result' });
  await expect(show).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Result' })).toBeFocused();
  await expect(page.getByText(`${words.length} right, 1 wrong`, { exact: true })).toBeVisible();
  await expect(page.getByText(`Words found: ${words.length} of ${words.length}.`, { exact: true })).toBeVisible();
  await expect(page.getByText('Well done – you earned a star!', { exact: true })).toBeVisible();
  await expect(page.getByRole('img', { name: '1 of 3 stars' }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'word search result');
});

test('word search by pointer: a tap on the first and the last letter (phone) or a drag (desktop), then give up', async ({ page }) => {
  const grid = await startGame(page);
  const words = await wordsOfRound(page);
  const letters = await readGrid(grid);
  const [one, two] = words;
  const placeOne = placesOf(letters, gridForm(one!.de))[0]!;
  const placeTwo = placesOf(letters, gridForm(two!.de))[0]!;

  if (isPhone(page)) {
    // Tap the first letter, then the last; the second word from its last letter back to its first.
    await cellAt(grid, placeOne.first).tap();
    await expect(cellAt(grid, placeOne.first)).toHaveAttribute('aria-selected', 'true');
    await cellAt(grid, placeOne.last).tap();
    await expect(page.getByText(`✓ Found: ${one!.german} – ${one!.clue}`, { exact: true })).toBeVisible();
    await cellAt(grid, placeTwo.last).tap();
    await cellAt(grid, placeTwo.first).tap();
  } else {
    const drag = async ({ first, last }: { first: Cell; last: Cell }) => {
      await grid.scrollIntoViewIfNeeded();
      const a = (await cellAt(grid, first).boundingBox())!;
      const b = (await cellAt(grid, last).boundingBox())!;
      await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
      await page.mouse.down();
      await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 5 });
      await page.mouse.up();
    };
    await drag(placeOne);
    await expect(page.getByText(`✓ Found: ${one!.german} – ${one!.clue}`, { exact: true })).toBeVisible();
    await drag({ first: placeTwo.last, last: placeTwo.first });
  }
  await expect(page.getByText(`✓ Found: ${two!.german} – ${two!.clue}`, { exact: true })).toBeVisible();
  await expect(page.getByText(`Found: 2 of ${words.length}`, { exact: true })).toBeVisible();

  // The grid fits a 320 px phone: no sideways scroll, cells of at least 24 px.
  await page.setViewportSize({ width: 320, height: 800 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  const box = (await cellAt(grid, { row: 0, col: 0 }).boundingBox())!;
  expect(box.width).toBeGreaterThanOrEqual(24);
  expect(box.height).toBeGreaterThanOrEqual(24);

  await page.getByRole('button', { name: 'Give up' }).click();
  await expect(page.getByText('The words you did not find are now marked with a dashed frame.', { exact: true })).toBeVisible();
  const rest = words.slice(2);
  for (const w of rest) {
    const item = page.getByRole('list', { name: 'Words to find' }).getByRole('listitem').filter({ hasText: w.clue });
    await expect(item).toContainText(`${w.clue} – ${w.german} (not found)`);
    await expect(cellAt(grid, placesOf(letters, gridForm(w.de))[0]!.first)).toHaveAccessibleName(/, (not found|found)$/);
  }
  await page.getByRole('button', { name: 'Show result' }).click();
  await expect(page.getByText('2 right, 0 wrong', { exact: true })).toBeVisible();
  await expect(page.getByText('Words given up earn no star – find them all to earn one.', { exact: true })).toBeVisible();
  for (const w of rest) await expect(page.getByText(`${w.german} – ${w.clue}`, { exact: true })).toBeVisible();
});
