import { pick, randomIndex } from '@/lib/random';

/**
 * "Find mistakes" (spec 001 §4, §9): in 80 % of cases a word is altered with 1–3 random
 * distortions of seven kinds. Pure and seedable.
 */
export const DISTORTION_PROBABILITY = 0.8;

export type DistortionKind = 'swapArticle' | 'changeVowel' | 'changeConsonant' | 'swapAdjacent' | 'dropLetter' | 'insertLetter' | 'removeUmlaut';

export const DISTORTION_KINDS: readonly DistortionKind[] = ['swapArticle', 'changeVowel', 'changeConsonant', 'swapAdjacent', 'dropLetter', 'insertLetter', 'removeUmlaut'];

const VOWELS = 'aeiou';
const CONSONANTS = 'bcdfghklmnprstwz';
const ARTICLES = ['der', 'die', 'das'];
const UMLAUTS: Record<string, string> = { ä: 'a', ö: 'o', ü: 'u', Ä: 'A', Ö: 'O', Ü: 'U' };

/** Letter positions of `text` matching `test` (the article and spaces are never touched here). */
function positions(text: string, test: (c: string) => boolean, from = 0): number[] {
  const out: number[] = [];
  for (let i = from; i < text.length; i++) if (test(text[i] as string)) out.push(i);
  return out;
}

function bodyStart(text: string): number {
  const first = text.split(' ')[0]?.toLowerCase() ?? '';
  return ARTICLES.includes(first) && text.includes(' ') ? first.length + 1 : 0;
}

/** Applies one distortion; returns null when the kind cannot change this text. */
export function applyDistortion(text: string, kind: DistortionKind, random: () => number): string | null {
  const start = bodyStart(text);
  const replaceAt = (i: number, c: string) => text.slice(0, i) + c + text.slice(i + 1);
  switch (kind) {
    case 'swapArticle': {
      if (start === 0) return null;
      const current = text.slice(0, start - 1);
      const other = pick(ARTICLES.filter((a) => a !== current.toLowerCase()), random) ?? 'die';
      return (current[0] === current[0]?.toUpperCase() ? other[0]!.toUpperCase() + other.slice(1) : other) + text.slice(start - 1);
    }
    case 'changeVowel': {
      const at = positions(text, (c) => VOWELS.includes(c.toLowerCase()), start);
      if (at.length === 0) return null;
      const i = (pick(at, random) ?? 0);
      const c = text[i] as string;
      const next = pick([...VOWELS].filter((v) => v !== c.toLowerCase()), random) ?? 'a';
      return replaceAt(i, c === c.toUpperCase() ? next.toUpperCase() : next);
    }
    case 'changeConsonant': {
      const at = positions(text, (c) => CONSONANTS.includes(c.toLowerCase()), start);
      if (at.length === 0) return null;
      const i = (pick(at, random) ?? 0);
      const c = text[i] as string;
      const next = pick([...CONSONANTS].filter((v) => v !== c.toLowerCase()), random) ?? 'b';
      return replaceAt(i, c === c.toUpperCase() ? next.toUpperCase() : next);
    }
    case 'swapAdjacent': {
      const at = positions(text, (c) => /\p{L}/u.test(c), start).filter((i) => /\p{L}/u.test(text[i + 1] ?? '') && text[i] !== text[i + 1]);
      if (at.length === 0) return null;
      const i = (pick(at, random) ?? 0);
      return text.slice(0, i) + text[i + 1] + text[i] + text.slice(i + 2);
    }
    case 'dropLetter': {
      const at = positions(text, (c) => /\p{L}/u.test(c), start);
      if (at.length < 3) return null;
      const i = (pick(at, random) ?? 0);
      return text.slice(0, i) + text.slice(i + 1);
    }
    case 'insertLetter': {
      const at = positions(text, (c) => /\p{L}/u.test(c), start);
      if (at.length === 0) return null;
      const i = (pick(at, random) ?? 0) + 1;
      return text.slice(0, i) + (pick([...VOWELS, ...CONSONANTS], random) ?? 'e') + text.slice(i);
    }
    case 'removeUmlaut': {
      const at = positions(text, (c) => c in UMLAUTS, start);
      if (at.length === 0) return null;
      const i = (pick(at, random) ?? 0);
      return replaceAt(i, UMLAUTS[text[i] as string] as string);
    }
  }
}

export interface Distorted {
  shown: string;
  altered: boolean;
  kinds: DistortionKind[];
}

/** Shows `word` as is (20 %) or with 1–3 distortions that really change it (80 %). */
export function distort(word: string, random: () => number): Distorted {
  if (random() >= DISTORTION_PROBABILITY) return { shown: word, altered: false, kinds: [] };
  const count = 1 + randomIndex(3, random);
  let shown = word;
  const kinds: DistortionKind[] = [];
  for (let attempt = 0; kinds.length < count && attempt < 40; attempt++) {
    const kind = pick(DISTORTION_KINDS, random) ?? 'changeVowel';
    const next = applyDistortion(shown, kind, random);
    if (next !== null && next !== shown) {
      shown = next;
      kinds.push(kind);
    }
  }
  if (shown === word) return { shown: word, altered: false, kinds: [] };
  return { shown, altered: true, kinds };
}
