import type { Lang } from '@/i18n/languages';
import { randomIndex, sample, shuffle, type Random } from '@/lib/random';
import { distinct, GAP, matching, type Made } from './build-parts';
import { MAX_ITEMS, gapWordIndexes } from './kinds';
import type { SheetText } from './sheet-text-type';
import type { Block, SheetContent } from './types';

/** The sheets of a phrase set (situations and phrases, complete the phrases) and of a quiz. */

export function phraseMatching(content: Extract<SheetContent, { area: 'phrases' }>, random: Random, lang: Lang, tx: SheetText): Made {
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

export function phraseGaps(content: Extract<SheetContent, { area: 'phrases' }>, random: Random, lang: Lang, tx: SheetText): Made {
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

export function quiz(content: Extract<SheetContent, { area: 'quiz' }>, random: Random, lang: Lang, tx: SheetText): Made {
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

