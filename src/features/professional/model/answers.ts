/**
 * The professional games' own answer rule. The phrase rules they share with the phrasebook
 * (fill the blank, build the phrase, pronunciation) live in lib/phrase-answers.
 */

/** "No mistake" typed instead of the button (spec 001 §4). */
export function isNoMistakeClaim(input: string): boolean {
  const text = input.trim().toLowerCase();
  return text === 'без ошибок' || text === 'bez oshibok';
}
