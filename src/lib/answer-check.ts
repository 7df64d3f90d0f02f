/**
 * The one answer check of every typing exercise (DECISIONS.md "Typing German"): answers compare
 * trimmed and case-insensitive (spec 000 §5, 001 §5); beyond that, the standard substitutes
 * ae, oe, ue, ss are accepted for ä, ö, ü, ß — and the proper spelling is shown. A bare vowel for
 * an umlaut ("schon" for "schön") stays wrong, and only the learner's ae/oe/ue/ss stand in for
 * the answer's umlauts, never the other way round ("Maße" is not "Masse").
 */
export interface AnswerCheck {
  correct: boolean;
  /** Correct, but written with ae/oe/ue/ss: show `expected` as the proper spelling. */
  viaSubstitute: boolean;
  expected: string;
}

function normalise(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLowerCase();
}

const SUBSTITUTES: Record<string, string> = { ä: '(?:ä|ae)', ö: '(?:ö|oe)', ü: '(?:ü|ue)', ß: '(?:ß|ss)' };

function escapeChar(char: string): string {
  return /[.*+?^${}()|[\]\\]/.test(char) ? `\\${char}` : char;
}

export function checkAnswer(input: string, expected: string): AnswerCheck {
  const given = normalise(input);
  const wanted = normalise(expected);
  if (given === wanted) return { correct: true, viaSubstitute: false, expected };
  const pattern = [...wanted].map((char) => SUBSTITUTES[char] ?? escapeChar(char)).join('');
  const correct = given !== '' && new RegExp(`^${pattern}$`, 'u').test(given);
  return { correct, viaSubstitute: correct, expected };
}

/** The four letters phone keyboards often lack, for the on-screen buttons. */
export const GERMAN_LETTERS = ['ä', 'ö', 'ü', 'ß'] as const;
