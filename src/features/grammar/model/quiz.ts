import { checkAnswer } from '@/lib/answer-check';
import type { Lang, LocalizedText, NonEnglishText } from '@/i18n/languages';
import type { A1Practice, A2Lesson, ChoiceQuestion } from '../content/types';
import { randomIndex } from '@/lib/random';

/** One question of the mode-based grammar quiz (spec 000 §2, §4). */
export type QuizItem =
  | { kind: 'part'; de: string; en: string; tr: NonEnglishText }
  | { kind: 'choice'; question: string; answer: string; explanation?: LocalizedText; variants: string[] };

/** The items of an A1 practice or an A2 lesson, in one shape for the quiz page. */
export function itemsOf(practice: A1Practice | { kind: 'lesson'; lesson: A2Lesson }): QuizItem[] {
  switch (practice.kind) {
    case 'sentences':
      return practice.elements.map((e) => ({ kind: 'part', de: e.formDe, en: e.formEn, tr: e.tr }));
    case 'deEn':
      return practice.elements.map((e) => ({ kind: 'part', de: e.de, en: e.en, tr: e.tr }));
    case 'choice':
      return practice.questions.map((q: ChoiceQuestion) => ({ kind: 'choice', ...q, variants: practice.variants }));
    case 'lesson':
      return practice.lesson.elements.map((e) => ({ kind: 'part', de: e.formDe, en: e.formEn, tr: e.tr }));
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
  /** The hidden part, as the learner must type it. */
  answer: string;
  /** The full sentence (the parts joined with spaces). */
  full: string;
}

/** Hides one random part of a " - " separated German form (spec 000 §4). */
export function hidePart(form: string, random: () => number): HiddenPart {
  const parts = form.split(PART_SEPARATOR).map((p) => p.trim());
  const hidden = randomIndex(parts.length, random);
  return { parts, hidden, answer: parts[hidden] ?? '', full: parts.join(' ') };
}

/** Trimmed, case-insensitive, German-aware (ae/oe/ue/ss); trailing punctuation is not required. */
export function checkPart(input: string, answer: string): { correct: boolean; viaSubstitute: boolean } {
  const exact = checkAnswer(input, answer);
  if (exact.correct) return exact;
  const bare = answer.replace(/[.,!?;:]+$/u, '');
  return bare !== answer ? checkAnswer(input.replace(/[.,!?;:]+$/u, ''), bare) : exact;
}

/** Which frog the result shows: no mistakes, fewer than 3, or more (spec 000 §4). */
export function frogFor(mistakes: number): 'perfect' | 'good' | 'again' {
  if (mistakes === 0) return 'perfect';
  return mistakes < 3 ? 'good' : 'again';
}

/** A random item; the same one twice in a row only when there is no other. */
export function pickItem(count: number, previous: number | null, random: () => number): number {
  if (count <= 1) return 0;
  let index = randomIndex(count, random);
  if (index === previous) index = (index + 1) % count;
  return index;
}
