import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont, type PDFImage, type PDFPage } from 'pdf-lib';
import { SHEET_TEXT, type SheetText } from '../model/sheet-text';
import type { Block, Paper, Sheet, SheetLine } from '../model/types';

/**
 * Lays a sheet out on A4 or US Letter with pdf-lib: the site's name and the topic on every page,
 * the key from a page of its own, grids square, text wrapped (never cut), a block that does not
 * fit moved to the next page. Black, white and greys only, so it copies well. Loaded only when a
 * teacher prints (a lazy chunk) and by scripts/make-worksheets.mjs.
 */
export interface DrawInput {
  sheet: Sheet;
  paper: Paper;
  siteName: string;
  /** Noto Sans Regular and Bold (TrueType). */
  fonts: { regular: ArrayBuffer | Uint8Array; bold: ArrayBuffer | Uint8Array };
  /** PNG pictures by Noto icon name, for picture sheets. */
  pictures?: Readonly<Record<string, Uint8Array>>;
  /** The PDF's dates (fixed for reproducible files). */
  date?: Date;
}

export const PAPER_SIZE: Record<Paper, [number, number]> = { a4: [595.28, 841.89], letter: [612, 792] };

const MARGIN = 50;
const TOP = 44;
const BOTTOM = 62;
const BLACK = rgb(0, 0, 0);
const DARK = rgb(0.25, 0.25, 0.25);
const GREY = rgb(0.45, 0.45, 0.45);
const LIGHT = rgb(0.85, 0.85, 0.85);
const FILL = rgb(0.93, 0.93, 0.93);
/** Cap height of Noto Sans (714/1000 em): letters sit in the middle of their cell. */
const CAP = 0.714;

type Run = { text: string; bold?: boolean };

class Layout {
  readonly pages: PDFPage[] = [];
  page!: PDFPage;
  y = 0;
  readonly width: number;
  readonly height: number;
  readonly contentW: number;
  private title = '';

  constructor(
    readonly doc: PDFDocument,
    readonly fonts: { regular: PDFFont; bold: PDFFont },
    readonly size: [number, number],
    readonly sheet: Sheet,
    readonly siteName: string,
    readonly tx: SheetText,
    readonly images: ReadonlyMap<string, PDFImage>,
  ) {
    [this.width, this.height] = size;
    this.contentW = this.width - 2 * MARGIN;
  }

  get left() {
    return MARGIN;
  }

  /** Starts a page with the site's name, the level and the title. */
  newPage(title = this.title) {
    this.title = title;
    this.page = this.doc.addPage(this.size);
    this.pages.push(this.page);
    const top = this.height - TOP;
    this.text(this.siteName, MARGIN, top, 10, true, GREY);
    if (this.sheet.level) {
      const level = this.tx.level(this.sheet.level);
      this.text(level, this.width - MARGIN - this.fonts.bold.widthOfTextAtSize(level, 10), top, 10, true, GREY);
    }
    let y = top - 26;
    for (const line of this.wrap(title, this.contentW, 17, true)) {
      this.text(line, MARGIN, y, 17, true);
      y -= 21;
    }
    y += 9;
    this.page.drawLine({ start: { x: MARGIN, y }, end: { x: this.width - MARGIN, y }, thickness: 1, color: GREY });
    this.y = y - 24;
  }

  /** Room for h points below the cursor, or a new page. */
  ensure(h: number) {
    if (this.y - h < BOTTOM) this.newPage();
  }

  room() {
    return this.y - BOTTOM;
  }

  text(text: string, x: number, y: number, size: number, bold = false, color = BLACK) {
    if (text) this.page.drawText(text, { x, y, size, font: bold ? this.fonts.bold : this.fonts.regular, color });
  }

  width_(text: string, size: number, bold = false) {
    return (bold ? this.fonts.bold : this.fonts.regular).widthOfTextAtSize(text, size);
  }

  /** Lines of at most maxWidth; a word longer than a line is broken between letters. */
  wrap(text: string, maxWidth: number, size: number, bold = false): string[] {
    const lines: string[] = [];
    let line = '';
    for (const word of text.split(/\s+/).filter(Boolean)) {
      const next = line ? `${line} ${word}` : word;
      if (this.width_(next, size, bold) <= maxWidth) {
        line = next;
        continue;
      }
      if (line) lines.push(line);
      line = word;
      while (this.width_(line, size, bold) > maxWidth) {
        let cut = line.length - 1;
        while (cut > 1 && this.width_(line.slice(0, cut), size, bold) > maxWidth) cut--;
        lines.push(line.slice(0, cut));
        line = line.slice(cut);
      }
    }
    if (line) lines.push(line);
    return lines.length ? lines : [''];
  }

  /**
   * Rich text (regular and bold words) wrapped into maxWidth from x; returns the lines' count and
   * where the last line ends. With draw false it only measures.
   */
  rich(runs: Run[], x: number, y: number, maxWidth: number, size: number, lh: number, draw: boolean, color = BLACK) {
    // Split at plain spaces only: a no-break space (U+00A0) keeps words together.
    const words = runs.flatMap((r) =>
      r.text
        .split(/( +)/)
        .filter((w) => w !== '')
        .map((w) => ({ w, bold: !!r.bold })),
    );
    let cx = 0;
    let line = 0;
    let spaces = 0;
    for (const { w, bold } of words) {
      if (/^ +$/.test(w)) {
        spaces += w.length;
        continue;
      }
      const space = cx > 0 ? spaces * this.width_(' ', size) : 0;
      spaces = 0;
      let pieces = [w];
      if (this.width_(w, size, bold) > maxWidth) pieces = this.wrap(w, maxWidth, size, bold);
      for (const [pi, piece] of pieces.entries()) {
        const ww = this.width_(piece, size, bold);
        const gap = pi === 0 ? space : 0;
        if (cx > 0 && cx + gap + ww > maxWidth) {
          line++;
          cx = 0;
        } else cx += gap;
        if (draw) this.text(piece, x + cx, y - line * lh, size, bold, color);
        cx += ww;
      }
    }
    return { lines: line + 1, end: cx };
  }

  writeLine(x0: number, x1: number, y: number) {
    this.page.drawLine({ start: { x: x0, y: y - 3 }, end: { x: x1, y: y - 3 }, thickness: 0.6, color: GREY });
  }
}

const SIZE = 11;
const LH = 15;

/**
 * Numbered lines from x0 over width; each line's height is measured first so that a line never
 * breaks across pages. With draw false it only measures and returns the height it needs.
 */
function linesAt(l: Layout, lines: SheetLine[], showAnswers: boolean, x0: number, width: number, draw: boolean, breakPages: boolean): number {
  const labelW = Math.max(22, ...lines.map((line) => l.width_(line.label, SIZE) + 6));
  const x = x0 + labelW;
  const w = width - labelW;
  let y = l.y;
  let total = 0;
  for (const line of lines) {
    const gap = /_{3,}/.test(line.text);
    const runs: Run[] =
      showAnswers && line.answer && gap
        ? line.text.split(/(_{3,})/).map((part) => (/^_{3,}$/.test(part) ? { text: line.answer ?? '', bold: true } : { text: part, bold: line.bold }))
        : [{ text: line.text, bold: line.bold }];
    const measure = l.rich(runs, x, 0, w, SIZE, LH, false);
    const noteLines = line.note ? l.wrap(line.note, w, 9.5) : [];
    // Where the learner writes (or the key shows) the answer: after the text, or on a line below.
    const answerText = showAnswers && line.answer && !gap ? line.answer : '';
    const after = line.blank || answerText !== '';
    const sameLine = after && (answerText ? measure.end + 20 + l.width_(answerText, SIZE, true) <= w : measure.end + 110 <= w);
    const height = measure.lines * LH + (after && !sameLine ? LH + 6 : 0) + noteLines.length * 12 + 9;
    total += height;
    if (!draw) continue;
    if (breakPages && y - height < BOTTOM) {
      l.newPage();
      y = l.y;
    }
    l.text(line.label, x0, y, SIZE, false, DARK);
    const drawn = l.rich(runs, x, y, w, SIZE, LH, true);
    let yy = y - (drawn.lines - 1) * LH;
    if (after) {
      const startX = sameLine ? x + drawn.end + 12 : x;
      if (!sameLine) yy -= LH + 6;
      if (answerText) l.text(answerText, startX, yy, SIZE, true);
      else l.writeLine(startX, x0 + width, yy);
    }
    for (const note of noteLines) {
      yy -= 12;
      l.text(note, x, yy, 9.5, false, DARK);
    }
    y -= height;
  }
  if (draw) l.y = y;
  return total;
}

function drawLines(l: Layout, block: Extract<Block, { type: 'lines' }>) {
  if (block.columns !== 2) {
    linesAt(l, block.lines, block.showAnswers, l.left, l.contentW, true, true);
    l.y -= 4;
    return;
  }
  const half = Math.ceil(block.lines.length / 2);
  const colW = (l.contentW - 24) / 2;
  const parts = [block.lines.slice(0, half), block.lines.slice(half)];
  const h = Math.max(...parts.map((p) => linesAt(l, p, block.showAnswers, l.left, colW, false, false)));
  l.ensure(h);
  const y = l.y;
  parts.forEach((p, i) => {
    l.y = y;
    linesAt(l, p, block.showAnswers, l.left + i * (colW + 24), colW, true, false);
  });
  l.y = y - h - 4;
}

/** Lists side by side under their headings (a crossword's clues across and down). */
function drawLists(l: Layout, block: Extract<Block, { type: 'lists' }>) {
  const colW = (l.contentW - 24) / block.lists.length;
  const h = 22 + Math.max(...block.lists.map((list) => linesAt(l, list.lines, block.showAnswers, l.left, colW, false, false)));
  if (h > l.height - TOP - BOTTOM - 80) {
    // Too long to stand side by side on one page: one after the other.
    for (const list of block.lists) {
      l.ensure(40);
      l.text(list.heading, l.left, l.y, 12, true);
      l.y -= 20;
      linesAt(l, list.lines, block.showAnswers, l.left, l.contentW, true, true);
    }
    return;
  }
  l.ensure(h);
  const y = l.y;
  block.lists.forEach((list, i) => {
    const x = l.left + i * (colW + 24);
    l.text(list.heading, x, y, 12, true);
    l.y = y - 20;
    linesAt(l, list.lines, block.showAnswers, x, colW - 8, true, false);
  });
  l.y = y - h - 4;
}

/**
 * A grid's square cell: at most max, as wide as the page allows, leaving `reserve` below for the
 * word list or clues when it can; smaller than min only never (then the grid starts a new page).
 */
function cellSize(l: Layout, rows: number, cols: number, max: number, min: number, reserve: number): number {
  const fit = (keep: number) => Math.min(max, l.contentW / cols, (l.room() - 10 - keep) / rows);
  if (fit(reserve) >= min) return fit(reserve);
  if (fit(0) >= min) return fit(0);
  l.newPage();
  return Math.max(min, fit(reserve));
}

/** A square grid of letters (word search): as large as fits, at most 28 pt a cell. */
function drawLetterGrid(l: Layout, rows: string[][], marked?: string[]) {
  const n = rows.length;
  const cols = Math.max(...rows.map((r) => r.length));
  const cell = cellSize(l, n, cols, 28, 20, 170);
  const x0 = l.left + (l.contentW - cols * cell) / 2;
  const top = l.y + 8;
  const mark = new Set(marked ?? []);
  const size = cell * 0.54;
  rows.forEach((row, r) =>
    row.forEach((ch, c) => {
      const x = x0 + c * cell;
      const y = top - (r + 1) * cell;
      const hit = mark.has(`${r},${c}`);
      l.page.drawRectangle({ x, y, width: cell, height: cell, color: hit ? LIGHT : undefined, borderColor: GREY, borderWidth: 0.6 });
      const bold = !marked || hit;
      l.text(ch, x + (cell - l.width_(ch, size, bold)) / 2, y + (cell - size * CAP) / 2, size, bold, marked && !hit ? GREY : BLACK);
    }),
  );
  l.page.drawRectangle({ x: x0, y: top - n * cell, width: cols * cell, height: n * cell, borderColor: BLACK, borderWidth: 1.4 });
  l.y = top - n * cell - 26;
}

function drawCrossword(l: Layout, block: Extract<Block, { type: 'crossword' }>) {
  const n = block.rows.length;
  const cols = Math.max(...block.rows.map((r) => r.length));
  const cell = cellSize(l, n, cols, 26, 16, 190);
  const x0 = l.left + (l.contentW - cols * cell) / 2;
  const top = l.y + 8;
  const size = cell * 0.55;
  const numSize = Math.max(5.5, cell * 0.3);
  block.rows.forEach((row, r) =>
    row.forEach((ch, c) => {
      if (ch === null) return;
      const x = x0 + c * cell;
      const y = top - (r + 1) * cell;
      l.page.drawRectangle({ x, y, width: cell, height: cell, borderColor: BLACK, borderWidth: 0.9 });
      const number = block.numbers[`${r},${c}`];
      if (number) l.text(String(number), x + 1.8, y + cell - numSize - 0.8, numSize, false, DARK);
      if (block.showLetters) l.text(ch, x + (cell - l.width_(ch, size, true)) / 2, y + (cell - size * CAP) / 2 - cell * 0.06, size, true);
    }),
  );
  l.y = top - n * cell - 26;
}

function drawWordBank(l: Layout, words: string[]) {
  const pad = 8;
  const runs = words.flatMap((w, i) => [{ text: w.replace(/ /g, '\u00a0'), bold: true }, ...(i < words.length - 1 ? [{ text: '   ·   ' }] : [])]);
  const { lines } = l.rich(runs, 0, 0, l.contentW - 2 * pad, SIZE, LH, false);
  const h = lines * LH + 2 * pad - 2;
  l.ensure(h + 10);
  l.page.drawRectangle({ x: l.left, y: l.y + 10 - h, width: l.contentW, height: h, borderColor: GREY, borderWidth: 0.8, color: FILL });
  l.rich(runs, l.left + pad, l.y + 10 - pad - SIZE * CAP, l.contentW - 2 * pad, SIZE, LH, true);
  l.y -= h + 12;
}

function drawMatch(l: Layout, block: Extract<Block, { type: 'match' }>) {
  const gutter = 24;
  const colW = (l.contentW - gutter) / 2;
  const box = 20;
  const rows = Math.max(block.left.length, block.right.length);
  for (let i = 0; i < rows; i++) {
    const left = block.left[i] ?? '';
    const right = block.right[i] ?? '';
    const lLines = l.wrap(left, colW - 22 - box - 8, SIZE, true);
    const rLines = l.wrap(right, colW - 22, SIZE);
    const h = Math.max(lLines.length, rLines.length) * LH + 11;
    l.ensure(h);
    l.text(`${i + 1}.`, l.left, l.y, SIZE, false, DARK);
    lLines.forEach((t, k) => l.text(t, l.left + 22, l.y - k * LH, SIZE, true));
    const bx = l.left + colW - box;
    l.page.drawRectangle({ x: bx, y: l.y - 6, width: box, height: box - 2, borderColor: GREY, borderWidth: 0.8 });
    const answer = block.letters?.[i];
    if (answer) l.text(answer, bx + (box - l.width_(answer, SIZE, true)) / 2, l.y - 1, SIZE, true);
    const rx = l.left + colW + gutter;
    l.text(`${String.fromCharCode(97 + i)})`, rx, l.y, SIZE, false, DARK);
    rLines.forEach((t, k) => l.text(t, rx + 22, l.y - k * LH, SIZE));
    l.y -= h;
  }
  l.y -= 6;
}

function drawTable(l: Layout, block: Extract<Block, { type: 'table' }>) {
  const widths = block.widths.map((f) => f * l.contentW);
  const pad = 4;
  const size = 10.5;
  const lh = 13.5;
  // The German columns (article, word, plural) in bold, the meaning regular.
  const bold = (i: number, head: boolean) => head || (i >= 1 && i <= 3);
  const row = (cells: string[], head: boolean) => {
    const wrapped = cells.map((c, i) => l.wrap(c, (widths[i] ?? 40) - 2 * pad, size, bold(i, head)));
    const h = Math.max(...wrapped.map((w) => w.length)) * lh + 2 * pad + 6;
    return { wrapped, h };
  };
  const drawRow = (cells: string[], head: boolean) => {
    const { wrapped, h } = row(cells, head);
    let x = l.left;
    const top = l.y + size + pad;
    wrapped.forEach((lines, i) => {
      const w = widths[i] ?? 40;
      l.page.drawRectangle({ x, y: top - h, width: w, height: h, borderColor: GREY, borderWidth: 0.6, color: head ? FILL : undefined });
      lines.forEach((t, k) => l.text(t, x + pad, l.y - k * lh - 1, size, bold(i, head)));
      x += w;
    });
    l.y -= h;
  };
  const head = row(block.head, true);
  l.ensure(head.h + row(block.rows[0] ?? [], false).h);
  drawRow(block.head, true);
  for (const cells of block.rows) {
    const { h } = row(cells, false);
    if (l.y - h < BOTTOM) {
      l.newPage();
      drawRow(block.head, true);
    }
    drawRow(cells, false);
  }
  l.y -= 20;
}

function drawPictures(l: Layout, block: Extract<Block, { type: 'pictures' }>) {
  const perRow = 4;
  const gap = 14;
  const cellW = (l.contentW - gap * (perRow - 1)) / perRow;
  const pic = Math.min(72, cellW - 16);
  const cellH = pic + 46;
  for (let i = 0; i < block.items.length; i += perRow) {
    l.ensure(cellH);
    block.items.slice(i, i + perRow).forEach((item, k) => {
      const x = l.left + k * (cellW + gap);
      const top = l.y + 10;
      l.page.drawRectangle({ x, y: top - cellH + 6, width: cellW, height: cellH - 6, borderColor: LIGHT, borderWidth: 0.8 });
      const image = l.images.get(item.img);
      if (image) l.page.drawImage(image, { x: x + (cellW - pic) / 2, y: top - 8 - pic, width: pic, height: pic });
      const baseY = top - pic - 30;
      if (block.showAnswers) {
        const lines = l.wrap(item.answer, cellW - 10, 10.5, true);
        lines.slice(0, 2).forEach((t, j) => l.text(t, x + (cellW - l.width_(t, 10.5, true)) / 2, baseY + (lines.length > 1 ? 6 : 0) - j * 12, 10.5, true));
      } else l.writeLine(x + 8, x + cellW - 8, baseY);
    });
    l.y -= cellH + gap;
  }
}

function drawChoices(l: Layout, block: Extract<Block, { type: 'choices' }>) {
  const labelW = 24;
  const x = l.left + labelW;
  const w = l.contentW - labelW;
  for (const item of block.items) {
    if (block.showAnswers) {
      const letter = String.fromCharCode(97 + item.answer);
      const runs: Run[] = [{ text: `${letter}) ${item.options[item.answer] ?? ''}`, bold: true }, { text: '  –  ' }, { text: item.question }];
      const m = l.rich(runs, x, 0, w, SIZE, LH, false);
      l.ensure(m.lines * LH + 8);
      l.text(item.label, l.left, l.y, SIZE, false, DARK);
      l.rich(runs, x, l.y, w, SIZE, LH, true);
      l.y -= m.lines * LH + 8;
      continue;
    }
    const q = l.wrap(item.question, w, SIZE, true);
    const runs: Run[] = item.options.flatMap((o, i) => [
      { text: `${String.fromCharCode(97 + i)})\u00a0`, bold: true },
      { text: `${o.replace(/ /g, '\u00a0')}${i < item.options.length - 1 ? '      ' : ''}` },
    ]);
    const m = l.rich(runs, x + 8, 0, w - 8, SIZE, LH, false);
    l.ensure(q.length * LH + m.lines * LH + 14);
    l.text(item.label, l.left, l.y, SIZE, false, DARK);
    q.forEach((t, k) => l.text(t, x, l.y - k * LH, SIZE, true));
    l.y -= q.length * LH + 2;
    l.rich(runs, x + 8, l.y, w - 8, SIZE, LH, true);
    l.y -= m.lines * LH + 12;
  }
}

function drawBlocks(l: Layout, blocks: Block[]) {
  for (const block of blocks) {
    switch (block.type) {
      case 'text':
        l.ensure(40);
        l.text(block.text, l.left, l.y, 12, block.bold);
        l.y -= 20;
        break;
      case 'wordBank':
        drawWordBank(l, block.words);
        break;
      case 'letterGrid':
        drawLetterGrid(l, block.rows, block.marked);
        break;
      case 'crossword':
        drawCrossword(l, block);
        break;
      case 'lines':
        drawLines(l, block);
        break;
      case 'lists':
        drawLists(l, block);
        break;
      case 'match':
        drawMatch(l, block);
        break;
      case 'table':
        drawTable(l, block);
        break;
      case 'pictures':
        drawPictures(l, block);
        break;
      case 'choices':
        drawChoices(l, block);
        break;
    }
  }
}

/** The sheet as a PDF: the task pages, then (when the sheet has one) the key from a new page. */
export async function drawSheet(input: DrawInput): Promise<Uint8Array> {
  const { sheet } = input;
  const tx = SHEET_TEXT[sheet.lang];
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.registerFontkit(fontkit);
  const date = input.date ?? new Date('2025-01-01T00:00:00Z');
  doc.setTitle(sheet.title);
  doc.setAuthor(input.siteName);
  doc.setSubject(`${sheet.title}${sheet.level ? ` (${sheet.level})` : ''}`);
  doc.setKeywords(['Deutsch', sheet.topic, tx.kinds[sheet.kind]]);
  doc.setCreator(input.siteName);
  doc.setProducer('pdf-lib');
  doc.setLanguage(sheet.lang === 'ua' ? 'uk' : sheet.lang);
  doc.setCreationDate(date);
  doc.setModificationDate(date);
  // Fixed names (not pdf-lib's random suffix): the same sheet gives the same bytes.
  const fonts = {
    regular: await doc.embedFont(input.fonts.regular, { subset: true, customName: 'NotoSans-Regular' }),
    bold: await doc.embedFont(input.fonts.bold, { subset: true, customName: 'NotoSans-Bold' }),
  };
  const images = new Map<string, PDFImage>();
  for (const block of [...sheet.blocks, ...sheet.key]) {
    if (block.type !== 'pictures') continue;
    for (const item of block.items) {
      const png = input.pictures?.[item.img];
      if (png && !images.has(item.img)) images.set(item.img, await doc.embedPng(png));
    }
  }
  const l = new Layout(doc, fonts, PAPER_SIZE[input.paper], sheet, input.siteName, tx, images);

  l.newPage(sheet.title);
  // Name and date.
  l.text(`${tx.name}:`, l.left, l.y, SIZE);
  const nameEnd = l.left + l.contentW * 0.6;
  l.writeLine(l.left + l.width_(`${tx.name}:`, SIZE) + 6, nameEnd, l.y);
  const dateX = nameEnd + 18;
  l.text(`${tx.date}:`, dateX, l.y, SIZE);
  l.writeLine(dateX + l.width_(`${tx.date}:`, SIZE) + 6, l.left + l.contentW, l.y);
  l.y -= 28;
  for (const line of l.wrap(sheet.instructions, l.contentW, SIZE)) {
    l.text(line, l.left, l.y, SIZE);
    l.y -= LH;
  }
  l.y -= 14;
  drawBlocks(l, sheet.blocks);

  if (sheet.key.length > 0) {
    l.newPage(`${tx.key}: ${sheet.topic}`);
    l.text(`${tx.kinds[sheet.kind]}`, l.left, l.y, SIZE, false, DARK);
    l.y -= 26;
    drawBlocks(l, sheet.key);
  }

  // Footers, now that the number of pages is known.
  l.pages.forEach((page, i) => {
    const y = 34;
    page.drawLine({ start: { x: MARGIN, y: y + 14 }, end: { x: l.width - MARGIN, y: y + 14 }, thickness: 0.5, color: GREY });
    const no = tx.page(i + 1, l.pages.length);
    const noW = fonts.regular.widthOfTextAtSize(no, 9);
    page.drawText(no, { x: l.width - MARGIN - noW, y, size: 9, font: fonts.regular, color: DARK });
    const lines = l.wrap(`${input.siteName} – ${tx.footer}`, l.contentW - noW - 20, 9);
    page.drawText(lines[0] ?? '', { x: MARGIN, y, size: 9, font: fonts.regular, color: DARK });
  });
  return doc.save({ useObjectStreams: false });
}
