/**
 * What a crossword cell holds (DECISIONS.md "Crossword cells hold one letter each").
 *
 * Decision: a cell holds exactly one character, upper case for A–Z and Ä Ö Ü, and the lower-case
 * `ß` for the sharp s. `'ß'.toUpperCase()` is `'SS'` — two letters, two cells — so letters are
 * upper-cased one by one and ß is kept as it is; the capital `ẞ` (U+1E9E), which some keyboards
 * type, is stored as `ß` too, so both spellings count as the same letter. The grid never uses CSS
 * `text-transform: uppercase` on letters either: browsers render ß as "SS" then.
 *
 * The stand-in's puzzles follow the old German crossword convention (Ä→AE, Ö→OE, Ü→UE, ß→SS);
 * in such a puzzle the learner types A and E, as the grid asks. A puzzle whose answers contain
 * Ä Ö Ü ß takes them as one letter each.
 */
export const SHARP_S = 'ß';

const LETTER = /^[A-ZÄÖÜß]$/;

/** One typed or stored character as a cell letter, or null when it is no letter of the grid. */
export function normaliseLetter(input: string): string | null {
  const chars = Array.from(input);
  if (chars.length !== 1) return null;
  const char = chars[0] ?? '';
  if (char === 'ß' || char === 'ẞ') return SHARP_S;
  const upper = char.toLocaleUpperCase('de-DE');
  return LETTER.test(upper) ? upper : null;
}

/** An answer as the letters of its cells (one per cell), or null if any character is no letter. */
export function answerLetters(answer: string): string[] | null {
  const letters: string[] = [];
  for (const char of Array.from(answer.trim())) {
    const letter = normaliseLetter(char);
    if (letter === null) return null;
    letters.push(letter);
  }
  return letters;
}

/** The last letter in a field's text (what a phone keyboard's `input` event brought), or null. */
export function lastLetterOf(value: string): string | null {
  const chars = Array.from(value);
  for (let i = chars.length - 1; i >= 0; i--) {
    const letter = normaliseLetter(chars[i] ?? '');
    if (letter !== null) return letter;
  }
  return null;
}
