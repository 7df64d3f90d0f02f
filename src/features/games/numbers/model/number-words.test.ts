import { describe, expect, it } from 'vitest';
import { MAX_NUMBER, numberWords } from './number-words';

/** Every number from 0 to 30, written out by hand (Duden). */
const UP_TO_30: readonly string[] = [
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
  'zwanzig',
  'einundzwanzig',
  'zweiundzwanzig',
  'dreiundzwanzig',
  'vierundzwanzig',
  'fünfundzwanzig',
  'sechsundzwanzig',
  'siebenundzwanzig',
  'achtundzwanzig',
  'neunundzwanzig',
  'dreißig',
];

const TABLE: [number, string][] = [
  [40, 'vierzig'],
  [50, 'fünfzig'],
  [60, 'sechzig'],
  [70, 'siebzig'],
  [80, 'achtzig'],
  [90, 'neunzig'],
  [21, 'einundzwanzig'],
  [31, 'einunddreißig'],
  [36, 'sechsunddreißig'],
  [67, 'siebenundsechzig'],
  [71, 'einundsiebzig'],
  [99, 'neunundneunzig'],
  [100, 'einhundert'],
  [101, 'einhunderteins'],
  [110, 'einhundertzehn'],
  [111, 'einhundertelf'],
  [116, 'einhundertsechzehn'],
  [117, 'einhundertsiebzehn'],
  [121, 'einhunderteinundzwanzig'],
  [199, 'einhundertneunundneunzig'],
  [200, 'zweihundert'],
  [301, 'dreihunderteins'],
  [321, 'dreihunderteinundzwanzig'],
  [999, 'neunhundertneunundneunzig'],
  [1000, 'eintausend'],
  [1001, 'eintausendeins'],
  [1100, 'eintausendeinhundert'],
  [1101, 'eintausendeinhunderteins'],
  [1999, 'eintausendneunhundertneunundneunzig'],
  [2001, 'zweitausendeins'],
  [2024, 'zweitausendvierundzwanzig'],
  [10000, 'zehntausend'],
  [11000, 'elftausend'],
  [21000, 'einundzwanzigtausend'],
  [30000, 'dreißigtausend'],
  [99999, 'neunundneunzigtausendneunhundertneunundneunzig'],
  [100000, 'einhunderttausend'],
  [101000, 'einhunderteintausend'],
  [101101, 'einhunderteintausendeinhunderteins'],
  [123456, 'einhundertdreiundzwanzigtausendvierhundertsechsundfünfzig'],
  [200001, 'zweihunderttausendeins'],
  [999999, 'neunhundertneunundneunzigtausendneunhundertneunundneunzig'],
  [1000000, 'eine Million'],
];

describe('numberWords', () => {
  it.each(UP_TO_30.map((words, n) => [n, words] as const))('%i is %s', (n, words) => {
    expect(numberWords(n)).toBe(words);
  });

  it.each(TABLE)('%i is %s', (n, words) => {
    expect(numberWords(n)).toBe(words);
  });

  it('writes every number below a million as one word of letters only, "eins" only at the end, no "und" after hundert or tausend', () => {
    const odd: string[] = [];
    for (let n = 0; n < MAX_NUMBER; n += 7) {
      const words = numberWords(n);
      if (!/^[a-zäöüß]+$/.test(words) || words.slice(0, -4).includes('eins') || /(hundert|tausend)und/.test(words)) odd.push(`${n}: ${words}`);
    }
    expect(odd).toEqual([]);
  });

  it('gives different words for different numbers (all of 0 to 1 000 000)', () => {
    const seen = new Map<string, number>();
    const clashes: string[] = [];
    for (let n = 0; n <= MAX_NUMBER; n++) {
      const words = numberWords(n);
      if (seen.has(words)) clashes.push(`${n} and ${seen.get(words)}: ${words}`);
      seen.set(words, n);
    }
    expect(clashes).toEqual([]);
    expect(seen.size).toBe(MAX_NUMBER + 1);
  });

  it('refuses what it cannot write', () => {
    for (const n of [-1, 1.5, MAX_NUMBER + 1, Number.NaN]) expect(() => numberWords(n)).toThrow(RangeError);
  });
});
