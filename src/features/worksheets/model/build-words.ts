import type { Lang } from '@/i18n/languages';
import { sample, shuffle, type Random } from '@/lib/random';
import { distinct, germanOf, matching, type Made } from './build-parts';
import { buildCrossword, buildWordSearch, gridForm, type WordSearch } from './grids';
import { MAX_ITEMS, gridWords, nouns, pictured } from './kinds';
import type { SheetText } from './sheet-text-type';
import type { Block, SheetLine, SheetWord } from './types';

/** The sheets of a word topic: word search, matching, articles and plurals, pictures, crossword. */

export function wordSearch(words: readonly SheetWord[], random: Random, tx: SheetText): Made {
  let chosen = sample(gridWords(words), MAX_ITEMS, random);
  // A word inside another ("EI" in "EIS") would be found twice: drop the shorter one.
  chosen = chosen.filter((w, i) => !chosen.some((o, j) => i !== j && gridForm(o.de).includes(gridForm(w.de)) && gridForm(o.de) !== gridForm(w.de)));
  const tryBuild = (): WordSearch | null => {
    const forms = chosen.map((w) => gridForm(w.de));
    const longest = Math.max(...forms.map((f) => f.length));
    return buildWordSearch(forms, Math.min(14, Math.max(10, longest + 2)), random) ?? buildWordSearch(forms, 14, random);
  };
  let puzzle = tryBuild();
  while (!puzzle && chosen.length > 1) {
    chosen = chosen.slice(0, -1);
    puzzle = tryBuild();
  }
  if (!puzzle) throw new Error('word search: no word fits');
  const withPlural = chosen.some((w) => w.kind === 'noun' && w.plural);
  const lines = (showAnswers: boolean): Block => ({
    type: 'lines',
    showAnswers,
    columns: 2,
    lines: chosen.map((w, i) => ({
      label: `${i + 1}.`,
      text: germanOf(w),
      bold: true,
      ...(w.kind === 'noun' && w.plural ? { answer: `die ${w.plural}`, blank: true } : {}),
    })),
  });
  const marked = puzzle.placements.flatMap((p) => p.cells.map(([r, c]) => `${r},${c}`));
  return {
    instructions: withPlural ? `${tx.wordSearch} ${tx.wordSearchPlural}` : tx.wordSearch,
    blocks: [{ type: 'letterGrid', rows: puzzle.grid }, { type: 'text', text: tx.words, bold: true }, lines(false)],
    key: [{ type: 'letterGrid', rows: puzzle.grid, marked }, { type: 'text', text: tx.words, bold: true }, lines(true)],
    words: chosen.map((w) => w.de),
    answers: chosen.flatMap((w) => (w.kind === 'noun' && w.plural ? [w.plural] : [])),
  };
}

export function wordMatching(words: readonly SheetWord[], random: Random, lang: Lang, tx: SheetText): Made {
  const chosen = distinct(
    distinct(sample(words, words.length, random), (w) => w.tr[lang]),
    germanOf,
  ).slice(0, MAX_ITEMS);
  const made = matching(
    chosen.map(germanOf),
    chosen.map((w) => w.tr[lang]),
    random,
  );
  return { ...made, instructions: tx.matching, words: chosen.map(germanOf), answers: chosen.map((w) => w.tr[lang]) };
}

export function articles(words: readonly SheetWord[], random: Random, lang: Lang, tx: SheetText): Made {
  const chosen = distinct(sample(nouns(words), MAX_ITEMS + 3, random), (w) => w.de);
  const head = ['', tx.head.article, tx.head.word, tx.head.plural, tx.head.meaning];
  const widths = [0.06, 0.14, 0.26, 0.28, 0.26];
  const row = (w: SheetWord, i: number, key: boolean) => [
    `${i + 1}.`,
    key ? (w.article ?? '') : '',
    w.de,
    w.plural ? (key ? `die ${w.plural}` : '') : '–',
    w.tr[lang],
  ];
  return {
    instructions: tx.articles,
    blocks: [{ type: 'table', head, widths, rows: chosen.map((w, i) => row(w, i, false)) }],
    key: [{ type: 'table', head, widths, rows: chosen.map((w, i) => row(w, i, true)) }],
    words: chosen.map((w) => w.de),
    answers: chosen.flatMap((w) => [w.article ?? '', ...(w.plural ? [w.plural] : [])]),
  };
}

export function pictures(words: readonly SheetWord[], random: Random, tx: SheetText): Made {
  const chosen = distinct(
    distinct(sample(pictured(words), words.length, random), (w) => w.img ?? ''),
    germanOf,
  ).slice(0, MAX_ITEMS);
  const items = chosen.map((w) => ({ img: w.img ?? '', answer: germanOf(w) }));
  return {
    instructions: tx.pictures,
    blocks: [
      { type: 'wordBank', words: shuffle(items.map((i) => i.answer), random) },
      { type: 'pictures', items, showAnswers: false },
    ],
    key: [{ type: 'pictures', items, showAnswers: true }],
    words: chosen.map(germanOf),
    answers: chosen.map(germanOf),
  };
}

export function crossword(words: readonly SheetWord[], random: Random, lang: Lang, tx: SheetText): Made {
  const pool = distinct(sample(gridWords(words), words.length, random), (w) => w.tr[lang]).slice(0, MAX_ITEMS);
  const final = buildCrossword(
    pool.map((w) => gridForm(w.de)),
    random,
  );
  if (!final) throw new Error('crossword: no word fits');
  const numbers: Record<string, number> = {};
  for (const e of final.entries) numbers[`${e.row},${e.col}`] = e.number;
  const wordOf = (form: string) => pool.find((w) => gridForm(w.de) === form);
  const clue = (dir: 'H' | 'V'): SheetLine[] =>
    final.entries
      .filter((e) => e.dir === dir)
      .map((e) => {
        const w = wordOf(e.word);
        return { label: `${e.number}.`, text: w ? w.tr[lang] : '', answer: e.word };
      });
  const clues = (showAnswers: boolean): Block => ({
    type: 'lists',
    showAnswers,
    lists: [
      { heading: tx.across, lines: clue('H') },
      { heading: tx.down, lines: clue('V') },
    ],
  });
  return {
    instructions: tx.crossword,
    blocks: [{ type: 'crossword', rows: final.grid, numbers, showLetters: false }, clues(false)],
    key: [{ type: 'crossword', rows: final.grid, numbers, showLetters: true }],
    words: final.entries.map((e) => e.word),
    answers: final.entries.map((e) => e.word),
  };
}

