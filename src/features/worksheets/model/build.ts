import type { Lang } from '@/i18n/languages';
import { randomIndex, sample, seeded, shuffle, type Random } from '@/lib/random';
import { buildCrossword, buildWordSearch, gridForm, type WordSearch } from './grids';
import { MAX_ITEMS, gapWordIndexes, gridWords, kindsFor, nouns, pictured } from './kinds';
import { SHEET_TEXT, type SheetText } from './sheet-text';
import type { Block, Sheet, SheetChoice, SheetContent, SheetKind, SheetLine, SheetSentence, SheetWord } from './types';

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
const letter = (i: number) => LETTERS[i] ?? String(i + 1);

/** A word as the learner learns it: nouns with their article. */
export function germanOf(w: SheetWord): string {
  return w.kind === 'noun' && w.article ? `${w.article} ${w.de}` : w.de;
}

/** Gaps in the practice sentences are four underscores; on paper a longer line. */
const GAP = '________';
const asGap = (text: string) => text.replace(/_{3,}/g, GAP);

interface Made {
  blocks: Block[];
  key: Block[];
  instructions: string;
  words: string[];
  answers: string[];
}

function wordSearch(words: readonly SheetWord[], random: Random, tx: SheetText): Made {
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

/** Left items numbered, right items lettered in a shuffled order; the key lists "1 – c". */
function matching(left: string[], right: string[], random: Random): { blocks: Block[]; key: Block[] } {
  const order = shuffle(
    right.map((_, i) => i),
    random,
  );
  const shuffled = order.map((i) => right[i] ?? '');
  const letters = left.map((_, i) => letter(order.indexOf(i)));
  return {
    blocks: [{ type: 'match', left, right: shuffled }],
    key: [{ type: 'match', left, right: shuffled, letters }],
  };
}

/** Items whose `by` text is unique among the chosen ones. */
function distinct<T>(items: readonly T[], by: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const k = by(item).toLocaleLowerCase('de-DE');
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

function wordMatching(words: readonly SheetWord[], random: Random, lang: Lang, tx: SheetText): Made {
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

function articles(words: readonly SheetWord[], random: Random, lang: Lang, tx: SheetText): Made {
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

function pictures(words: readonly SheetWord[], random: Random, tx: SheetText): Made {
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

function crossword(words: readonly SheetWord[], random: Random, lang: Lang, tx: SheetText): Made {
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

/** One gap per chosen sentence (the practice's own gaps), or the choice questions with their answers. */
interface Gapped {
  text: string;
  answer: string;
  hint?: string;
  /** Other answers the practice accepts, never offered as wrong choices. */
  also: string[];
  options?: string[];
  full: string;
}

function gappedItems(sentences: readonly SheetSentence[], choices: readonly SheetChoice[], random: Random, lang: Lang): Gapped[] {
  if (sentences.length > 0) {
    return sample(
      sentences.filter((s) => s.gaps.length > 0),
      MAX_ITEMS,
      random,
    ).map((s) => {
      const gap = s.gaps[randomIndex(s.gaps.length, random)] ?? { gapped: s.full, answer: '' };
      return { text: asGap(gap.gapped), answer: gap.answer, hint: s.hint[lang], also: gap.alternatives ?? [], full: s.full };
    });
  }
  return sample(choices, MAX_ITEMS, random).map((q) => ({
    text: asGap(q.question),
    answer: q.answer,
    also: q.alternatives ?? [],
    options: q.variants,
    full: q.question.replace(/_{3,}/, q.answer),
  }));
}

function gapFill(content: Extract<SheetContent, { area: 'grammar' }>, random: Random, lang: Lang, tx: SheetText): Made {
  const items = gappedItems(content.sentences, content.choices, random, lang);
  const box = content.sentences.length === 0;
  const lines = (showAnswers: boolean): Block => ({
    type: 'lines',
    showAnswers,
    lines: items.map((it, i) => ({ label: `${i + 1}.`, text: it.text, answer: it.answer, ...(it.hint ? { note: `(${it.hint})` } : {}) })),
  });
  const bank = box ? [...new Set(content.choices.flatMap((c) => c.variants))] : [];
  return {
    instructions: box ? tx.gapFillBox : tx.gapFill,
    blocks: [...(box ? [{ type: 'wordBank', words: bank } as Block] : []), lines(false)],
    key: [lines(true)],
    words: items.map((it) => it.full),
    answers: items.map((it) => it.answer),
  };
}

/** Distinct answers of the practice, for wrong options: never the answer or one it accepts. */
function distractors(answer: string, also: readonly string[], pool: readonly string[], n: number, random: Random): string[] {
  const taken = new Set([answer, ...also].map((a) => a.toLocaleLowerCase('de-DE')));
  const free = [...new Set(pool)].filter((p) => !taken.has(p.toLocaleLowerCase('de-DE')));
  return sample(free, n, random);
}

function multipleChoice(content: Extract<SheetContent, { area: 'grammar' }>, random: Random, lang: Lang, tx: SheetText): Made {
  const items = gappedItems(content.sentences, content.choices, random, lang);
  const pool = content.sentences.flatMap((s) => s.gaps.map((g) => g.answer));
  const questions = items.map((it, i) => {
    const wrong = it.options ? distractors(it.answer, it.also, it.options, 3, random) : distractors(it.answer, it.also, pool, 3, random);
    const options = shuffle([it.answer, ...wrong], random);
    return { label: `${i + 1}.`, question: it.text, options, answer: options.indexOf(it.answer) };
  });
  return {
    instructions: tx.multipleChoice,
    blocks: [{ type: 'choices', items: questions, showAnswers: false }],
    key: [{ type: 'choices', items: questions, showAnswers: true }],
    words: items.map((it) => it.full),
    answers: items.map((it) => it.answer),
  };
}

const END_MARK = /([.!?…]+)$/u;

function sentenceOrder(content: Extract<SheetContent, { area: 'grammar' }>, random: Random, tx: SheetText): Made {
  const sentences = content.sentences.length > 0 ? content.sentences.map((s) => s.full) : content.choices.map((c) => c.question.replace(/_{3,}/, c.answer));
  const chosen = sample(
    sentences.filter((s) => s.split(' ').length >= 3),
    MAX_ITEMS,
    random,
  );
  const lines: SheetLine[] = chosen.map((full, i) => {
    const mark = END_MARK.exec(full)?.[1] ?? '';
    const tokens = full.slice(0, full.length - mark.length).split(' ');
    let mixed = shuffle(tokens, random);
    for (let t = 0; t < 5 && mixed.join(' ') === tokens.join(' '); t++) mixed = shuffle(tokens, random);
    return { label: `${i + 1}.`, text: `${mixed.join('  /  ')}${mark ? `   ( ${mark} )` : ''}`, answer: full, blank: true };
  });
  return {
    instructions: tx.sentenceOrder,
    blocks: [{ type: 'lines', lines, showAnswers: false }],
    key: [{ type: 'lines', lines, showAnswers: true }],
    words: chosen.flatMap((s) => s.replace(END_MARK, '').split(' ')),
    answers: chosen,
  };
}

function phraseMatching(content: Extract<SheetContent, { area: 'phrases' }>, random: Random, lang: Lang, tx: SheetText): Made {
  const chosen = distinct(
    distinct(sample(content.phrases, content.phrases.length, random), (p) => p.tr[lang]),
    (p) => p.de,
  ).slice(0, MAX_ITEMS);
  const made = matching(
    chosen.map((p) => p.tr[lang]),
    chosen.map((p) => p.de),
    random,
  );
  return { ...made, instructions: tx.phraseMatching, words: chosen.map((p) => p.de), answers: chosen.map((p) => p.de) };
}

function phraseGaps(content: Extract<SheetContent, { area: 'phrases' }>, random: Random, lang: Lang, tx: SheetText): Made {
  const chosen = sample(
    content.phrases.filter((p) => gapWordIndexes(p.de).length > 0),
    MAX_ITEMS,
    random,
  );
  const items = chosen.map((p) => {
    const words = p.de.split(' ');
    const indexes = gapWordIndexes(p.de);
    // The longest word is the one worth asking (ties: chance).
    const longest = Math.max(...indexes.map((i) => (words[i] ?? '').length));
    const candidates = indexes.filter((i) => (words[i] ?? '').length === longest);
    const at = candidates[randomIndex(candidates.length, random)] ?? 0;
    const word = words[at] ?? '';
    const bare = word.replace(/^[„“"«»‚(¿¡]+|[.,!?;:…“”"«»‘’)]+$/gu, '');
    words[at] = word.replace(bare, GAP);
    return { text: words.join(' '), answer: bare, hint: p.tr[lang], full: p.de };
  });
  const lines = (showAnswers: boolean): Block => ({
    type: 'lines',
    showAnswers,
    lines: items.map((it, i) => ({ label: `${i + 1}.`, text: it.text, answer: it.answer, note: `(${it.hint})` })),
  });
  return {
    instructions: tx.phraseGaps,
    blocks: [{ type: 'wordBank', words: shuffle(items.map((it) => it.answer), random) }, lines(false)],
    key: [lines(true)],
    words: items.map((it) => it.full),
    answers: items.map((it) => it.answer),
  };
}

function quiz(content: Extract<SheetContent, { area: 'quiz' }>, random: Random, lang: Lang, tx: SheetText): Made {
  const chosen = sample(content.questions, MAX_ITEMS, random);
  // The options in a new order (the content often keys the first one).
  const items = chosen.map((q, i) => {
    const order = shuffle(
      q.options.map((_, k) => k),
      random,
    );
    return { label: `${i + 1}.`, question: q.q[lang], options: order.map((k) => q.options[k]?.[lang] ?? ''), answer: order.indexOf(q.answer) };
  });
  return {
    instructions: tx.quiz,
    blocks: [{ type: 'choices', items, showAnswers: false }],
    key: [{ type: 'choices', items, showAnswers: true }],
    words: items.map((it) => it.question),
    answers: items.map((it) => it.options[it.answer] ?? ''),
  };
}

export interface SheetMeta {
  /** The topic's name in the instruction language. */
  topic: string;
  level: string;
}

/**
 * Builds one sheet (and its key) from a topic's content: the same content, kind, seed and
 * language give the same sheet.
 */
export function buildSheet(content: SheetContent, meta: SheetMeta, options: { kind: SheetKind; seed: number; lang: Lang; withKey: boolean }): Sheet {
  const { kind, lang } = options;
  if (!kindsFor(content).includes(kind)) throw new Error(`A ${content.area} topic cannot make a ${kind} sheet`);
  const random = seeded(options.seed);
  const tx = SHEET_TEXT[lang];
  const made = ((): Made => {
    switch (content.area) {
      case 'words':
        if (kind === 'wordSearch') return wordSearch(content.words, random, tx);
        if (kind === 'matching') return wordMatching(content.words, random, lang, tx);
        if (kind === 'articles') return articles(content.words, random, lang, tx);
        if (kind === 'pictures') return pictures(content.words, random, tx);
        return crossword(content.words, random, lang, tx);
      case 'grammar':
        if (kind === 'gapFill') return gapFill(content, random, lang, tx);
        if (kind === 'multipleChoice') return multipleChoice(content, random, lang, tx);
        return sentenceOrder(content, random, tx);
      case 'phrases':
        return kind === 'phraseMatching' ? phraseMatching(content, random, lang, tx) : phraseGaps(content, random, lang, tx);
      case 'quiz':
        return quiz(content, random, lang, tx);
    }
  })();
  return {
    kind,
    lang,
    title: `${tx.kinds[kind]}: ${meta.topic}`,
    topic: meta.topic,
    level: meta.level,
    instructions: made.instructions,
    blocks: made.blocks,
    key: options.withKey ? made.key : [],
    words: made.words,
    answers: made.answers,
  };
}
