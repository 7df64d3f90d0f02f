import levenshtein from 'fast-levenshtein';
import { pick } from '@/lib/random';

/** Fill the blank (spec 001 §5): equal after lowercasing, stripping punctuation and trimming. */
export function normaliseFill(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\p{P}\p{S}]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
}

export function checkFill(input: string, expected: string): boolean {
  const given = normaliseFill(input);
  return given !== '' && given === normaliseFill(expected);
}

/** Build phrase (spec 001 §5): the words joined by single spaces, trimmed, case-sensitive. */
export function checkBuiltPhrase(words: readonly string[], target: string): boolean {
  return words.join(' ').trim() === target.trim();
}

/** Masks one word of a phrase as ___ (fill the blank); `index` chooses the word. */
export function maskWord(phrase: string, random: () => number): { masked: string; answer: string } {
  const words = phrase.trim().split(/\s+/);
  const candidates = words.map((w, i) => ({ w, i })).filter(({ w }) => normaliseFill(w) !== '');
  const chosen = pick(candidates, random) ?? { w: words[0] ?? '', i: 0 };
  const answer = chosen.w.replace(/^[\p{P}]+|[\p{P}]+$/gu, '');
  const masked = words.map((w, i) => (i === chosen.i ? w.replace(answer, '___') : w)).join(' ');
  return { masked, answer };
}

/** Pronunciation similarity in percent, edit-distance based, ignoring case and punctuation. */
export function similarity(heard: string, target: string): number {
  const a = normaliseFill(heard);
  const b = normaliseFill(target);
  const longest = Math.max(a.length, b.length);
  if (longest === 0) return 0;
  return Math.round((1 - levenshtein.get(a, b) / longest) * 100);
}

/** Accepted from 30 % for words under 10 characters, else from 35 % (spec 001 §4, §9). */
export function pronunciationAccepted(heard: string, target: string): boolean {
  const threshold = target.trim().length < 10 ? 30 : 35;
  return similarity(heard, target) >= threshold;
}

/** "No mistake" typed instead of the button (spec 001 §4). */
export function isNoMistakeClaim(input: string): boolean {
  const text = input.trim().toLowerCase();
  return text === 'без ошибок' || text === 'bez oshibok';
}
