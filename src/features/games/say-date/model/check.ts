import { checkAnswer } from '@/lib/answer-check';
import { ALSO_ACCEPTED, digitsLabel, ordinalStem, spellings, type DateSentence, type Ending } from './date-words';

/**
 * The answer checks of the date game, on the site's one check (`checkAnswer`: trimmed,
 * case-insensitive, ae/oe/ue/ss for ä/ö/ü/ß). Commas and a final full stop do not count
 * ("Montag der dritte März" is "Montag, der dritte März").
 */
export interface DateCheck {
  correct: boolean;
  /** Right, but written with ae/oe/ue/ss: show `expected` as the spelling. */
  viaSubstitute: boolean;
  /** The answer as shown (the first accepted spelling). */
  expected: string;
}

function loose(text: string): string {
  return text.replace(/[,.;]/g, ' ').replace(/\s+/g, ' ').trim();
}

/** Checks `given` against every accepted text; the first is the one shown. */
export function checkAny(given: string, accepted: readonly string[]): DateCheck {
  const expected = accepted[0] ?? '';
  for (const text of accepted) {
    const check = checkAnswer(loose(given), loose(text));
    if (check.correct) return { correct: true, viaSubstitute: check.viaSubstitute, expected };
  }
  return { correct: false, viaSubstitute: false, expected };
}

/** A weekday or month typed in German (regional words accepted: Jänner, Sonnabend). */
export function checkName(given: string, name: string): DateCheck {
  return checkAny(given, [name, ...(ALSO_ACCEPTED[name] ?? [])]);
}

/**
 * A date phrase said in words ("am dritten März" for "am 3. März"; siebte/siebente; a numeric
 * month by name — January also as Jänner — or as ordinal; "am Montag, den dritten März" beside
 * "dem": see `spellings`). The phrase is read whole: no article, weekday or "zum" left out. With `digits` the phrase as written ("am 3. März", "am 3.3.")
 * counts too — for exercises that allow digits; reading aloud does not.
 */
export function checkSpokenDate(given: string, phrase: string, options: { digits?: boolean } = {}): DateCheck {
  const accepted = spellings(phrase);
  const result = checkAny(given, accepted);
  if (result.correct || !options.digits) return result;
  const asDigits = given.trim().replace(/\s+/g, ' ').toLowerCase() === phrase.toLowerCase();
  return { ...result, correct: asDigits };
}

/**
 * The missing ending of an ordinal: "en" (also "-en"), or the whole word ("dritten"; for 7. also
 * "siebenten").
 */
export function checkEnding(given: string, day: number, ending: Ending): DateCheck {
  const text = given.trim().replace(/^[-_–]+/, '');
  const words = [ordinalStem(day) + ending, ordinalStem(day, { siebente: true }) + ending];
  const result = checkAny(text, [ending, ...words]);
  return { ...result, expected: ending };
}

/** The date of a sentence as the choices of "which date" show it. */
export function labelOf(s: DateSentence): string {
  return digitsLabel(s.days, s.month);
}
