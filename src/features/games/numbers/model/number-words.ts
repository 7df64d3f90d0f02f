import { checkAnswer } from '@/lib/answer-check';

/**
 * German number words (Duden spelling) for 0 to 1 000 000, and the check of a typed answer.
 *
 * Below a million a number is one word: units before tens joined by "und" (einundzwanzig),
 * hundreds and thousands put in front (dreihunderteinundzwanzig, zweitausendvierundzwanzig).
 * "eins" stands only at the very end (hunderteins); before "und", "hundert" and "tausend" it is
 * "ein" (einundzwanzig, einhundert, hunderteintausend). A million is two words: "eine Million".
 */
export const MAX_NUMBER = 1_000_000;

const BELOW_20 = [
  'null',
  'eins',
  'zwei',
  'drei',
  'vier',
  'fünf',
  'sechs',
  'sieben',
  'acht',
  'neun',
  'zehn',
  'elf',
  'zwölf',
  'dreizehn',
  'vierzehn',
  'fünfzehn',
  'sechzehn',
  'siebzehn',
  'achtzehn',
  'neunzehn',
] as const;
const TENS = ['', '', 'zwanzig', 'dreißig', 'vierzig', 'fünfzig', 'sechzig', 'siebzig', 'achtzig', 'neunzig'] as const;

/** 1–99; `last`: the word ends here, so 1 is "eins" (else "ein", as in "einhundert"). */
function below100(n: number, last: boolean): string {
  if (n === 1) return last ? 'eins' : 'ein';
  if (n < 20) return BELOW_20[n] as string;
  const unit = n % 10;
  const tens = TENS[Math.floor(n / 10)] as string;
  if (unit === 0) return tens;
  return `${unit === 1 ? 'ein' : BELOW_20[unit]}und${tens}`;
}

/** 1–999, as `below100` for the end. */
function below1000(n: number, last: boolean): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  return (hundreds ? `${below100(hundreds, false)}hundert` : '') + (rest ? below100(rest, last) : '');
}

function assertInRange(n: number): void {
  if (!Number.isInteger(n) || n < 0 || n > MAX_NUMBER) throw new RangeError(`No German words for ${n} (0 to ${MAX_NUMBER})`);
}

/**
 * The number in German words, in the full written form with "ein" in front of a leading
 * hundred or thousand (einhundert, eintausend): 321 → "dreihunderteinundzwanzig".
 */
export function numberWords(n: number): string {
  assertInRange(n);
  if (n === 0) return 'null';
  if (n === MAX_NUMBER) return 'eine Million';
  const thousands = Math.floor(n / 1000);
  const rest = n % 1000;
  return (thousands ? `${below1000(thousands, false)}tausend` : '') + (rest ? below1000(rest, true) : '');
}

/**
 * The spellings shown as the answer: the full form, and — for a word that starts with
 * "einhundert" or "eintausend" (100–199, 1 000–1 999, 100 000–199 999) — the same without that
 * leading "ein" (hundert, tausendeins, hundertfünfzigtausend); and for 1 100–1 999 the count in
 * hundreds that Duden also lists and German uses for years (elfhundert, neunzehnhundertvierundachtzig).
 * Each may also take "und" after hundert or tausend (see `withOptionalUnd`); those are accepted, not shown.
 */
export function acceptedSpellings(n: number): string[] {
  const full = numberWords(n);
  const spellings = /^ein(hundert|tausend)/.test(full) ? [full, full.slice(3)] : [full];
  if (n >= 1100 && n <= 1999) spellings.push(`${numberWords(Math.floor(n / 100))}hundert${n % 100 ? below1000(n % 100, true) : ''}`);
  return spellings;
}

/**
 * A spelling with and without "und" after each "hundert" or "tausend" that more of the number
 * follows — Duden: "hunderteins, hundertundeins, einhunderteins, einhundertundeins",
 * "[ein]hundert[und]siebzig", "tausend[und]eins". 101 101 → 8 spellings.
 */
export function withOptionalUnd(spelling: string): string[] {
  const pieces = spelling.split(/(?<=hundert|tausend)(?=[a-zäöüß])/);
  let out = [pieces[0] as string];
  for (const piece of pieces.slice(1)) out = out.flatMap((head) => [head + piece, `${head}und${piece}`]);
  return out;
}

/** Every spelling Duden accepts: the shown ones, each with the optional "und"s. No spaces or hyphens inside, "eins" only at the end. */
export function allSpellings(n: number): string[] {
  return acceptedSpellings(n).flatMap(withOptionalUnd);
}

/**
 * Whether a typed answer spells the number: one of `allSpellings`, compared as every typing
 * exercise compares (lib/answer-check): trimmed, case-insensitive, "ss" for "ß" and ae/oe/ue for
 * ä/ö/ü accepted.
 */
export function isNumberInWords(input: string, n: number): boolean {
  return allSpellings(n).some((spelling) => checkAnswer(input, spelling).correct);
}

/**
 * The number with its digits grouped in threes by no-break spaces, as German texts write large
 * numbers: 1000 → "1 000", 123456 → "123 456" (below 1 000 as it is).
 */
export function formatDigits(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');
}

/**
 * The number written in digits, or null: plain digits (no leading zero), or digits grouped in
 * threes by one kind of separator — space, no-break space or the German dot (1 000, 1.000).
 */
export function parseDigits(input: string): number | null {
  const text = input.trim();
  const plain = /^(0|[1-9]\d*)$/.test(text);
  const grouped = /^[1-9]\d{0,2}([ \u00a0\u202f.])\d{3}(\1\d{3})*$/.test(text);
  if (!plain && !grouped) return null;
  const value = Number(text.replace(/[ \u00a0\u202f.]/g, ''));
  return Number.isSafeInteger(value) ? value : null;
}

/** Whether a typed answer is the number in digits. */
export function isNumberInDigits(input: string, n: number): boolean {
  return parseDigits(input) === n;
}
