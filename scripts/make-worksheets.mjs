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
 * Output is deterministic: every sheet has its own fixed PRNG seed and the PDF
 * metadata dates are fixed, so re-running produces byte-identical files.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { createServer } from 'vite';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const OUT_DIR = join(ROOT, 'public', 'worksheets');
const DATA = JSON.parse(readFileSync(join(ROOT, 'scripts', 'worksheet-words.json'), 'utf8'));

const GRID = 14;
const WORDS_PER_SHEET = 12;
const MAX_PNG_BYTES = 40 * 1024;
const FIXED_DATE = new Date('2025-01-01T00:00:00Z');

// Page geometry (A4 in points).
const PAGE_W = 595.28;
const PAGE_H = 841.89;
const MARGIN = 50;
const CELL = 28;
const GRID_X = (PAGE_W - GRID * CELL) / 2;
const GRID_TOP = 648;

const BLACK = rgb(0.1, 0.1, 0.12);
const GREY = rgb(0.45, 0.45, 0.5);
const LIGHT_GREY = rgb(0.62, 0.62, 0.66);
const LINE = rgb(0.55, 0.55, 0.6);
const HIGHLIGHT = rgb(0.8, 0.91, 0.8);
const GREEN = rgb(0.08, 0.4, 0.16);

/* ------------------------------------------------------------------ PRNG */

// The app's own seeded generator (src/lib/random.ts, mulberry32), loaded through Vite: one copy.
const vite = await createServer({ server: { middlewareMode: true }, appType: 'custom', logLevel: 'error' });
const { seeded: mulberry32, randomIndex } = await vite.ssrLoadModule('/src/lib/random.ts');
await vite.close();

const randInt = (rand, n) => randomIndex(n, rand);

/* ---------------------------------------------------------------- puzzle */

/** The word as written in the grid: capitals, no article, umlauts kept, ß as SS. */
function gridForm(noun) {
  return noun.replace(/ß/g, 'ss').toLocaleUpperCase('de-DE');
}

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
  return forms;
}

function countOccurrences(grid, word) {
  let n = 0;
  for (let r = 0; r < GRID; r++) {
    for (let c = 0; c < GRID; c++) {
      for (const [dr, dc] of [[0, 1], [1, 0]]) {
        let ok = true;
        for (let k = 0; k < word.length && ok; k++) {
          const rr = r + dr * k;
          const cc = c + dc * k;
          if (rr >= GRID || cc >= GRID || grid[rr][cc] !== word[k]) ok = false;
        }
        if (ok) n++;
      }
    }
  }
  return n;
}

const FILL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const UMLAUTS = 'ÄÖÜ';

function randomFillLetter(rand) {
  return rand() < 0.04 ? UMLAUTS[randInt(rand, UMLAUTS.length)] : FILL[randInt(rand, FILL.length)];
}

/**
 * Places the words left-to-right or top-to-bottom (crossings allowed where the
 * letters agree), fills the rest, and makes sure every word occurs exactly once.
 */
function buildPuzzle(id, forms, seed) {
  const rand = mulberry32(seed);
  for (let attempt = 0; attempt < 500; attempt++) {
    const grid = Array.from({ length: GRID }, () => Array(GRID).fill(null));
    const placements = [];
    const order = forms.map((f, i) => i).sort((a, b) => forms[b].length - forms[a].length || a - b);
    let failed = false;
    order.forEach((wi, n) => {
      if (failed) return;
      const word = forms[wi];
      // Alternate the preferred direction so both directions are well represented.
      const preferred = (n + attempt) % 2 === 0 ? 'H' : 'V';
      const dirs = [preferred, preferred === 'H' ? 'V' : 'H'];
      for (const dir of dirs) {
        const [dr, dc] = dir === 'H' ? [0, 1] : [1, 0];
        const candidates = [];
        for (let r = 0; r + dr * (word.length - 1) < GRID; r++) {
          for (let c = 0; c + dc * (word.length - 1) < GRID; c++) {
            let ok = true;
            for (let k = 0; k < word.length && ok; k++) {
              const cell = grid[r + dr * k][c + dc * k];
              if (cell !== null && cell !== word[k]) ok = false;
            }
            if (ok) candidates.push([r, c]);
          }
        }
        if (candidates.length === 0) continue;
        const [r, c] = candidates[randInt(rand, candidates.length)];
        const cells = [];
        for (let k = 0; k < word.length; k++) {
          grid[r + dr * k][c + dc * k] = word[k];
          cells.push([r + dr * k, c + dc * k]);
        }
        placements[wi] = { word, dir, cells };
        return;
      }
      failed = true;
    });
    if (failed) continue;

    // Fill the empty cells; re-draw the fill until no word appears a second time.
    for (let fillTry = 0; fillTry < 50; fillTry++) {
      const filled = grid.map((row) => row.map((ch) => ch ?? randomFillLetter(rand)));
      if (forms.every((f) => countOccurrences(filled, f) === 1)) {
        return { grid: filled, placements };
      }
    }
  }
  throw new Error(`${id}: could not build a puzzle`);
}

/* ------------------------------------------------------------- rendering */

function wrapText(text, font, size, maxWidth) {
  const lines = [];
  let line = '';
  for (const word of text.split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) <= maxWidth) {
      line = next;
    } else {
      if (line) lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

function drawCentered(page, text, font, size, y, color) {
  const w = font.widthOfTextAtSize(text, size);
  page.drawText(text, { x: (PAGE_W - w) / 2, y, size, font, color });
}

function drawHeader(page, fonts, title, level, subtitle) {
  page.drawText(subtitle, { x: MARGIN, y: PAGE_H - 52, size: 10, font: fonts.regular, color: GREY });
  const levelText = `Niveau ${level}`;
  const lw = fonts.bold.widthOfTextAtSize(levelText, 10);
  page.drawText(levelText, { x: PAGE_W - MARGIN - lw, y: PAGE_H - 52, size: 10, font: fonts.bold, color: GREY });
  page.drawText(title, { x: MARGIN, y: PAGE_H - 80, size: 22, font: fonts.bold, color: BLACK });
  page.drawLine({
    start: { x: MARGIN, y: PAGE_H - 92 },
    end: { x: PAGE_W - MARGIN, y: PAGE_H - 92 },
    thickness: 1,
    color: LINE,
  });
}

function drawFooter(page, fonts, pageNo) {
  page.drawLine({
    start: { x: MARGIN, y: 44 },
    end: { x: PAGE_W - MARGIN, y: 44 },
    thickness: 0.5,
    color: LINE,
  });
  drawCentered(page, 'Deutsch Lernen – Arbeitsblatt – frei für den Unterricht', fonts.regular, 9, 30, GREY);
  const p = `Seite ${pageNo} von 2`;
  const w = fonts.regular.widthOfTextAtSize(p, 9);
  page.drawText(p, { x: PAGE_W - MARGIN - w, y: 30, size: 9, font: fonts.regular, color: GREY });
}

function drawGrid(page, fonts, puzzle, solution) {
  const inWord = new Set();
  if (solution) {
    for (const p of puzzle.placements) for (const [r, c] of p.cells) inWord.add(`${r},${c}`);
  }
  const size = 15;
  for (let r = 0; r < GRID; r++) {
    for (let c = 0; c < GRID; c++) {
      const x = GRID_X + c * CELL;
      const y = GRID_TOP - (r + 1) * CELL;
      const hit = inWord.has(`${r},${c}`);
      page.drawRectangle({
        x,
        y,
        width: CELL,
        height: CELL,
        color: hit ? HIGHLIGHT : undefined,
        borderColor: LINE,
        borderWidth: 0.75,
      });
      const ch = puzzle.grid[r][c];
      const font = !solution || hit ? fonts.bold : fonts.regular;
      const color = solution && !hit ? LIGHT_GREY : BLACK;
      const w = font.widthOfTextAtSize(ch, size);
      const capHeight = size * 0.718; // Helvetica cap height
      page.drawText(ch, { x: x + (CELL - w) / 2, y: y + (CELL - capHeight) / 2, size, font, color });
    }
  }
  // On the solution page, outline every word so neighbouring words stay distinguishable.
  if (solution) {
    for (const p of puzzle.placements) {
      const [r0, c0] = p.cells[0];
      const [r1, c1] = p.cells[p.cells.length - 1];
      const inset = 3;
      page.drawRectangle({
        x: GRID_X + c0 * CELL + inset,
        y: GRID_TOP - (r1 + 1) * CELL + inset,
        width: (c1 - c0 + 1) * CELL - 2 * inset,
        height: (r1 - r0 + 1) * CELL - 2 * inset,
        borderColor: GREEN,
        borderWidth: 1,
        borderOpacity: 0.8,
      });
    }
  }
  // Heavier outer frame.
  page.drawRectangle({
    x: GRID_X,
    y: GRID_TOP - GRID * CELL,
    width: GRID * CELL,
    height: GRID * CELL,
    borderColor: BLACK,
    borderWidth: 1.5,
  });
}

function drawWordList(page, fonts, words, solution) {
  const top = GRID_TOP - GRID * CELL - 30;
  page.drawText(solution ? 'Wörter und Plural' : 'Wörter', {
    x: MARGIN,
    y: top,
    size: 12,
    font: fonts.bold,
    color: BLACK,
  });
  const colW = (PAGE_W - 2 * MARGIN - 15) / 2;
  const rowH = 23;
  const size = 11;
  const nounWidth = Math.max(...words.map((w) => fonts.bold.widthOfTextAtSize(`${w.article} ${w.noun}`, size)));
  const labelOffset = Math.max(112, 20 + nounWidth + 8);
  words.forEach((w, i) => {
    const col = Math.floor(i / 6);
    const row = i % 6;
    const x = MARGIN + col * (colW + 15);
    const y = top - 26 - row * rowH;
    page.drawText(`${i + 1}.`, { x, y, size, font: fonts.regular, color: GREY });
    const noun = `${w.article} ${w.noun}`;
    page.drawText(noun, { x: x + 20, y, size, font: fonts.bold, color: BLACK });
    const labelX = x + labelOffset;
    page.drawText('Plural:', { x: labelX, y, size, font: fonts.regular, color: GREY });
    const lineStart = labelX + fonts.regular.widthOfTextAtSize('Plural:', size) + 4;
    const lineEnd = x + colW;
    page.drawLine({ start: { x: lineStart, y: y - 3 }, end: { x: lineEnd, y: y - 3 }, thickness: 0.6, color: LINE });
    if (solution) {
      const plural = `die ${w.plural}`;
      let ps = size;
      while (fonts.regular.widthOfTextAtSize(plural, ps) > lineEnd - lineStart - 2) ps -= 0.25;
      if (ps < 9.5) throw new Error(`"${plural}" is too wide for the word list`);
      page.drawText(plural, { x: lineStart + 1, y, size: ps, font: fonts.regular, color: GREEN });
    }
  });
}

function instructionText(words) {
  const parts = [
    'Finde die zwölf Wörter im Gitter. Sie stehen waagerecht (von links nach rechts) oder senkrecht (von oben nach unten).',
    'Im Gitter stehen sie in Großbuchstaben und ohne Artikel.',
  ];
  if (words.some((w) => w.noun.includes('ß'))) parts.push('Statt „ß“ steht im Gitter „SS“.');
  parts.push('Kreise die Wörter ein und schreib zu jedem Wort den Plural mit Artikel auf.');
  return parts.join(' ');
}

async function buildPdf(id, sheet, puzzle) {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const title = `Wortsuchrätsel: ${sheet.topic}`;
  doc.setTitle(title);
  doc.setAuthor('Deutsch Lernen');
  doc.setSubject(`Arbeitsblatt Deutsch, Niveau ${sheet.level}: ${sheet.topic} (mit Lösung)`);
  doc.setKeywords(['Deutsch', 'Arbeitsblatt', 'Wortsuchrätsel', sheet.topic, sheet.level]);
  doc.setCreator('Deutsch Lernen – scripts/make-worksheets.mjs');
  doc.setProducer('pdf-lib');
  doc.setLanguage('de-DE');
  doc.setCreationDate(FIXED_DATE);
  doc.setModificationDate(FIXED_DATE);

  const fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };

  // Page 1: the puzzle.
  const p1 = doc.addPage([PAGE_W, PAGE_H]);
  drawHeader(p1, fonts, title, sheet.level, 'Arbeitsblatt Deutsch');
  const nameY = PAGE_H - 120;
  p1.drawText('Name:', { x: MARGIN, y: nameY, size: 11, font: fonts.regular, color: BLACK });
  p1.drawLine({ start: { x: MARGIN + 38, y: nameY - 2 }, end: { x: MARGIN + 290, y: nameY - 2 }, thickness: 0.6, color: LINE });
  p1.drawText('Datum:', { x: MARGIN + 315, y: nameY, size: 11, font: fonts.regular, color: BLACK });
  p1.drawLine({ start: { x: MARGIN + 358, y: nameY - 2 }, end: { x: PAGE_W - MARGIN, y: nameY - 2 }, thickness: 0.6, color: LINE });
  const instr = wrapText(instructionText(sheet.words), fonts.regular, 11, PAGE_W - 2 * MARGIN);
  if (instr.length > 3) throw new Error(`${id}: instruction too long`);
  instr.forEach((line, i) => {
    p1.drawText(line, { x: MARGIN, y: PAGE_H - 146 - i * 14.5, size: 11, font: fonts.regular, color: BLACK });
  });
  drawGrid(p1, fonts, puzzle, false);
  drawWordList(p1, fonts, sheet.words, false);
  drawFooter(p1, fonts, 1);

  // Page 2: the solution.
  const p2 = doc.addPage([PAGE_W, PAGE_H]);
  drawHeader(p2, fonts, `Lösung: ${sheet.topic}`, sheet.level, `Wortsuchrätsel – Lösung`);
  const note = wrapText(
    'Die gesuchten Wörter sind grün markiert. Der Plural steht immer mit dem Artikel „die“.',
    fonts.regular,
    11,
    PAGE_W - 2 * MARGIN,
  );
  note.forEach((line, i) => {
    p2.drawText(line, { x: MARGIN, y: PAGE_H - 120 - i * 14.5, size: 11, font: fonts.regular, color: BLACK });
  });
  drawGrid(p2, fonts, puzzle, true);
  drawWordList(p2, fonts, sheet.words, true);
  drawFooter(p2, fonts, 2);

  return doc.save({ useObjectStreams: false });
}

/* ------------------------------------------------------------------ main */

mkdirSync(OUT_DIR, { recursive: true });
const ids = Object.keys(DATA);
for (const id of ids) {
  const sheet = DATA[id];
  const forms = validateSheet(id, sheet);
  const puzzle = buildPuzzle(id, forms, sheet.seed);
  const pdfPath = join(OUT_DIR, `${id}.pdf`);
  writeFileSync(pdfPath, await buildPdf(id, sheet, puzzle));
  execFileSync('pdftoppm', [
    '-png',
    '-singlefile',
    '-f', '1',
    '-l', '1',
    '-scale-to-x', '240',
    '-scale-to-y', '-1',
    pdfPath,
    join(OUT_DIR, id),
  ]);
  const pngBytes = statSync(join(OUT_DIR, `${id}.png`)).size;
  if (pngBytes > MAX_PNG_BYTES) throw new Error(`${id}.png is ${pngBytes} bytes (limit ${MAX_PNG_BYTES})`);
  const dirs = puzzle.placements.map((p) => p.dir).join('');
  const h = [...dirs].filter((d) => d === 'H').length;
  console.log(
    `${id}: ${statSync(pdfPath).size} B pdf, ${pngBytes} B png, ${h} waagerecht / ${dirs.length - h} senkrecht`,
  );
}
