import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, type PDFImage } from 'pdf-lib';
import { SHEET_TEXT } from '../model/sheet-text';
import type { Block, Paper, Sheet } from '../model/types';
import { drawMatch, drawPictures, drawTable, drawWordBank } from './draw-boxes';
import { drawCrossword, drawLetterGrid } from './draw-grids';
import { drawChoices, drawLines, drawLists } from './draw-lines';
import { DARK, GREY, Layout, LH, MARGIN, SIZE } from './layout';

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
