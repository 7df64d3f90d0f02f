import type { Lang } from '@/i18n/languages';
import type { WordItem } from '../content/types';
import { shuffle } from '@/lib/random';
import { checkAnswer } from '@/lib/answer-check';

/** The quiz types of a topic page (DECISIONS.md "Word quiz"). */
export const QUIZ_TYPES = ['pictures', 'german', 'typing'] as const;
export type WordQuizType = (typeof QUIZ_TYPES)[number];

export const QUESTIONS_PER_ROUND = 10;
export const OPTIONS_PER_QUESTION = 4;

export interface WordQuestion {
  word: WordItem;
  /** What the learner sees: the German word ('pictures') or the translation ('german', 'typing'). */
  prompt: string;
  /** Choices for the multiple-choice types; empty for typing. */
  options: string[];
  answer: string;
}

/** The German as learners should learn it: nouns with their article. */
export function germanOf(word: WordItem): string {
  return word.kind === 'noun' ? `${word.article} ${word.de}` : word.de;
}

/** Every German answer a typed word-quiz answer may give: the word as taught, then the content's alternatives. */
export function acceptedGerman(word: WordItem): string[] {
  return [germanOf(word), ...('alternatives' in word ? (word.alternatives ?? []) : [])];
}

/** A typed answer against every accepted German answer (lib/answer-check); an exact match beats a substitute spelling. */
export function checkTypedWord(given: string, word: WordItem): { correct: boolean; viaSubstitute: boolean } {
  const results = acceptedGerman(word).map((a) => checkAnswer(given, a));
  return results.find((r) => r.correct && !r.viaSubstitute) ?? results.find((r) => r.correct) ?? { correct: false, viaSubstitute: false };
}

export function translationOf(word: WordItem, lang: Lang): string {
  return word.tr[lang];
}

/** Ten words for a round: each word once while the set lasts, then again from the start. */
export function pickRoundWords(words: readonly WordItem[], random: () => number): WordItem[] {
  const picked: WordItem[] = [];
  while (picked.length < QUESTIONS_PER_ROUND && words.length > 0) {
    picked.push(...shuffle(words, random).slice(0, QUESTIONS_PER_ROUND - picked.length));
  }
  return picked;
}

export function buildQuestion(word: WordItem, all: readonly WordItem[], type: WordQuizType, lang: Lang, random: () => number): WordQuestion {
  const shown = type === 'pictures' ? (w: WordItem) => translationOf(w, lang) : germanOf;
  const answer = type === 'pictures' ? translationOf(word, lang) : germanOf(word);
  const prompt = type === 'pictures' ? germanOf(word) : translationOf(word, lang);
  if (type === 'typing') return { word, prompt, options: [], answer };
  const distractors = shuffle(
    [...new Set(all.filter((w) => w !== word).map(shown))].filter((text) => text !== answer),
    random,
  ).slice(0, OPTIONS_PER_QUESTION - 1);
  return { word, prompt, answer, options: shuffle([answer, ...distractors], random) };
}

export function buildRound(words: readonly WordItem[], type: WordQuizType, lang: Lang, random: () => number = Math.random): WordQuestion[] {
  return pickRoundWords(words, random).map((word) => buildQuestion(word, words, type, lang, random));
}
