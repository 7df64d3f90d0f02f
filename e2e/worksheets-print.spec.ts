import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import darf from '../src/features/grammar/content/a1/darf';
import food from '../src/features/games/content/germany/food';
import orderingFood from '../src/features/phrases/content/sets/ordering-food';
import food01 from '../src/features/words/content/topics/food01';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

/**
 * Issue 29: a worksheet of each kind printed from its topic page (the download the dialog makes),
 * read back with poppler (pdftotext, pdfinfo): the topic's words on the sheet, the answers on the
 * key page, the page size, and every word and grid letter inside the page's margins.
 */
const POPPLER = ['pdftotext', 'pdfinfo'];
const missing = POPPLER.filter((tool) => {
  try {
    execFileSync('sh', ['-c', `command -v ${tool}`]);
    return false;
  } catch {
    return true;
  }
});
const dir = mkdtempSync(join(tmpdir(), 'worksheets-'));

interface Pdf {
  pages: string[];
  size: [number, number];
  /** Every word's box on every page: [xMin, yMin, xMax, yMax] in points. */
  boxes: number[][];
}

function readPdf(file: string): Pdf {
  const text = execFileSync('pdftotext', ['-layout', file, '-']).toString();
  const info = execFileSync('pdfinfo', [file]).toString();
  const [, w, h] = /Page size:\s+([\d.]+) x ([\d.]+)/.exec(info) ?? [];
  const bbox = execFileSync('pdftotext', ['-bbox', file, '-']).toString();
  const boxes = [...bbox.matchAll(/xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)"/g)].map((m) => m.slice(1, 5).map(Number));
  return { pages: text.split('\f').filter((p) => p.trim() !== ''), size: [Number(w), Number(h)], boxes };
}

const flat = (text: string) => text.replace(/\s+/g, ' ');
const found = (text: string, items: readonly string[]) => items.filter((item) => flat(text).includes(flat(item)));

/** Prints one kind from the topic page's dialog (opened once per page: it stays open between prints). */
async function print(page: Page, url: string, kind: string, paper: 'A4' | 'US Letter' = 'A4'): Promise<Pdf> {
  const dialog = page.getByRole('dialog');
  if (!page.url().endsWith(url) || !(await dialog.isVisible())) {
    await page.goto(url);
    await page.getByRole('button', { name: /^Print a worksheet/ }).first().click();
    await expect(dialog).toBeVisible();
  }
  await dialog.getByRole('radio', { name: kind, exact: true }).check();
  await dialog.getByRole('radio', { name: paper, exact: true }).check();
  const start = Date.now();
  const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Download the PDF' }).click()]);
  console.log(`worksheet ${url} ${kind} ${paper}: ${Date.now() - start} ms from click to download`);
  await expect(dialog.getByRole('status')).toContainText(download.suggestedFilename());
  const file = join(dir, download.suggestedFilename());
  await download.saveAs(file);
  const pdf = readPdf(file);
  // Nothing cut: every word and every grid letter lies inside the page, clear of its edges.
  const [pw, ph] = pdf.size;
  for (const [x0, y0, x1, y1] of pdf.boxes) {
    expect(x0, 'left edge').toBeGreaterThanOrEqual(30);
    expect(y0, 'top edge').toBeGreaterThanOrEqual(20);
    expect(x1, 'right edge').toBeLessThanOrEqual(pw - 30);
    expect(y1, 'bottom edge').toBeLessThanOrEqual(ph - 20);
  }
  expect(pdf.pages.length).toBeGreaterThanOrEqual(2);
  expect(pdf.pages.at(-1)).toContain('Answer key');
  for (const p of pdf.pages) expect(p).toContain('Deutsch Lernen');
  return pdf;
}

test.describe('printable worksheets', () => {
  // Several PDFs a test on a busy CI machine (each made in well under a second on a desktop).
  test.describe.configure({ timeout: 120_000 });

  test.skip(({ isMobile }) => isMobile, 'the PDF is the same on every screen');

  test.beforeEach(() => {
    expect(missing, `poppler-utils is missing (${missing.join(', ')}): apt-get install poppler-utils (.ci/run does it)`).toEqual([]);
  });

  test('the hub lists every topic with a search, and the dialog is accessible', async ({ page }) => {
    await page.goto('/worksheets');
    await expect(page.getByRole('link', { name: /PDF/ }).first()).toBeVisible();
    await expect(page.getByText('261 topics')).toBeVisible();
    await page.getByLabel('Search topics').fill('food');
    await expect(page.getByText(/^\d+ topics$/)).not.toHaveText('261 topics');
    await expect(page.getByRole('link', { name: 'Food 1', exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/worksheets');
    await page.getByRole('button', { name: /^Print a worksheet\W+Food 1$/ }).click();
    await expect(page.getByRole('dialog').getByRole('radio', { name: 'Crossword' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'the print dialog');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page.getByRole('button', { name: /^Print a worksheet\W+Food 1$/ })).toBeFocused();
  });

  test('words: word search, matching, articles, pictures and crossword from a word topic', async ({ page }) => {
    const nouns = food01.words.filter((w) => w.kind === 'noun');
    const german = nouns.map((w) => `${w.article} ${w.de}`);
    const plurals = nouns.flatMap((w) => (w.plural ? [`die ${w.plural}`] : []));

    const search = await print(page, '/words/food01', 'Word search');
    expect(found(search.pages[0] ?? '', german).length).toBeGreaterThanOrEqual(6);
    expect(found(search.pages.at(-1) ?? '', plurals).length).toBeGreaterThanOrEqual(4);

    const matching = await print(page, '/words/food01', 'Matching (German ↔ meaning)');
    expect(found(matching.pages[0] ?? '', german).length).toBeGreaterThanOrEqual(6);
    expect(found(matching.pages[0] ?? '', nouns.map((w) => w.tr.en)).length).toBeGreaterThanOrEqual(6);

    const articles = await print(page, '/words/food01', 'Articles and plurals');
    expect(found(articles.pages[0] ?? '', german).length, 'articles are not given on the sheet').toBe(0);
    expect(found(articles.pages.at(-1) ?? '', plurals).length).toBeGreaterThanOrEqual(4);

    const pictures = await print(page, '/words/food01', 'Label the pictures');
    expect(found(pictures.pages.at(-1) ?? '', german).length).toBeGreaterThanOrEqual(6);

    const crossword = await print(page, '/words/food01', 'Crossword', 'US Letter');
    expect(crossword.size).toEqual([612, 792]);
    expect(found(crossword.pages[0] ?? '', nouns.map((w) => w.tr.en)).length).toBeGreaterThanOrEqual(4);
    // The key's grid: the words across read as letters in a row.
    const keyRows = (crossword.pages.at(-1) ?? '').split('\n').map((row) => row.replace(/\s+/g, ''));
    const across = nouns.map((w) => w.de.replace(/ß/g, 'SS').toUpperCase()).filter((form) => keyRows.some((row) => row.includes(form)));
    expect(across.length).toBeGreaterThanOrEqual(2);
    expect(search.size).toEqual([595.28, 841.89]);
  });

  test('grammar: gap-fill, multiple choice and word order from a grammar topic', async ({ page }) => {
    if (darf.practice.kind !== 'sentences') throw new Error('darf has sentences');
    const sentences = darf.practice.elements.map((e) => e.formDe.split(' - ').join(' '));

    const gaps = await print(page, '/grammar/darf', 'Fill in the gaps');
    expect(found(gaps.pages[0] ?? '', sentences).length, 'the sheet shows sentences with gaps only').toBe(0);
    expect(found(gaps.pages.at(-1) ?? '', sentences).length).toBeGreaterThanOrEqual(6);

    const choice = await print(page, '/grammar/darf', 'Multiple choice');
    expect((choice.pages[0]?.match(/\bd\)/g) ?? []).length).toBeGreaterThanOrEqual(6);
    expect((choice.pages.at(-1)?.match(/\b[a-d]\) \S+/g) ?? []).length).toBeGreaterThanOrEqual(6);

    const order = await print(page, '/grammar/darf', 'Word order');
    expect(found(order.pages.at(-1) ?? '', sentences).length).toBeGreaterThanOrEqual(6);
  });

  test('phrases and quizzes: matching, phrase gaps and a quiz with its key', async ({ page }) => {
    const phrases = orderingFood.phrases.map((p) => p.de);
    const matching = await print(page, '/phrases/ordering-food', 'Situations and phrases');
    expect(found(matching.pages[0] ?? '', phrases).length).toBeGreaterThanOrEqual(6);

    const gaps = await print(page, '/phrases/ordering-food', 'Complete the phrases');
    expect(found(gaps.pages.at(-1) ?? '', phrases).length).toBeGreaterThanOrEqual(6);

    const quiz = await print(page, '/quizzes/food', 'Quiz with answer key');
    expect(found(quiz.pages.join('\n'), food.questions.map((q) => q.q.en)).length).toBeGreaterThanOrEqual(6);
    const key = quiz.pages.slice(quiz.pages.findIndex((p) => p.includes('Answer key'))).join('\n');
    expect(found(key, food.questions.map((q) => q.options[q.answer]?.en ?? '')).length).toBeGreaterThanOrEqual(6);
  });
});
