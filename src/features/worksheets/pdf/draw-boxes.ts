import type { Block } from '../model/types';
import { BOTTOM, CAP, DARK, FILL, GREY, LH, LIGHT, SIZE, type Layout } from './layout';

/** Boxed blocks: the word bank, matching pairs, the articles table and the picture cards. */

export function drawWordBank(l: Layout, words: string[]) {
  const pad = 8;
  const runs = words.flatMap((w, i) => [{ text: w.replace(/ /g, '\u00a0'), bold: true }, ...(i < words.length - 1 ? [{ text: '   ·   ' }] : [])]);
  const { lines } = l.rich(runs, 0, 0, l.contentW - 2 * pad, SIZE, LH, false);
  const h = lines * LH + 2 * pad - 2;
  l.ensure(h + 10);
  l.page.drawRectangle({ x: l.left, y: l.y + 10 - h, width: l.contentW, height: h, borderColor: GREY, borderWidth: 0.8, color: FILL });
  l.rich(runs, l.left + pad, l.y + 10 - pad - SIZE * CAP, l.contentW - 2 * pad, SIZE, LH, true);
  l.y -= h + 12;
}

export function drawMatch(l: Layout, block: Extract<Block, { type: 'match' }>) {
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

export function drawTable(l: Layout, block: Extract<Block, { type: 'table' }>) {
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

export function drawPictures(l: Layout, block: Extract<Block, { type: 'pictures' }>) {
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

