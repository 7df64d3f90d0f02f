import type { Lang } from '@/i18n/languages';
import { randomIndex, sample, shuffle, type Random } from '@/lib/random';
import { asGap, type Made } from './build-parts';
import { MAX_ITEMS } from './kinds';
import type { SheetText } from './sheet-text-type';
import type { Block, SheetChoice, SheetContent, SheetLine, SheetSentence } from './types';

/** The sheets of a grammar topic: fill in the gaps, multiple choice, word order. */

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

export function gapFill(content: Extract<SheetContent, { area: 'grammar' }>, random: Random, lang: Lang, tx: SheetText): Made {
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

export function multipleChoice(content: Extract<SheetContent, { area: 'grammar' }>, random: Random, lang: Lang, tx: SheetText): Made {
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

export function sentenceOrder(content: Extract<SheetContent, { area: 'grammar' }>, random: Random, tx: SheetText): Made {
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

