#!/usr/bin/env node
/**
 * Generates the printable word-search worksheets (spec "Worksheet", type word_puzzle).
 *
 *   node scripts/make-worksheets.mjs
 *
 * Reads the word lists from scripts/worksheet-words.json (the same file that
 * src/features/worksheets/content/worksheets.ts imports) and writes, per sheet,
 *   public/worksheets/<id>.pdf  – page 1: puzzle, page 2: solution (A4)
 *   public/worksheets/<id>.png  – 240 px wide thumbnail of page 1 (via pdftoppm)
 *
 * The sheets are made by the same code as the worksheets teachers print in the browser (issue 29):
 * src/features/worksheets/model (the puzzle, seeded per sheet) and src/features/worksheets/pdf/draw.ts
 * (the layout, Noto Sans from public/fonts), loaded through Vite. Output is deterministic: every
 * sheet has its own fixed seed, the PDF dates and font names are fixed.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const OUT_DIR = join(ROOT, 'public', 'worksheets');
const DATA = JSON.parse(readFileSync(join(ROOT, 'scripts', 'worksheet-words.json'), 'utf8'));
const WORDS_PER_SHEET = 12;
const MAX_PNG_BYTES = 40 * 1024;
const SITE_NAME = 'Deutsch Lernen';

const vite = await createServer({ server: { middlewareMode: true }, appType: 'custom', logLevel: 'error' });
const { gridForm } = await vite.ssrLoadModule('/src/features/worksheets/model/grids.ts');
const { buildSheet } = await vite.ssrLoadModule('/src/features/worksheets/model/build.ts');
const { drawSheet } = await vite.ssrLoadModule('/src/features/worksheets/pdf/draw.ts');
await vite.close();

const fonts = {
  regular: readFileSync(join(ROOT, 'public', 'fonts', 'NotoSans-Regular.ttf')),
  bold: readFileSync(join(ROOT, 'public', 'fonts', 'NotoSans-Bold.ttf')),
};

function validateSheet(id, sheet) {
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(id)) throw new Error(`${id}: id is not kebab-case`);
  if (sheet.level !== 'A1' && sheet.level !== 'A2') throw new Error(`${id}: bad level`);
  if (!Number.isInteger(sheet.seed)) throw new Error(`${id}: seed must be an integer`);
  if (sheet.words.length !== WORDS_PER_SHEET) {
    throw new Error(`${id}: needs exactly ${WORDS_PER_SHEET} words, has ${sheet.words.length}`);
  }
  const forms = sheet.words.map((w) => {
    if (!['der', 'die', 'das'].includes(w.article)) throw new Error(`${id}: bad article for ${w.noun}`);
    if (!w.plural) throw new Error(`${id}: no plural for ${w.noun}`);
    const f = gridForm(w.noun);
    if (!/^[A-ZÄÖÜ]{3,12}$/.test(f)) throw new Error(`${id}: "${w.noun}" is not 3–12 letters`);
    return f;
  });
  forms.forEach((f, i) => {
    forms.forEach((g, j) => {
      if (i !== j && g.includes(f)) throw new Error(`${id}: "${f}" is contained in "${g}"`);
    });
  });
}

const NO_MEANING = { en: '', ua: '', de: '', ru: '', be: '', tr: '', pl: '', es: '' };

/* ------------------------------------------------------------------ main */

mkdirSync(OUT_DIR, { recursive: true });
for (const [id, data] of Object.entries(DATA)) {
  validateSheet(id, data);
  const content = {
    area: 'words',
    words: data.words.map((w) => ({ kind: 'noun', de: w.noun, article: w.article, plural: w.plural, tr: NO_MEANING })),
  };
  const sheet = buildSheet(content, { topic: data.topic, level: data.level }, { kind: 'wordSearch', seed: data.seed, lang: 'de', withKey: true });
  if (sheet.words.length !== WORDS_PER_SHEET) throw new Error(`${id}: only ${sheet.words.length} words fit the grid`);
  const pdfPath = join(OUT_DIR, `${id}.pdf`);
  writeFileSync(pdfPath, await drawSheet({ sheet, paper: 'a4', siteName: SITE_NAME, fonts }));
  execFileSync('pdftoppm', ['-png', '-singlefile', '-f', '1', '-l', '1', '-scale-to-x', '240', '-scale-to-y', '-1', pdfPath, join(OUT_DIR, id)]);
  const pages = /Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [pdfPath]).toString())?.[1];
  if (pages !== '2') throw new Error(`${id}: ${pages} pages, expected the puzzle and its solution`);
  const pngBytes = statSync(join(OUT_DIR, `${id}.png`)).size;
  if (pngBytes > MAX_PNG_BYTES) throw new Error(`${id}.png is ${pngBytes} bytes (limit ${MAX_PNG_BYTES})`);
  console.log(`${id}: ${statSync(pdfPath).size} B pdf, ${pngBytes} B png`);
}
