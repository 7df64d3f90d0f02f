import { shuffle, sample, type Random } from '@/lib/random';

/** A team-quiz question: a word (picture + translation) and four different German answers. */
export interface QuizWord {
  /** German as shown, nouns with article: "der Hund". */
  german: string;
  img?: string;
  translation: string;
}

export interface QuizQuestion {
  word: QuizWord;
  /** Four German answers (fewer only if the set has fewer different words), the right one among them. */
  options: string[];
}

export const QUIZ_LENGTH = 10;
export const OPTIONS = 4;

/** One entry per German form and per translation, so no two answers could both be right. */
export function distinctWords(words: readonly QuizWord[]): QuizWord[] {
  const germans = new Set<string>();
  const translations = new Set<string>();
  return words.filter((w) => {
    const tr = w.translation.trim().toLowerCase();
    if (germans.has(w.german) || translations.has(tr) || tr === '') return false;
    germans.add(w.german);
    translations.add(tr);
    return true;
  });
}

/** Up to `length` questions from different words; the options are other words of the same set. */
export function buildQuiz(words: readonly QuizWord[], random: Random = Math.random, length = QUIZ_LENGTH): QuizQuestion[] {
  const pool = distinctWords(words);
  if (pool.length < 2) return [];
  return sample(pool, length, random).map((word) => {
    const others = sample(
      pool.filter((w) => w.german !== word.german),
      OPTIONS - 1,
      random,
    ).map((w) => w.german);
    return { word, options: shuffle([word.german, ...others], random) };
  });
}

/** A quiz needs at least this many different words (4 options per question). */
export function canBuildQuiz(words: readonly QuizWord[]): boolean {
  return distinctWords(words).length >= OPTIONS;
}
