import type { SentencePuzzle } from '@/features/games/content/types';
import { sample, shuffle, type Random } from '@/lib/random';

/**
 * The rules of the sentences puzzle, without React: which orders of the parts are correct, a
 * shuffle that never shows a correct order, and how a sentence is written (capital first letter,
 * commas around a subordinate clause, the final punctuation).
 */

/** Sentences in a round. */
export const ROUND_LENGTH = 10;

/** A tile: the part's index in `parts` and its text. */
export interface Tile {
  id: number;
  text: string;
}

/** Every correct order: the parts' own order first, then `alsoCorrect`. */
export function correctOrders(sentence: SentencePuzzle): number[][] {
  return [sentence.parts.map((_, i) => i), ...sentence.alsoCorrect];
}

/** The texts of the parts in an order. */
export function textsOf(sentence: SentencePuzzle, order: readonly number[]): string[] {
  return order.map((i) => sentence.parts[i] ?? '');
}

const key = (texts: readonly string[]) => texts.join('\u0000');

/**
 * The correct order the learner's parts spell, or null. Parts are compared by their text, so two
 * tiles with the same words ("ich" … "ich") may stand either way round.
 */
export function matchOrder(sentence: SentencePuzzle, given: readonly string[]): number[] | null {
  if (given.length !== sentence.parts.length) return null;
  const wanted = key(given);
  return correctOrders(sentence).find((order) => key(textsOf(sentence, order)) === wanted) ?? null;
}

export type Verdict = { correct: false } | { correct: true; order: number[]; main: boolean };

/** Checks the learner's parts: right when they spell the main order or any `alsoCorrect` order. */
export function checkOrder(sentence: SentencePuzzle, given: readonly string[]): Verdict {
  const order = matchOrder(sentence, given);
  if (!order) return { correct: false };
  return { correct: true, order, main: order.every((i, pos) => i === pos) };
}

/** The text with its first letter in upper case ("ich" → "Ich", "am Abend" → "Am Abend"). */
export function capitalise(text: string): string {
  return text.charAt(0).toLocaleUpperCase('de-DE') + text.slice(1);
}

/** The parts as the answer line shows them: the first one capitalised. */
export function lineTexts(texts: readonly string[]): string[] {
  return texts.map((text, i) => (i === 0 ? capitalise(text) : text));
}

/**
 * The sentence written out in an order of its parts: capitalised, the clause set off by commas
 * (before it unless it starts the sentence, after it unless it ends it), the final punctuation.
 */
export function writeSentence(sentence: SentencePuzzle, order: readonly number[] = sentence.parts.map((_, i) => i)): string {
  const words = textsOf(sentence, order);
  const clause = sentence.clause;
  if (clause) {
    const start = order.indexOf(clause[0]);
    const end = order.indexOf(clause[1]);
    if (start > 0) words[start - 1] += ',';
    if (end >= 0 && end < words.length - 1) words[end] += ',';
  }
  return capitalise(words.join(' ')) + sentence.punctuation;
}

/** The sentence in every other correct order than `order` (for "Also correct: …"). */
export function otherSentences(sentence: SentencePuzzle, order: readonly number[]): string[] {
  const own = key(textsOf(sentence, order));
  return correctOrders(sentence)
    .filter((o) => key(textsOf(sentence, o)) !== own)
    .map((o) => writeSentence(sentence, o));
}

/** Every permutation of 0…n-1 in lexicographic order (n ≤ 7: at most 5040). */
export function permutations(n: number): number[][] {
  if (n <= 0) return [[]];
  const out: number[][] = [];
  const walk = (prefix: number[], rest: number[]) => {
    if (rest.length === 0) out.push(prefix);
    rest.forEach((x, i) => walk([...prefix, x], [...rest.slice(0, i), ...rest.slice(i + 1)]));
  };
  walk([], Array.from({ length: n }, (_, i) => i));
  return out;
}

/**
 * The tiles in random order, never spelling a correct order (the row would show the answer):
 * a few fresh shuffles, then the first wrong order there is.
 */
export function shuffledTiles(sentence: SentencePuzzle, random: Random = Math.random): Tile[] {
  const tiles = sentence.parts.map((text, id) => ({ id, text }));
  const wrong = (list: readonly Tile[]) => matchOrder(sentence, list.map((t) => t.text)) === null;
  for (let i = 0; i < 20; i++) {
    const out = shuffle(tiles, random);
    if (wrong(out)) return out;
  }
  const order = permutations(tiles.length).find((o) => wrong(o.map((i) => tiles[i] as Tile)));
  return order ? order.map((i) => tiles[i] as Tile) : shuffle(tiles, random);
}

/** The sentences of a round: ten different ones at random (all of them when fewer). */
export function roundOf(sentences: readonly SentencePuzzle[], random: Random = Math.random): SentencePuzzle[] {
  return sample(sentences, ROUND_LENGTH, random);
}

/**
 * What is wrong with a sentence's orders (empty when nothing): every order uses each index once,
 * no order is listed twice or spells the main order, the clause stays together in every order,
 * and at least one order of the parts is wrong (else there is nothing to puzzle).
 */
export function orderProblems(sentence: SentencePuzzle): string[] {
  const problems: string[] = [];
  const n = sentence.parts.length;
  const seen = new Set<string>([key(sentence.parts)]);
  for (const order of sentence.alsoCorrect) {
    const shown = JSON.stringify(order);
    if (order.length !== n || [...order].sort((a, b) => a - b).some((x, i) => x !== i)) {
      problems.push(`${shown} is not a permutation of 0…${n - 1}`);
      continue;
    }
    const texts = key(textsOf(sentence, order));
    if (seen.has(texts)) problems.push(`${shown} spells an order already listed (or the main order)`);
    seen.add(texts);
  }
  if (sentence.clause) {
    const [first, last] = sentence.clause;
    if (!(first < last && last < n)) problems.push(`clause ${JSON.stringify(sentence.clause)} is not a range of the parts`);
    else {
      for (const order of correctOrders(sentence)) {
        const at = order.indexOf(first);
        const inner = Array.from({ length: last - first + 1 }, (_, i) => first + i);
        if (inner.some((x, i) => order[at + i] !== x)) problems.push(`${JSON.stringify(order)} splits the clause`);
      }
    }
  }
  if (permutations(n).every((o) => matchOrder(sentence, textsOf(sentence, o)) !== null)) problems.push('no wrong order exists');
  return problems;
}
