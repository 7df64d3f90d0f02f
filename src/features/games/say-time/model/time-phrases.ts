import { checkAnswer } from '@/lib/answer-check';

/**
 * Telling the time in German, both ways (issue 13, "say the time"):
 *
 * - official (radio, timetables, 24-hour): `<hour> Uhr <minutes>` — 0:00 „null Uhr“, 1:00 „ein
 *   Uhr“, 13:05 „dreizehn Uhr fünf“, 21:45 „einundzwanzig Uhr fünfundvierzig“. Nothing else
 *   counts (no „eins Uhr“, no „… Minuten“).
 * - everyday (12-hour, the next hour named from :25 on): „drei Uhr“ / „drei“, „fünf nach drei“,
 *   „Viertel nach drei“, „fünf vor halb vier“, „halb vier“, „Viertel vor vier“ … with „eins“ alone
 *   but „ein Uhr“, „halb eins“ at 0:30 and 12:30, „zwölf“ at midnight and noon (and „Mitternacht“
 *   at 0:00).
 *
 * Variants that count as right (decided for this game; the first phrase of each list is the one
 * taught, shown and offered as a choice):
 * - :20 and :40 have two common forms in Germany, both accepted: „zwanzig nach drei“ / „zehn vor
 *   halb vier“ and „zwanzig vor vier“ / „zehn nach halb vier“; so do :25 and :35 (issue 27):
 *   „fünf vor halb vier“ / „fünfundzwanzig nach drei“, „fünf nach halb vier“ / „fünfundzwanzig vor vier“.
 * - „Uhr“ may be left out only at the full hour („drei Uhr“ / „drei“), where speakers do it.
 * - The regional quarter forms of the east and south (and Austria) — „viertel vier“ for 3:15 and
 *   „drei viertel vier“ / „dreiviertel vier“ for 3:45 — are right where they are spoken, so typing
 *   them counts, with a note that they are regional. They are never offered as choices or as wrong
 *   options, so no learner has to know them.
 * - Not accepted: „kurz nach drei“, „Punkt drei“, „Mittag“ and the
 *   official form in an everyday question (or the other way round).
 * A typed answer may start with „Es ist“ and end with a full stop; capitals do not matter, and ss,
 * ae, oe, ue count for ß, ä, ö, ü (the shared check, DECISIONS.md "Typing German").
 */

/** A time of day in 5-minute steps: h 0–23, m 0–55. */
export interface Time {
  h: number;
  m: number;
}

export type Style = 'official' | 'everyday';

/** How an accepted phrase stands: the one taught, an equally common variant, or a regional form. */
export type PhraseKind = 'main' | 'variant' | 'regional';

export interface Phrase {
  text: string;
  kind: PhraseKind;
}

export const MINUTES_PER_DAY = 24 * 60;
export const STEP = 5;

/** Every time of the day in 5-minute steps (288), from 0:00. */
export const ALL_TIMES: readonly Time[] = Array.from({ length: MINUTES_PER_DAY / STEP }, (_, i) => timeAt(i * STEP));

/** The time `total` minutes after midnight (wrapping round the day). */
export function timeAt(total: number): Time {
  const t = ((total % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  return { h: Math.floor(t / 60), m: t % 60 };
}

export function minutesOf(time: Time): number {
  return time.h * 60 + time.m;
}

export function sameTime(a: Time, b: Time): boolean {
  return a.h === b.h && a.m === b.m;
}

/** The same place of the hands on a 12-hour clock face (3:30 and 15:30). */
export function sameOnDial(a: Time, b: Time): boolean {
  return a.h % 12 === b.h % 12 && a.m === b.m;
}

/** A digital clock's reading: „15:30“, „09:05“, „00:00“. */
export function digital(time: Time): string {
  return `${String(time.h).padStart(2, '0')}:${String(time.m).padStart(2, '0')}`;
}

const ONES = ['null', 'eins', 'zwei', 'drei', 'vier', 'fünf', 'sechs', 'sieben', 'acht', 'neun', 'zehn', 'elf', 'zwölf', 'dreizehn', 'vierzehn', 'fünfzehn', 'sechzehn', 'siebzehn', 'achtzehn', 'neunzehn'];
const TENS = ['', '', 'zwanzig', 'dreißig', 'vierzig', 'fünfzig'];

/** A German number word for 0–59 („eins“, „einundzwanzig“, „dreißig“). */
export function numberWord(n: number): string {
  if (!Number.isInteger(n) || n < 0 || n > 59) throw new RangeError(`numberWord: ${n}`);
  if (n < 20) return ONES[n] as string;
  const ten = TENS[Math.floor(n / 10)] as string;
  const one = n % 10;
  if (one === 0) return ten;
  return `${one === 1 ? 'ein' : ONES[one]}und${ten}`;
}

/** A number before „Uhr“: „ein Uhr“, not „eins Uhr“ (21 stays „einundzwanzig“). */
function beforeUhr(n: number): string {
  return n === 1 ? 'ein' : numberWord(n);
}

/** The official phrase: „fünfzehn Uhr dreißig“, „null Uhr“, „ein Uhr fünf“. */
export function officialPhrase(time: Time): string {
  const hour = `${beforeUhr(time.h)} Uhr`;
  return time.m === 0 ? hour : `${hour} ${numberWord(time.m)}`;
}

/** The hour on a 12-hour dial (0 and 12 are both „zwölf“). */
function dialHour(h: number): number {
  return h % 12 === 0 ? 12 : h % 12;
}

/**
 * Every everyday phrase that counts for a time, the taught one first. `X` is the hour on the
 * dial, `N` the next one.
 */
export function everydayPhrases(time: Time): Phrase[] {
  const x = dialHour(time.h);
  const n = dialHour(time.h + 1);
  const X = numberWord(x);
  const N = numberWord(n);
  const main = (text: string): Phrase => ({ text, kind: 'main' });
  const variant = (text: string): Phrase => ({ text, kind: 'variant' });
  const regional = (text: string): Phrase => ({ text, kind: 'regional' });
  switch (time.m) {
    case 0:
      return [main(`${beforeUhr(x)} Uhr`), variant(X), ...(time.h === 0 ? [variant('Mitternacht')] : [])];
    case 5:
      return [main(`fünf nach ${X}`)];
    case 10:
      return [main(`zehn nach ${X}`)];
    case 15:
      return [main(`Viertel nach ${X}`), regional(`viertel ${N}`)];
    case 20:
      return [main(`zwanzig nach ${X}`), variant(`zehn vor halb ${N}`)];
    case 25:
      return [main(`fünf vor halb ${N}`), variant(`fünfundzwanzig nach ${X}`)];
    case 30:
      return [main(`halb ${N}`)];
    case 35:
      return [main(`fünf nach halb ${N}`), variant(`fünfundzwanzig vor ${N}`)];
    case 40:
      return [main(`zwanzig vor ${N}`), variant(`zehn nach halb ${N}`)];
    case 45:
      return [main(`Viertel vor ${N}`), regional(`drei viertel ${N}`), regional(`dreiviertel ${N}`)];
    case 50:
      return [main(`zehn vor ${N}`)];
    case 55:
      return [main(`fünf vor ${N}`)];
    default:
      throw new RangeError(`everydayPhrases: ${time.h}:${time.m} is not on a 5-minute step`);
  }
}

/** The phrases that count in a style, the taught one first. */
export function phrasesOf(time: Time, style: Style): Phrase[] {
  return style === 'official' ? [{ text: officialPhrase(time), kind: 'main' }] : everydayPhrases(time);
}

/** The taught phrase of a style. */
export function mainPhrase(time: Time, style: Style): string {
  return (phrasesOf(time, style)[0] as Phrase).text;
}

/** „Es ist halb vier.“ — the sentence a learner sets the clock for. */
export function sentenceOf(phrase: string): string {
  return `Es ist ${phrase}.`;
}

/** A typed answer without a leading „Es ist“ and closing punctuation. */
function bare(text: string): string {
  return text
    .trim()
    .replace(/^es\s+ist\s+/iu, '')
    .replace(/[.!]+$/u, '')
    .trim();
}

export interface PhraseCheck {
  correct: boolean;
  /** The accepted phrase the answer matched (with its kind), when correct. */
  matched: Phrase | null;
  /** Written with ae/oe/ue/ss: show the proper spelling. */
  viaSubstitute: boolean;
}

/** Checks a typed (or chosen) phrase against every phrase that counts for the time in the style. */
export function checkPhrase(input: string, time: Time, style: Style): PhraseCheck {
  const given = bare(input);
  for (const phrase of phrasesOf(time, style)) {
    const result = checkAnswer(given, phrase.text);
    if (result.correct) return { correct: true, matched: phrase, viaSubstitute: result.viaSubstitute };
  }
  return { correct: false, matched: null, viaSubstitute: false };
}

/** Every time of the day a phrase (or „Es ist …“ sentence) stands for, in either style. */
export function timesFor(text: string): Time[] {
  return ALL_TIMES.filter((time) => checkPhrase(text, time, 'official').correct || checkPhrase(text, time, 'everyday').correct);
}
