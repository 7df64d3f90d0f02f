/**
 * German dates in words (pure, no imports: the e2e test computes its answers with it).
 *
 * Ordinal numbers 1.–31. and their ending in context. A date's ordinal is an adjective of the
 * (unsaid) masculine noun *Tag*, declined weakly after the article or the fused preposition:
 * - after *der / die / das* (nominative, also in apposition "Montag, der 3. März") → **-e**:
 *   *der dritte März*;
 * - after *den, dem, des, am, vom, zum, im, beim* (accusative, dative, genitive) → **-en**:
 *   *am dritten März*, *vom ersten bis zum fünften Juni*, *Berlin, den 3. März 2025*.
 * Strong forms without an article (*erster Mai*) are not asked: a date with an ordinal always
 * has its article in natural German.
 *
 * Spellings: 7. is *siebte*; Duden also accepts *siebente*, so answers may use either (*siebte* is
 * shown). 8. is *achte* (one t). 1., 3. are *erste*, *dritte*; from 20. on the suffix is -st-
 * (*zwanzigste*, *einundzwanzigste*, *dreißigste*, *einunddreißigste*). A month written as a number
 * (*am 3.3.*) is read with its name (*am dritten März*) or as an ordinal (*am dritten Dritten*);
 * both are accepted. January is *Januar*; the Austrian standard *Jänner* is accepted in typed
 * answers (and *Sonnabend*, the northern German word for Saturday), never shown: as a name, and
 * for a month written as a number ("am 3.1." → *am dritten Jänner*); a written *Januar* or
 * *Samstag* is read as written.
 */

export const WEEKDAYS = ['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag', 'Sonntag'] as const;
export const MONTHS = ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'] as const;
type Month = (typeof MONTHS)[number];

/** Regional words accepted in typed answers besides the standard name (see the note above). */
export const ALSO_ACCEPTED: Readonly<Record<string, readonly string[]>> = { Januar: ['Jänner'], Samstag: ['Sonnabend'] };

export type Ending = 'e' | 'en';

const CARDINALS = ['', 'ein', 'zwei', 'drei', 'vier', 'fünf', 'sechs', 'sieben', 'acht', 'neun', 'zehn', 'elf', 'zwölf', 'dreizehn', 'vierzehn', 'fünfzehn', 'sechzehn', 'siebzehn', 'achtzehn', 'neunzehn'];
const TENS: Record<number, string> = { 20: 'zwanzig', 30: 'dreißig' };
const IRREGULAR: Record<number, string> = { 1: 'erst', 3: 'dritt', 7: 'siebt', 8: 'acht' };

export interface OrdinalOptions {
  /** 7. as *siebente* (Duden: also correct) instead of *siebte*. */
  siebente?: boolean;
}

/** The ordinal's stem, to which the ending is added: 3 → "dritt", 20 → "zwanzigst". */
export function ordinalStem(n: number, options: OrdinalOptions = {}): string {
  if (!Number.isInteger(n) || n < 1 || n > 31) throw new RangeError(`No day ordinal for ${n}`);
  if (n === 7 && options.siebente) return 'siebent';
  const irregular = IRREGULAR[n];
  if (irregular) return irregular;
  if (n < 20) return `${CARDINALS[n]}t`;
  const unit = n % 10;
  return `${unit ? `${CARDINALS[unit]}und` : ''}${TENS[n - unit]}st`;
}

/** The ordinal word with its ending: (3, 'e') → "dritte", (3, 'en') → "dritten". */
export function ordinal(n: number, ending: Ending, options: OrdinalOptions = {}): string {
  return ordinalStem(n, options) + ending;
}

const AFTER_E = new Set(['der', 'die', 'das']);
const AFTER_EN = new Set(['den', 'dem', 'des', 'am', 'vom', 'zum', 'im', 'beim']);

/** The ending of an ordinal after this word (article or fused preposition), or null if none is set. */
export function endingAfter(word: string): Ending | null {
  const w = word.toLowerCase().replace(/[^\p{L}]/gu, '');
  if (AFTER_E.has(w)) return 'e';
  if (AFTER_EN.has(w)) return 'en';
  return null;
}

/** Days of a month (February: 28, so every date exists in every year). */
export function daysIn(month: number): number {
  return [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
}

/** The weekday (0 = Montag) of a date. */
export function weekdayOf(year: number, month: number, day: number): number {
  return (new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7;
}

export interface SpellOptions extends OrdinalOptions {
  /** A month written as a number read as an ordinal (*Dritten*) instead of its name (*März*). */
  monthAsOrdinal?: boolean;
}

const DAY = /^(\d{1,2})\.$/;
const DAY_MONTH = /^(\d{1,2})\.(\d{1,2})\.$/;

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/**
 * A date written with digits, in words as it is said: "am 3. März" → "am dritten März",
 * "am 3.3." → "am dritten März", "Montag, der 3. März" → "Montag, der dritte März",
 * "vom 1. bis zum 5. Juni" → "vom ersten bis zum fünften Juni". The ending comes from the word
 * before the number; a year stays in digits. Throws on a number without article or preposition.
 */
export function spellOut(text: string, options: SpellOptions = {}): string {
  const words = text.split(' ');
  return words
    .map((word, i) => {
      const dayMonth = DAY_MONTH.exec(word);
      const day = DAY.exec(word);
      if (!dayMonth && !day) return word;
      const before = words[i - 1] ?? '';
      const ending = endingAfter(before);
      if (!ending) throw new Error(`No article or preposition before "${word}" in "${text}"`);
      if (day) return ordinal(Number(day[1]), ending, options);
      const month = Number(dayMonth?.[2]);
      const monthWord = options.monthAsOrdinal ? capitalise(ordinal(month, ending, options)) : MONTHS[month - 1];
      if (!monthWord) throw new RangeError(`No month ${month} in "${text}"`);
      return `${ordinal(Number(dayMonth?.[1]), ending, options)} ${monthWord}`;
    })
    .join(' ');
}

/** Whether a digits text writes its month as a number ("am 3.3."). */
export function hasNumericMonth(text: string): boolean {
  return text.split(' ').some((word) => DAY_MONTH.test(word));
}

const AM_WEEKDAY_DEM = new RegExp(`\\bam (${WEEKDAYS.join('|')}), dem `);

/**
 * The same date as a German may just as well say it (issue 27): after "am Montag," the date may
 * stand in the dative or the accusative — "am Montag, dem/den 3. März" (both usual; Duden
 * grammar and the dictionaries' advice pages accept both). After a weekday in the nominative
 * ("Heute ist Montag, der 3. März") only *der* is right, and "Heute haben wir den …" only *den*.
 */
export function sayableVariants(text: string): string[] {
  return AM_WEEKDAY_DEM.test(text) ? [text, text.replace(AM_WEEKDAY_DEM, (m) => m.replace(', dem ', ', den '))] : [text];
}

/**
 * Every way of saying a digits text that counts as right: siebte/siebente; a month written as a
 * number by its name or as an ordinal, January also as the Austrian *Jänner* (a written month name
 * is read as written); "am Montag, den …" beside "am Montag, dem …". The first is the one shown.
 */
export function spellings(text: string): string[] {
  const out = new Set<string>();
  const numeric = hasNumericMonth(text);
  for (const variant of sayableVariants(text)) {
    for (const siebente of [false, true]) {
      for (const monthAsOrdinal of numeric ? [false, true] : [false]) {
        const said = spellOut(variant, { siebente, monthAsOrdinal });
        out.add(said);
        if (numeric && !monthAsOrdinal) for (const [name, others] of Object.entries(ALSO_ACCEPTED)) if (MONTHS.includes(name as Month)) for (const other of others) out.add(said.replace(new RegExp(`\\b${name}\\b`, 'g'), other));
      }
    }
  }
  return [...out];
}

/** A date as German writes it in digits: [3], 3 → "3.3."; a range [1, 5], 6 → "1.–5.6.". */
export function digitsLabel(days: readonly number[], month: number): string {
  return `${days.map((d) => `${d}.`).join('–')}${month}.`;
}

const ORDINAL_WORDS = new Map<string, number>();
for (let n = 1; n <= 31; n++) {
  for (const siebente of [false, true]) for (const ending of ['e', 'en'] as const) ORDINAL_WORDS.set(ordinal(n, ending, { siebente }), n);
}

/**
 * The date said in a German text (the reverse of `spellOut`): "Wir treffen uns am Freitag, dem
 * siebten März." → { days: [7], month: 3 }; null when it names no day and month.
 */
export function parseSpokenDate(text: string): { days: number[]; month: number } | null {
  const days: number[] = [];
  let month = 0;
  for (const raw of text.split(/[\s,.;:!?]+/)) {
    const word = raw.toLowerCase();
    const day = ORDINAL_WORDS.get(word);
    if (day !== undefined) days.push(day);
    const m = MONTHS.findIndex((name) => name.toLowerCase() === word);
    if (m >= 0) month = m + 1;
  }
  return days.length > 0 && month > 0 ? { days, month } : null;
}

/* ——— Sentences ——— */

/**
 * A sentence with a date: the date phrase (`phrase`, in digits: "am 3. März") between `before`
 * and `after`. The phrase is what the exercises ask about; `spellOut(phrase)` says it.
 */
export interface DateSentence {
  pattern: PatternId;
  before: string;
  phrase: string;
  after: string;
  /** The day (two for a range) and the month of the date. */
  days: number[];
  month: number;
}

/**
 * The sentence patterns: `{W}` weekday of the date, `{D}` first day of a range, `{DM}` the
 * (last) day and the month ("3. März", or "3.3." where `numeric` allows), `{C}` a city, `{Y}` the
 * year. The phrase is in brackets. `ending` is the ordinal's ending there (for the tables).
 */
export const PATTERNS = {
  birthday: { text: 'Ich habe [am {DM}] Geburtstag.', ending: 'en', numeric: true },
  myBirthday: { text: 'Mein Geburtstag ist [am {DM}].', ending: 'en', numeric: false },
  today: { text: 'Heute ist [der {DM}].', ending: 'e', numeric: false },
  todayWeekday: { text: 'Heute ist [{W}, der {DM}].', ending: 'e', numeric: false },
  subject: { text: '[Der {DM}] ist ein {W}.', ending: 'e', numeric: false },
  meeting: { text: 'Wir treffen uns [am {W}, dem {DM}].', ending: 'en', numeric: false },
  course: { text: 'Der Kurs geht [vom {D} bis zum {DM}].', ending: 'en', numeric: false },
  letter: { text: '{C}, [den {DM}] {Y}', ending: 'en', numeric: false },
  weHave: { text: 'Heute haben wir [den {DM}].', ending: 'en', numeric: false },
  holidays: { text: 'Die Ferien dauern [bis zum {DM}].', ending: 'en', numeric: false },
  museum: { text: 'Das Museum ist [ab dem {DM}] wieder geöffnet.', ending: 'en', numeric: true },
} as const satisfies Record<string, { text: string; ending: Ending; numeric: boolean }>;

export type PatternId = keyof typeof PATTERNS;
export const PATTERN_IDS = Object.keys(PATTERNS) as PatternId[];

/** Whether a pattern names a range (two days). */
export function isRange(pattern: PatternId): boolean {
  return PATTERNS[pattern].text.includes('{D}');
}

export interface SentenceDate {
  /** The day; for a range the first and the last day. */
  days: readonly number[];
  month: number;
  /** The year the weekday is taken from (and the letter's date line shows). */
  year: number;
  /** The month as a number ("am 3.3."), where the pattern allows it. */
  numeric?: boolean;
  city?: string;
}

/** Builds a pattern's sentence for a date: ("todayWeekday", 3 March 2025) → "Heute ist [Montag, der 3. März]." */
export function dateSentence(pattern: PatternId, date: SentenceDate): DateSentence {
  const { text, numeric } = PATTERNS[pattern];
  const first = date.days[0] ?? 1;
  const last = date.days.at(-1) ?? first;
  const month = MONTHS[date.month - 1];
  if (!month || last > daysIn(date.month) || (isRange(pattern) && !(date.days.length === 2 && first < last))) throw new RangeError(`No date ${date.days.join('–')}.${date.month}. for ${pattern}`);
  const filled = text
    .replace('{W}', WEEKDAYS[weekdayOf(date.year, date.month, last)] ?? '')
    .replace('{DM}', numeric && date.numeric ? `${last}.${date.month}.` : `${last}. ${month}`)
    .replace('{D}', `${first}.`)
    .replace('{C}', date.city ?? 'Berlin')
    .replace('{Y}', String(date.year));
  const open = filled.indexOf('[');
  const close = filled.indexOf(']');
  return {
    pattern,
    before: filled.slice(0, open),
    phrase: filled.slice(open + 1, close),
    after: filled.slice(close + 1),
    days: isRange(pattern) ? [first, last] : [last],
    month: date.month,
  };
}

/** The whole sentence in digits, as written: "Ich habe am 24. Dezember Geburtstag." */
export function writtenSentence(s: DateSentence): string {
  return s.before + s.phrase + s.after;
}

/** The whole sentence in words, as said: "Ich habe am vierundzwanzigsten Dezember Geburtstag." */
export function spokenSentence(s: DateSentence, options: SpellOptions = {}): string {
  return s.before + spellOut(s.phrase, options) + s.after;
}

/** The ordinals of a sentence's phrase with their endings, in order ("vom 1. bis zum 5. Juni" → 1/en, 5/en). */
export function ordinalsOf(s: DateSentence): { day: number; ending: Ending }[] {
  const words = s.phrase.split(' ');
  return words.flatMap((word, i) => {
    const match = DAY.exec(word) ?? DAY_MONTH.exec(word);
    const ending = endingAfter(words[i - 1] ?? '');
    return match && ending ? [{ day: Number(match[1]), ending }] : [];
  });
}

/**
 * The sentence in words with one ordinal's ending left out (the "ordinal endings" exercise):
 * the text before the gap ending with the stem ("Ich habe am vierundzwanzigst"), and after it.
 */
export function gappedSentence(s: DateSentence, gap: number): { before: string; after: string; day: number; ending: Ending } {
  const spoken = spokenSentence(s);
  const found = ordinalsOf(s)[gap];
  if (!found) throw new RangeError(`No ordinal ${gap} in "${s.phrase}"`);
  // Find the gap-th ordinal word in the spoken sentence: the ordinals appear in order.
  const words = spoken.split(' ');
  let seen = -1;
  const index = words.findIndex((w) => ORDINAL_WORDS.has(w.toLowerCase()) && ++seen === gap);
  const stem = ordinalStem(found.day);
  return {
    before: [...words.slice(0, index), stem].join(' '),
    after: words.slice(index + 1).join(' '),
    day: found.day,
    ending: found.ending,
  };
}
