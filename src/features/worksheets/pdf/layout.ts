import { rgb, type PDFDocument, type PDFFont, type PDFImage, type PDFPage } from 'pdf-lib';
import type { SheetText } from '../model/sheet-text-type';
import type { Sheet } from '../model/types';

/** The page geometry, greys and type sizes of a printed sheet, and the page cursor every block draws with. */

export const MARGIN = 50;
export const TOP = 44;
export const BOTTOM = 62;
export const BLACK = rgb(0, 0, 0);
export const DARK = rgb(0.25, 0.25, 0.25);
export const GREY = rgb(0.45, 0.45, 0.45);
export const LIGHT = rgb(0.85, 0.85, 0.85);
export const FILL = rgb(0.93, 0.93, 0.93);
/** Cap height of Noto Sans (714/1000 em): letters sit in the middle of their cell. */
export const CAP = 0.714;

export type Run = { text: string; bold?: boolean };

/** The pages made so far and the cursor on the current one; text measured, wrapped and drawn. */
export class Layout {
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

export const SIZE = 11;
export const LH = 15;

