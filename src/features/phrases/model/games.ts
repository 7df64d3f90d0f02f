import { canBuildPhrase, canFillPhrase, normaliseFill } from '@/lib/phrase-answers';
import { shuffle, type Random } from '@/lib/random';
import { QUIZ_LENGTH } from '@/store/quiz-model';

/**
 * The phrase games of a set page (issue 11): each is a quiz type with its own three stars under
 * the set's topic (`quiz_results["phrases-<id>_results"]["<game>"]`).
 */
export const PHRASE_GAMES = ['listen', 'choose', 'fill', 'build', 'say'] as const;
export type PhraseGame = (typeof PHRASE_GAMES)[number];

export function isPhraseGame(value: string): value is PhraseGame {
  return (PHRASE_GAMES as readonly string[]).includes(value);
}

/** Phrases a round (spec 000 §9 "Quiz length 10 questions"). */
export const PHRASES_PER_ROUND = QUIZ_LENGTH;
/** Options of the two choice games: the right one and three others. */
export const OPTIONS_PER_QUESTION = 4;

/**
 * The phrases of one round: 10 without repetition while the set has that many; a smaller set is
 * gone through again from the start (shuffled anew) until the round is full.
 */
export function pickRoundPhrases<T>(phrases: readonly T[], random: Random = Math.random, length = PHRASES_PER_ROUND): T[] {
  const picked: T[] = [];
  while (picked.length < length && phrases.length > 0) picked.push(...shuffle(phrases, random).slice(0, length - picked.length));
  return picked;
}

/**
 * The phrases a game can ask (issue 25): building takes phrases of two words or more (a one-tile
 * "Servus!" is no exercise), a blank needs a phrase of two words or more (never "___!"). A set
 * without any such phrase keeps all of them rather than none.
 */
export function roundMaterial<T extends { de: string }>(game: PhraseGame, phrases: readonly T[]): readonly T[] {
  const fits = game === 'build' ? canBuildPhrase : game === 'fill' ? canFillPhrase : null;
  if (!fits) return phrases;
  const fitting = phrases.filter((phrase) => fits(phrase.de));
  return fitting.length > 0 ? fitting : phrases;
}

/**
 * The options of a choice question: the right answer and up to three others from the set, in
 * random order — never two that read the same (case and punctuation aside), never another
 * text that reads as the answer.
 */
export function choiceOptions(answer: string, others: readonly string[], random: Random = Math.random, count = OPTIONS_PER_QUESTION): string[] {
  const seen = new Set([normaliseFill(answer)]);
  const distractors: string[] = [];
  for (const text of shuffle(others, random)) {
    const key = normaliseFill(text);
    if (text.trim() === '' || seen.has(key)) continue;
    seen.add(key);
    distractors.push(text);
    if (distractors.length === count - 1) break;
  }
  return shuffle([answer, ...distractors], random);
}

/**
 * Two phrases that answer each other's prompt (issue 27): one lists the other among its
 * `alternatives`. The choice games never offer one as a wrong option for the other.
 */
export function interchangeable(a: { de: string; alternatives?: readonly string[] }, b: { de: string; alternatives?: readonly string[] }): boolean {
  return (a.alternatives ?? []).includes(b.de) || (b.alternatives ?? []).includes(a.de);
}
