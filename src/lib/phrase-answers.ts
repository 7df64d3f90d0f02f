import levenshtein from 'fast-levenshtein';
import { checkAnswer, type AnswerCheck } from './answer-check';
import { pick, shuffle, type Random } from './random';

/**
 * The answer rules of the phrase exercises (spec 001 §4, §5, §9), shared by the professional
 * practice games and the phrasebook: fill the blank, build the phrase, pronunciation.
 */

/** Fill the blank (spec 001 §5): equal after lowercasing, stripping punctuation and trimming. */
export function normaliseFill(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\p{P}\p{S}]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Spellings Duden lists side by side, accepted for each other in a typed word (issue 27): *gern*
 * and *gerne*, *tschüss* and *tschüs*. Compared after `normaliseFill`.
 */
export const WORD_DOUBLETS: readonly (readonly string[])[] = [
  ['gern', 'gerne'],
  ['tschüss', 'tschüs'],
];

/** The normalised word and its Duden doublets. */
function withDoublets(word: string): readonly string[] {
  return WORD_DOUBLETS.find((pair) => pair.includes(word)) ?? [word];
}

/**
 * Fill the blank: `expected` or any of `alternatives` (other words the content accepts in this
 * blank, see `fillAlternatives`), each also in its Duden doublet spelling (gern/gerne).
 */
export function checkFill(input: string, expected: string, alternatives: readonly string[] = []): boolean {
  const given = normaliseFill(input);
  if (given === '') return false;
  return [expected, ...alternatives].some((answer) => withDoublets(normaliseFill(answer)).includes(given));
}

/**
 * The other words a blank takes: the word at `index` of each alternative phrase that has as many
 * words and reads the same everywhere else ("Da kann ich leider nicht." with the alternative
 * "Dann kann ich leider nicht." takes *Dann* for a blank first word). Exact spellings, as in the
 * content.
 */
export function fillAlternatives(phrase: string, index: number, alternatives: readonly string[] = []): string[] {
  const words = phraseWords(phrase).map(normaliseFill);
  const out: string[] = [];
  for (const alternative of alternatives) {
    const raw = phraseWords(alternative);
    if (raw.length !== words.length) continue;
    const other = raw.map(normaliseFill);
    if (!other.every((w, i) => i === index || w === words[i])) continue;
    const word = (raw[index] ?? '').replace(/^[\p{P}]+|[\p{P}]+$/gu, '');
    if (normaliseFill(word) !== words[index] && !out.includes(word)) out.push(word);
  }
  return out;
}

/**
 * A whole phrase typed (phrase reviews): the review rule — trimmed, case-insensitive — with
 * punctuation and extra spaces ignored (a missing "?" or "," is no German mistake) and the
 * ae/oe/ue/ss substitutes of the shared answer check; `expected` is the phrase as written.
 */
export function checkTypedPhrase(input: string, phrase: string, alternatives: readonly string[] = []): AnswerCheck {
  let substitute: AnswerCheck | null = null;
  for (const expected of [phrase, ...alternatives]) {
    const check = checkAnswer(normaliseFill(input), normaliseFill(expected));
    if (check.correct && !check.viaSubstitute) return { ...check, expected: phrase };
    if (check.correct) substitute ??= { ...check, expected: phrase };
  }
  return substitute ?? { correct: false, viaSubstitute: false, expected: phrase };
}

/**
 * Build phrase (spec 001 §5): the words joined by single spaces, trimmed, case-sensitive — equal
 * to the phrase or, just as exactly, to one of the alternatives the content lists (another
 * correct order of the same words: "Er spricht Deutsch besser als ich.").
 */
export function checkBuiltPhrase(words: readonly string[], target: string, alternatives: readonly string[] = []): boolean {
  const built = words.join(' ').trim();
  return [target, ...alternatives].some((text) => built === text.trim());
}

/** The word tiles of a phrase: its words split at spaces. */
export function phraseWords(phrase: string): string[] {
  const trimmed = phrase.trim();
  return trimmed === '' ? [] : trimmed.split(/\s+/);
}

/** One word of a phrase, its punctuation apart: `before` + `core` + `after` is the word as written. */
export interface PhrasePart {
  before: string;
  core: string;
  after: string;
}

/**
 * The words of a phrase with their punctuation split off (issue 25: "noch!" is no tile — the
 * tiles are the words, the punctuation stays in place on the answer line). A lone mark ("–")
 * joins the word before it.
 */
export function phraseParts(phrase: string): PhrasePart[] {
  const parts: PhrasePart[] = [];
  for (const word of phraseWords(phrase)) {
    const match = /^([\p{P}\p{S}]*)(.*?)([\p{P}\p{S}]*)$/u.exec(word);
    const [before = '', core = '', after = ''] = match ? match.slice(1) : ['', word, ''];
    const previous = parts.at(-1);
    if (core === '' && previous) previous.after += ` ${word}`;
    else if (core === '') parts.push({ before: '', core: word, after: '' });
    else parts.push({ before, core, after });
  }
  return parts;
}

/**
 * The words as written once placed on the answer line: the i-th word placed takes the
 * punctuation of the phrase's i-th word ("Danke" first in "Danke, danke schön!" reads "Danke,").
 */
export function placeWords(words: readonly string[], parts: readonly PhrasePart[]): string[] {
  return words.map((word, i) => `${parts[i]?.before ?? ''}${word}${parts[i]?.after ?? ''}`);
}

/**
 * A phrase worth building from tiles: at least two different words (issue 25: a one-tile
 * "Servus!" round is no exercise).
 */
export function canBuildPhrase(phrase: string): boolean {
  return new Set(phraseParts(phrase).map((part) => part.core)).size >= 2;
}

/**
 * A phrase worth a blank: at least two words, so the blank is never the whole phrase
 * (issue 25: "___!").
 */
export function canFillPhrase(phrase: string): boolean {
  return phraseParts(phrase).filter((part) => normaliseFill(part.core) !== '').length >= 2;
}

/**
 * The tiles in random order, never in the phrase's own order when another order exists (a tile
 * row that already reads as the answer is no exercise). A tile is a word without its punctuation
 * (see phraseParts); each keeps its position in the phrase as `id`, so a word that occurs twice
 * is two tiles.
 */
export function shuffledTiles(phrase: string, random: Random = Math.random): { id: number; text: string }[] {
  const tiles = phraseParts(phrase).map((part, id) => ({ id, text: part.core }));
  const inOrder = (list: readonly { text: string }[]) => list.every((tile, i) => tile.text === tiles[i]?.text);
  if (new Set(tiles.map((t) => t.text)).size < 2) return tiles;
  let out = shuffle(tiles, random);
  // Each try is a fresh shuffle; with two distinct words a reversal always differs.
  for (let i = 0; i < 5 && inOrder(out); i++) out = shuffle(tiles, random);
  return inOrder(out) ? [...tiles].reverse() : out;
}

/** Masks one word of a phrase as ___ (fill the blank); `random` chooses the word; `index` is its place among the phrase's words. */
export function maskWord(phrase: string, random: Random): { masked: string; answer: string; index: number } {
  const words = phrase.trim().split(/\s+/);
  const candidates = words.map((w, i) => ({ w, i })).filter(({ w }) => normaliseFill(w) !== '');
  const chosen = pick(candidates, random) ?? { w: words[0] ?? '', i: 0 };
  const answer = chosen.w.replace(/^[\p{P}]+|[\p{P}]+$/gu, '');
  const masked = words.map((w, i) => (i === chosen.i ? w.replace(answer, '___') : w)).join(' ');
  return { masked, answer, index: chosen.i };
}

/** Pronunciation similarity in percent, edit-distance based, ignoring case and punctuation. */
export function similarity(heard: string, target: string): number {
  const a = normaliseFill(heard);
  const b = normaliseFill(target);
  const longest = Math.max(a.length, b.length);
  if (longest === 0) return 0;
  return Math.round((1 - levenshtein.get(a, b) / longest) * 100);
}

/** Pronunciation thresholds (spec 001 §9): 30 % under 10 characters, else 35 %. */
export const SHORT_TARGET = 10;
export const SHORT_THRESHOLD = 30;
export const LONG_THRESHOLD = 35;

export function pronunciationAccepted(heard: string, target: string): boolean {
  const threshold = target.trim().length < SHORT_TARGET ? SHORT_THRESHOLD : LONG_THRESHOLD;
  return similarity(heard, target) >= threshold;
}
