import type { Block } from '../model/types';
import { BLACK, CAP, DARK, GREY, LIGHT, type Layout } from './layout';

/** Square grids: the word search's letters and the crossword's cells. */

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
export function drawLetterGrid(l: Layout, rows: string[][], marked?: string[]) {
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

export function drawCrossword(l: Layout, block: Extract<Block, { type: 'crossword' }>) {
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

