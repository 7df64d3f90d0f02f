import type { Page } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { seedCrosswords } from '../src/mocks/data/crosswords';
import { expect, expectNoSeriousA11yViolations, isPhone, test } from './fixtures';

/** Sunday crosswords (issue 14): the list as visitor and learner, a whole puzzle by keyboard, progress, check, print. */

const DEMO = { email: 'demo@example.com', password: 'Deutsch123!' };
const newestFirst = [...seedCrosswords].reverse();
const german = (iso: string) => iso.split('-').reverse().join('.');

async function logIn(page: Page) {
  const answer = await page.request.post('/api/login.php', { data: DEMO });
  const { token } = (await answer.json()) as { token: string };
  await page.addInitScript((t) => {
    if (!window.sessionStorage.getItem('e2e-logged-in')) {
      window.localStorage.setItem('token', t);
      window.sessionStorage.setItem('e2e-logged-in', '1');
    }
  }, token);
}

/** The input of the cell at row, col of the shown grid. */
const cell = (page: Page, width: number, row: number, col: number) => page.getByRole('grid').getByRole('gridcell').nth(row * width + col).locator('input');

/** Types a word the way the device does: keys on desktop, input events only (IME, key code 229) on phones. */
async function typeWord(page: Page, word: string) {
  if (isPhone(page)) {
    for (const letter of word) await page.keyboard.insertText(letter);
  } else {
    await page.keyboard.type(word);
  }
}

/** Tab from the top of the page until a grid cell has the focus: keyboard only. */
async function tabIntoGrid(page: Page) {
  for (let i = 0; i < 80; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(() => document.activeElement?.closest('[role=grid]') !== null)) return;
  }
  throw new Error('the grid never got the focus');
}

test('list as a visitor: cards disabled, a login prompt that returns here', async ({ page }) => {
  await page.goto('/crosswords/');
  await expect(page.getByRole('heading', { level: 1, name: 'Crossword Game' })).toBeVisible();
  const prompt = page.getByRole('link', { name: 'Please Login to continue' });
  await expect(prompt).toHaveAttribute('href', '/login?redirect=%2Fcrosswords%2F');
  const cards = page.getByRole('main').getByRole('button', { name: /^#\d+\. / });
  await expect(cards).toHaveCount(6);
  for (const card of await cards.all()) await expect(card).toBeDisabled();
  await expectNoSeriousA11yViolations(page, 'crosswords list (visitor)');
  // The game address gives the same prompt.
  await page.goto('/crosswords/game/6');
  await expect(page.getByRole('link', { name: 'Please Login to continue' })).toHaveAttribute('href', '/login?redirect=%2Fcrosswords%2Fgame%2F6');
});

test('list logged in: numbers descending, German dates, newest first; opened from the menu', async ({ page }) => {
  await logIn(page);
  await page.goto('/');
  if (isPhone(page)) await page.getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.getByRole('button', { name: 'Play' }).click();
  await menu.getByRole('link', { name: 'Sunday Crosswords' }).click();
  await expect(page).toHaveURL(/\/crosswords\/$/);
  const cards = page.getByRole('main').getByRole('link', { name: /^#\d+\. / });
  await expect(cards).toHaveCount(6);
  for (const [i, issue] of newestFirst.entries()) {
    await expect(cards.nth(i)).toContainText(`#${6 - i}. ${issue.title}`);
    await expect(cards.nth(i)).toContainText(german(issue.date));
    await expect(cards.nth(i)).toHaveAttribute('href', `/crosswords/game/${issue.id}`);
  }
  await expect(page.getByText('Please Login to continue')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'crosswords list (learner)');
});

test('solve a whole puzzle by keyboard only: typing, Space, Tab between clues, to the congratulation', async ({ page }) => {
  const puzzle = seedCrosswords[5]!; // Tiere, 12 × 12
  await logIn(page);
  await page.goto(`/crosswords/game/${puzzle.id}`);
  await expect(page.getByRole('heading', { level: 1, name: puzzle.title })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'crossword player');
  await tabIntoGrid(page);
  const first = puzzle.entries.filter((e) => e.direction === 'across').sort((a, b) => a.number - b.number)[0]!;
  await expect(cell(page, puzzle.width, first.row, first.col)).toBeFocused();
  const current = page.locator('button[aria-current="true"]');
  await expect(current).toContainText(first.clue);
  // Space switches to the down clue starting in the same cell, and back.
  await page.keyboard.press(' ');
  await expect(current).toContainText(puzzle.entries.find((e) => e.direction === 'down' && e.row === first.row && e.col === first.col)!.clue);
  await page.keyboard.press(' ');
  await expect(current).toContainText(first.clue);

  // Every clue in order (across, then down), Tab to the next.
  const inOrder = [...puzzle.entries].sort((a, b) => (a.direction === b.direction ? a.number - b.number : a.direction === 'across' ? -1 : 1));
  for (const [i, entry] of inOrder.entries()) {
    await expect(current).toContainText(entry.clue);
    await expect(cell(page, puzzle.width, entry.row, entry.col)).toBeFocused();
    await typeWord(page, entry.answer.toLowerCase());
    if (i < inOrder.length - 1) await page.keyboard.press('Tab');
  }
  await expect(page.getByRole('main')).toContainText(/Congratulations! You solved the crossword in \d+:\d\d\./);
  await expect(cell(page, puzzle.width, 2, 3)).toHaveValue('S');
  // Tab from the last clue leaves the grid: no keyboard trap.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.closest('[role=grid]') === null)).toBe(true);
  await expectNoSeriousA11yViolations(page, 'solved crossword');

  // The list shows it solved.
  await page.goto('/crosswords/');
  await expect(page.getByRole('link', { name: /^#6\. .*Solved$/ })).toBeVisible();
});

test('progress survives a reload; Check marks a wrong letter, not only by colour', async ({ page }) => {
  const puzzle = seedCrosswords[0]!; // Herbst
  await logIn(page);
  await page.goto(`/crosswords/game/${puzzle.id}`);
  await expect(page.getByRole('grid')).toBeVisible();
  const gelb = puzzle.entries.find((e) => e.answer === 'GELB')!;
  await tabIntoGrid(page);
  await expect(cell(page, puzzle.width, gelb.row, gelb.col)).toBeFocused();
  await typeWord(page, 'gelx');
  await page.reload();
  await expect(page.getByRole('grid')).toBeVisible();
  for (const [i, letter] of [...'GELX'].entries()) await expect(cell(page, puzzle.width, gelb.row, gelb.col + i)).toHaveValue(letter);
  await tabIntoGrid(page);
  await page.getByRole('button', { name: 'Check puzzle' }).click();
  const wrong = cell(page, puzzle.width, gelb.row, gelb.col + 3);
  await expect(wrong).toHaveAttribute('aria-invalid', 'true');
  await expect(wrong).toHaveAccessibleName(/; X; wrong$/);
  // Crossed out by a line as well as red.
  const mark = await wrong.locator('..').evaluate((el) => getComputedStyle(el).backgroundImage);
  expect(mark).toContain('linear-gradient');
  await expect(page.getByRole('main')).toContainText('Wrong letters: 1. They are crossed out.');
  await expect(cell(page, puzzle.width, gelb.row, gelb.col)).not.toHaveAttribute('aria-invalid', 'true');
});

test('the dated address opens the issue of that Sunday; an unknown one says not found', async ({ page }) => {
  const puzzle = seedCrosswords[2]!;
  await logIn(page);
  await page.goto(`/crosswords/game/${puzzle.date}`);
  await expect(page.getByRole('heading', { level: 1, name: puzzle.title })).toBeVisible();
  await page.goto('/crosswords/game/1999-01-03');
  await expect(page.getByRole('heading', { level: 1, name: 'Crossword not found' })).toBeVisible();
});

test('fits a 320 px phone without sideways scrolling, and prints the empty grid with the clues on one A4 page', async ({ page }) => {
  const puzzle = seedCrosswords[0]!; // 13 × 13, the widest
  await page.setViewportSize({ width: 320, height: 640 });
  await logIn(page);
  await page.goto(`/crosswords/game/${puzzle.id}`);
  await expect(page.getByRole('grid')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  const box = await page.getByRole('grid').boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(320);
  // Each cell at least 24 px (WCAG 2.5.8).
  expect((await cell(page, puzzle.width, 0, 2).boundingBox())!.width).toBeGreaterThanOrEqual(23.5);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByTestId('print-sheet')).toBeVisible();
  await expect(page.getByRole('grid')).toBeHidden();
  await expect(page.locator('header').first()).toBeHidden();
  await expect(page.getByTestId('print-sheet').locator('li')).toHaveCount(puzzle.entries.length);
  if (!isPhone(page)) {
    const pdf = await PDFDocument.load(await page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true }));
    expect(pdf.getPageCount()).toBe(1);
  }
});
