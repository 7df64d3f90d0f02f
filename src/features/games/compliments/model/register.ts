/**
 * The register of a German sentence, read from its pronouns: `Sie` and its forms (capitalised,
 * case-sensitive: lower-case "sie"/"ihr" is "she"/"her"/"their"), or `du` and its forms (any
 * case: "Du" opens a sentence).
 */
export type Register = 'du' | 'Sie';

const SIE = /(?<![\p{L}])(?:Sie|Ihnen|Ihr|Ihre|Ihren|Ihrem|Ihrer|Ihres)(?![\p{L}])/gu;
const DU = /(?<![\p{L}])(?:du|dich|dir|dein|deine|deinen|deinem|deiner|deines)(?![\p{L}])/giu;

/** The words that mark a register, in the order they appear. */
export function registerWords(text: string, register: Register): string[] {
  return [...text.matchAll(register === 'Sie' ? SIE : DU)].map((m) => m[0]);
}

/** `du`, `Sie`, `mixed` (both) or `none` (neither). */
export function registerOf(text: string): Register | 'mixed' | 'none' {
  const sie = registerWords(text, 'Sie').length > 0;
  const du = registerWords(text, 'du').length > 0;
  return sie && du ? 'mixed' : sie ? 'Sie' : du ? 'du' : 'none';
}

/**
 * What tells the right register from the wrong one, for the explanation "Ihre, not deine": the
 * first register word of each sentence ("Ihre" / "Deine", "Ihnen" / "dir", "Sie" / "du").
 */
export function registerContrast(right: string, wrong: string, register: Register): { right: string; wrong: string } {
  const other: Register = register === 'du' ? 'Sie' : 'du';
  return { right: registerWords(right, register)[0] ?? right, wrong: registerWords(wrong, other)[0] ?? wrong };
}
