import { pick, shuffle, type Random } from '@/lib/random';

/**
 * The text of the vanishing-words game, cut into tokens: the words that can vanish and
 * everything between them (spaces, punctuation, numbers, quotation marks), kept as it is so the
 * text reads the same when it is put back together.
 */
export type Token = { kind: 'word'; text: string } | { kind: 'other'; text: string };

/** A word: letters, with inner hyphens or apostrophes (E-Mail, geht’s). Digits are never words. */
const WORD = /\p{L}+(?:[-'’]\p{L}+)*/gu;

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let at = 0;
  for (const match of text.matchAll(WORD)) {
    const start = match.index;
    if (start > at) tokens.push({ kind: 'other', text: text.slice(at, start) });
    tokens.push({ kind: 'word', text: match[0] });
    at = start + match[0].length;
  }
  if (at < text.length) tokens.push({ kind: 'other', text: text.slice(at) });
  return tokens;
}

/** The number of words of a text (numbers and punctuation do not count). */
export function wordCount(text: string): number {
  return tokenize(text).filter((t) => t.kind === 'word').length;
}

/** Words vanish per round, and as many gaps are restored: one round of 10 items. */
export const WORDS_PER_ROUND = 10;

const POSSESSIVE_STEMS = ['mein', 'dein', 'sein', 'ihr', 'unser', 'euer', 'eur', 'kein'];
const ENDINGS = ['', 'e', 'en', 'em', 'er', 'es'];

/**
 * The small function words that never vanish: articles and other determiners, pronouns,
 * prepositions, conjunctions, a few particles and the forms of the auxiliaries sein, haben and
 * werden. The game asks for the words that carry the text's meaning — nouns, verbs, adjectives,
 * adverbs — because those are what a learner can recall from having read it; "der" or "mit" in
 * a gap would be guessing grammar, not remembering the text.
 */
export const FUNCTION_WORDS: ReadonlySet<string> = new Set([
  ...['der', 'die', 'das', 'den', 'dem', 'des', 'ein', 'eine', 'einen', 'einem', 'einer', 'eines'],
  ...POSSESSIVE_STEMS.flatMap((stem) => ENDINGS.map((ending) => stem + ending)),
  ...['ich', 'du', 'er', 'sie', 'es', 'wir', 'ihr', 'mich', 'dich', 'mir', 'dir', 'uns', 'euch', 'sich', 'ihn', 'ihm', 'ihnen', 'man'],
  ...['an', 'am', 'ans', 'auf', 'aus', 'bei', 'beim', 'bis', 'durch', 'für', 'gegen', 'hinter', 'im', 'in', 'ins', 'mit', 'nach', 'neben', 'ohne', 'seit', 'über', 'um', 'unter', 'vom', 'von', 'vor', 'zu', 'zum', 'zur', 'zwischen'],
  ...['und', 'oder', 'aber', 'denn', 'dass', 'weil', 'wenn', 'als', 'wie', 'ob', 'sondern', 'doch'],
  ...['nicht', 'auch', 'noch', 'schon', 'so', 'ja', 'sehr'],
  ...['bin', 'bist', 'ist', 'sind', 'seid', 'war', 'warst', 'waren', 'wart', 'habe', 'hast', 'hat', 'haben', 'habt', 'hatte', 'hatten', 'werde', 'wirst', 'wird', 'werden', 'wurde', 'wurden'],
]);

/** Whether a word may vanish: a word of at least 3 letters that is not a function word. */
export function canVanish(word: string): boolean {
  return [...word].length >= 3 && !FUNCTION_WORDS.has(word.toLowerCase());
}

/**
 * Positions (token indices) of the words that may vanish: words that may vanish and stand only
 * once in the text (case aside) — a word that also stands elsewhere would give its gap away —
 * and are not among the text's `names` (people and places are not words to learn).
 */
export function vanishablePositions(tokens: readonly Token[], names: readonly string[] = []): number[] {
  const times = new Map<string, number>();
  for (const token of tokens) if (token.kind === 'word') times.set(token.text.toLowerCase(), (times.get(token.text.toLowerCase()) ?? 0) + 1);
  const kept = new Set(names);
  return tokens.flatMap((token, i) => (token.kind === 'word' && canVanish(token.text) && !kept.has(token.text) && times.get(token.text.toLowerCase()) === 1 ? [i] : []));
}

/**
 * The words to vanish, in the order they vanish: `count` token positions of different words that
 * may vanish (never punctuation, a function word, a name or a word that stands twice), in a random
 * order from `random` (seeded in tests).
 */
export function chooseVanishing(tokens: readonly Token[], count: number = WORDS_PER_ROUND, random?: Random, names: readonly string[] = []): number[] {
  return shuffle(vanishablePositions(tokens, names), random).slice(0, Math.max(0, count));
}

/** The gaps in reading order: the vanished positions sorted as they stand in the text. */
export function gapsInReadingOrder(vanished: readonly number[]): number[] {
  return [...vanished].sort((a, b) => a - b);
}

/** The text of a round: a random one, not the one just played when the level has another. */
export function pickText<T extends { id: string }>(texts: readonly T[], lastId: string | null, random?: Random): T | undefined {
  const others = texts.filter((text) => text.id !== lastId);
  return pick(others.length > 0 ? others : texts, random);
}
