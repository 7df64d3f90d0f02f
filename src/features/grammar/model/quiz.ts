import { checkAnswer } from '@/lib/answer-check';
import type { Lang, LocalizedText, NonEnglishText } from '@/i18n/languages';
import type { A1Practice, A2Lesson, ChoiceQuestion } from '../content/types';
import { randomIndex, shuffle, type Random } from '@/lib/random';
import { STAR_MISTAKES } from '@/store/quiz-model';

/** One question of the mode-based grammar quiz (spec 000 §2, §4). */
export type QuizItem =
  | { kind: 'part'; de: string; en: string; tr: NonEnglishText; hide?: string[]; alternatives?: Record<string, string[]> }
  | { kind: 'choice'; question: string; answer: string; alternatives?: string[]; explanation?: LocalizedText; variants: string[] };

type PartMarks = { hide?: string[]; alternatives?: Record<string, string[]> };

/** The optional marks of a part element, only where the content gives them (the items stay plain otherwise). */
function marksOf(e: PartMarks): PartMarks {
  return { ...(e.hide ? { hide: e.hide } : {}), ...(e.alternatives ? { alternatives: e.alternatives } : {}) };
}

/** The items of an A1 practice or an A2 lesson, in one shape for the quiz page. */
export function itemsOf(practice: A1Practice | { kind: 'lesson'; lesson: A2Lesson }): QuizItem[] {
  switch (practice.kind) {
    case 'sentences':
      return practice.elements.map((e) => ({ kind: 'part', de: e.formDe, en: e.formEn, tr: e.tr, ...marksOf(e) }));
    case 'deEn':
      return practice.elements.map((e) => ({ kind: 'part', de: e.de, en: e.en, tr: e.tr, ...marksOf(e) }));
    case 'choice':
      return practice.questions.map((q: ChoiceQuestion) => ({ kind: 'choice', ...q, variants: practice.variants }));
    case 'lesson':
      return practice.lesson.elements.map((e) => ({ kind: 'part', de: e.formDe, en: e.formEn, tr: e.tr, ...marksOf(e) }));
  }
}

/** The hint of a practice sentence in the learner's language (English is the spec's own field). */
export function hintOf(item: { en: string; tr: NonEnglishText }, lang: Lang): string {
  return lang === 'en' ? item.en : item.tr[lang];
}

export const PART_SEPARATOR = ' - ';

export interface HiddenPart {
  parts: string[];
  hidden: number;
  /** The hidden part as the learner must type it: the words only, without punctuation around them. */
  answer: string;
  /** Other answers that are right too (the content's `alternatives` for this part), when it lists any. */
  alternatives?: string[];
  /** The sentence as asked: the hidden words replaced by `BLANK`, their punctuation kept outside it. */
  gapped: string;
  /** The full sentence (the parts joined with spaces). */
  full: string;
}

export const BLANK = '____';

/** Punctuation that belongs to the sentence, not to the word: it stays outside the blank. */
const LEADING_PUNCTUATION = /^[„“"«»‚(]+/u;
const TRAILING_PUNCTUATION = /[.,!?;:…“”"«»‘’)]+$/u;

/** A part's words as the learner types them: the part without the punctuation around it. */
export function partWords(part: string): string {
  const lead = LEADING_PUNCTUATION.exec(part)?.[0] ?? '';
  const trail = TRAILING_PUNCTUATION.exec(part.slice(lead.length))?.[0] ?? '';
  return part.slice(lead.length, part.length - trail.length).trim();
}

/** The indexes of the parts that may be hidden: those whose words `hide` names, or every part when it names none. */
export function hideableParts(parts: readonly string[], hide?: readonly string[]): number[] {
  const all = parts.map((_, i) => i);
  if (!hide || hide.length === 0) return all;
  const marked = all.filter((i) => hide.includes(partWords(parts[i] ?? '')));
  return marked.length > 0 ? marked : all;
}

/**
 * Hides one random part of a " - " separated German form (spec 000 §4) — one of the parts the
 * content marks as hideable (`hide`: the parts that are the topic), or any part where it marks
 * none. A part's punctuation ("parken." at the end, "müde," in the middle) stays in the sentence:
 * the blank stands for the words, and the answer is the words ("Darf ich hier ____." → "parken").
 */
export function hidePart(form: string, random: Random = Math.random, marks: PartMarks = {}): HiddenPart {
  const parts = form.split(PART_SEPARATOR).map((p) => p.trim());
  const choices = hideableParts(parts, marks.hide);
  const hidden = choices[randomIndex(choices.length, random)] ?? 0;
  const part = parts[hidden] ?? '';
  const words = partWords(part);
  const lead = words === '' ? '' : part.slice(0, part.indexOf(words));
  const trail = words === '' ? '' : part.slice(lead.length + words.length);
  // A part of punctuation only (none exists today) is asked as it is.
  const answer = words === '' ? part : words;
  const gapped = parts.map((p, i) => (i === hidden ? `${lead}${BLANK}${trail}` : p)).join(' ');
  const alternatives = marks.alternatives?.[answer];
  return { parts, hidden, answer, ...(alternatives ? { alternatives } : {}), gapped, full: parts.join(' ') };
}

/** Trimmed, case-insensitive, German-aware (ae/oe/ue/ss); punctuation typed after the words is forgiven; any listed alternative is right too. */
export function checkPart(input: string, answer: string, alternatives: readonly string[] = []): { correct: boolean; viaSubstitute: boolean } {
  const bare = (text: string) => text.trim().replace(TRAILING_PUNCTUATION, '');
  let substitute: { correct: boolean; viaSubstitute: boolean } | null = null;
  for (const expected of [answer, ...alternatives]) {
    const exact = checkAnswer(input, expected);
    const result = exact.correct ? exact : checkAnswer(bare(input), bare(expected));
    if (result.correct && !result.viaSubstitute) return result;
    if (result.correct) substitute ??= result;
  }
  return substitute ?? { correct: false, viaSubstitute: false };
}

/** A choice is right when it is the keyed answer or one of the alternatives the content lists. */
export function checkChoice(chosen: string, item: { answer: string; alternatives?: readonly string[] }): boolean {
  return chosen === item.answer || (item.alternatives ?? []).includes(chosen);
}

/** Which frog the result shows: no mistakes, fewer than 3, or more (spec 000 §4). */
export function frogFor(mistakes: number): 'perfect' | 'good' | 'again' {
  if (mistakes === 0) return 'perfect';
  return mistakes < STAR_MISTAKES ? 'good' : 'again';
}

/**
 * Which items a round asks, in order: no item twice while the list has enough items; a list
 * shorter than the round is gone through in full before anything repeats, and never the same
 * item twice in a row (when there is more than one).
 */
export function roundOrder(count: number, length: number, random: Random = Math.random): number[] {
  if (count <= 0 || length <= 0) return [];
  const indexes = Array.from({ length: count }, (_, i) => i);
  const order: number[] = [];
  while (order.length < length) {
    const pass = shuffle(indexes, random);
    if (count > 1 && pass[0] === order[order.length - 1]) [pass[0], pass[1]] = [pass[1] as number, pass[0] as number];
    order.push(...pass);
  }
  return order.slice(0, length);
}

/** One question of a planned round: the item and, for a sentence, the part that is hidden. */
export interface PlannedQuestion {
  index: number;
  item: QuizItem;
  hidden: HiddenPart | null;
}

/** The questions of one round, planned when it starts (see `roundOrder`). */
export function planRound(items: readonly QuizItem[], length: number, random: Random = Math.random): PlannedQuestion[] {
  return roundOrder(items.length, length, random).flatMap((index) => {
    const item = items[index];
    if (!item) return [];
    return [{ index, item, hidden: item.kind === 'part' ? hidePart(item.de, random, item) : null }];
  });
}
