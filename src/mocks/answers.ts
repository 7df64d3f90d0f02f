import { db, type User } from './db';

/** Answers the stand-in computes from its data: a learner's results rows, a crossword's grid picture. */

export function userResults(user: User, categories: unknown) {
  const wanted = Array.isArray(categories) && categories.length > 0 ? new Set(categories.map(String)) : null;
  return [...user.results]
    .map(([key, progress]) => {
      const [section_type = '', quiz_type = ''] = key.split('\u0000');
      return { section_type, quiz_type, progress };
    })
    .filter((row) => !wanted || wanted.has(row.section_type));
}

export function crosswordGridSvg(id: number): string | undefined {
  const cw = db.crosswords.find((c) => c.id === id);
  if (!cw) return undefined;
  const size = 24;
  const filled = new Set<string>();
  for (const e of cw.entries) {
    for (let i = 0; i < e.answer.length; i++) {
      filled.add(e.direction === 'across' ? `${e.row},${e.col + i}` : `${e.row + i},${e.col}`);
    }
  }
  const cells: string[] = [];
  for (let r = 0; r < cw.height; r++) {
    for (let c = 0; c < cw.width; c++) {
      const open = filled.has(`${r},${c}`);
      cells.push(`<rect x="${c * size}" y="${r * size}" width="${size}" height="${size}" fill="${open ? '#fff' : '#1f2937'}" stroke="#94a3b8"/>`);
    }
  }
  const numbers = cw.entries.map((e) => `<text x="${e.col * size + 2}" y="${e.row * size + 8}" font-size="7" font-family="sans-serif">${e.number}</text>`);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${cw.width * size} ${cw.height * size}">${cells.join('')}${numbers.join('')}</svg>`;
}
