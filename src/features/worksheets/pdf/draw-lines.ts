import type { Block, SheetLine } from '../model/types';
import { BOTTOM, DARK, LH, SIZE, TOP, type Layout, type Run } from './layout';

/** Blocks of numbered lines: gap sentences, two columns of words, clue lists, choice questions. */

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

export function drawLines(l: Layout, block: Extract<Block, { type: 'lines' }>) {
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
export function drawLists(l: Layout, block: Extract<Block, { type: 'lists' }>) {
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

export function drawChoices(l: Layout, block: Extract<Block, { type: 'choices' }>) {
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

