import { describe, expect, it } from 'vitest';
import { acceptedSpellings, allSpellings, formatDigits, isNumberInDigits, isNumberInWords, MAX_NUMBER, parseDigits } from './number-words';

/** What counts as a right answer: the spellings accepted in words, and numbers in digits. */
describe('acceptedSpellings', () => {
  it.each([
    [1, ['eins']],
    [21, ['einundzwanzig']],
    [100, ['einhundert', 'hundert']],
    [101, ['einhunderteins', 'hunderteins']],
    [199, ['einhundertneunundneunzig', 'hundertneunundneunzig']],
    [200, ['zweihundert']],
    [1000, ['eintausend', 'tausend']],
    [1001, ['eintausendeins', 'tausendeins']],
    [1100, ['eintausendeinhundert', 'tausendeinhundert', 'elfhundert']],
    [1999, ['eintausendneunhundertneunundneunzig', 'tausendneunhundertneunundneunzig', 'neunzehnhundertneunundneunzig']],
    [2100, ['zweitausendeinhundert']],
    [150000, ['einhundertfünfzigtausend', 'hundertfünfzigtausend']],
    [1000000, ['eine Million']],
  ] as const)('%i: %j', (n, spellings) => {
    expect(acceptedSpellings(n)).toEqual(spellings);
  });
});

describe('allSpellings: "und" after hundert or tausend (Duden: hundert[und]eins, tausend[und]eins)', () => {
  it.each([
    [101, ['einhunderteins', 'einhundertundeins', 'hunderteins', 'hundertundeins']],
    [170, ['einhundertsiebzig', 'einhundertundsiebzig', 'hundertsiebzig', 'hundertundsiebzig']],
    [1001, ['eintausendeins', 'eintausendundeins', 'tausendeins', 'tausendundeins']],
    [100, ['einhundert', 'hundert']],
    [21, ['einundzwanzig']],
    [1000000, ['eine Million']],
  ] as const)('%i: %j', (n, spellings) => {
    expect(allSpellings(n)).toEqual(spellings);
  });

  it('never adds "und" at the end of a word, and gives no number another number\'s spelling (every 13th up to a million)', () => {
    const seen = new Map<string, number>();
    const problems: string[] = [];
    for (let n = 0; n < MAX_NUMBER; n += 13) {
      for (const s of allSpellings(n)) {
        if (s.endsWith('und')) problems.push(`${n}: ${s}`);
        if (seen.has(s)) problems.push(`${s}: ${n} and ${seen.get(s)}`);
        seen.set(s, n);
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('isNumberInWords: exactly the spellings Duden accepts', () => {
  const table: [string, number, boolean][] = [
    ['einhundert', 100, true],
    ['hundert', 100, true],
    ['Hundert', 100, true],
    ['  EINHUNDERT ', 100, true],
    ['ein hundert', 100, false],
    ['hunderteins', 101, true],
    ['einhunderteins', 101, true],
    ['hundertein', 101, false],
    ['einhundertein', 101, false],
    ['einhundertundeins', 101, true],
    ['hundertundeins', 101, true],
    ['hundert eins', 101, false],
    ['hundert-eins', 101, false],
    ['zweihundert', 200, true],
    ['zwei hundert', 200, false],
    ['zwei-hundert', 200, false],
    ['zweihunderteins', 201, true],
    ['zweihundert-eins', 201, false],
    ['zweihunderteins', 200, false],
    ['dreißig', 30, true],
    ['dreissig', 30, true],
    ['DREISSIG', 30, true],
    ['dreisig', 30, false],
    ['dreizig', 30, false],
    ['einunddreißig', 31, true],
    ['einunddreissig', 31, true],
    ['einsunddreißig', 31, false],
    ['ein und dreißig', 31, false],
    ['einundzwanzig', 21, true],
    ['einsundzwanzig', 21, false],
    ['zwanzigeins', 21, false],
    ['eins', 1, true],
    ['ein', 1, false],
    ['eine', 1, false],
    ['null', 0, true],
    ['0', 0, false],
    ['fünf', 5, true],
    ['fuenf', 5, true],
    ['funf', 5, false],
    ['zwölf', 12, true],
    ['zwoelf', 12, true],
    ['zwo', 2, false],
    ['sechzehn', 16, true],
    ['sechszehn', 16, false],
    ['siebzehn', 17, true],
    ['siebenzehn', 17, false],
    ['sechzig', 60, true],
    ['sechszig', 60, false],
    ['siebzig', 70, true],
    ['siebenzig', 70, false],
    ['tausend', 1000, true],
    ['eintausend', 1000, true],
    ['ein tausend', 1000, false],
    ['tausendeins', 1001, true],
    ['eintausendeins', 1001, true],
    ['tausendein', 1001, false],
    ['tausendundeins', 1001, true],
    ['hundertundsiebzig', 170, true],
    ['einhundertundsiebzig', 170, true],
    ['hundertsiebzig', 170, true],
    ['hundert und siebzig', 170, false],
    ['hundertundsiebzig', 180, false],
    ['siebzigundhundert', 170, false],
    ['hundertund', 100, false],
    ['einhundertund', 100, false],
    ['zweihundertundeins', 201, true],
    ['dreihundertundeinundzwanzig', 321, true],
    ['tausendundeinhundert', 1100, true],
    ['neunzehnhundertundvierundachtzig', 1984, true],
    ['tausendeinhundert', 1100, true],
    ['eintausendeinhundert', 1100, true],
    ['tausendhundert', 1100, false],
    ['elfhundert', 1100, true],
    ['elfhunderteins', 1101, true],
    ['neunzehnhundertvierundachtzig', 1984, true],
    ['neunzehnhundert vierundachtzig', 1984, false],
    ['zwanzighundert', 2000, false],
    ['zehnhundert', 1000, false],
    ['zweitausendvierundzwanzig', 2024, true],
    ['zweitausend vierundzwanzig', 2024, false],
    ['zweitausend-vierundzwanzig', 2024, false],
    ['zweitausendundvierundzwanzig', 2024, true],
    ['einhunderteintausend', 101000, true],
    ['hunderteintausend', 101000, true],
    ['hundertundeintausend', 101000, true],
    ['hunderteinstausend', 101000, false],
    ['dreihundertvierundzwanzigtausendfünfhundertsechsundsiebzig', 324576, true],
    ['dreihundertvierundzwanzigtausend fünfhundertsechsundsiebzig', 324576, false],
    ['eine Million', 1000000, true],
    ['eine million', 1000000, true],
    ['Eine  Million', 1000000, true],
    ['eine Millionen', 1000000, false],
    ['Million', 1000000, false],
    ['ein Million', 1000000, false],
    ['eineMillion', 1000000, false],
    ['eine-Million', 1000000, false],
    ['tausendtausend', 1000000, false],
    ['', 0, false],
  ];
  it.each(table)('"%s" for %i: %s', (input, n, ok) => {
    expect(isNumberInWords(input, n)).toBe(ok);
  });
});

describe('digits', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1\u00a0000'],
    [2024, '2\u00a0024'],
    [123456, '123\u00a0456'],
    [1000000, '1\u00a0000\u00a0000'],
  ])('%i is shown as %j', (n, shown) => {
    expect(formatDigits(n)).toBe(shown);
  });

  it.each([
    ['321', 321],
    [' 321 ', 321],
    ['0', 0],
    ['1000', 1000],
    ['1 000', 1000],
    ['1.000', 1000],
    ['1\u00a0000', 1000],
    ['1\u202f000', 1000],
    ['123 456', 123456],
    ['1.000.000', 1000000],
    ['1 000 000', 1000000],
    ['007', null],
    ['1,000', null],
    ['1 000.000', null],
    ['10 00', null],
    ['1000 000', null],
    ['1  000', null],
    ['drei', null],
    ['3a', null],
    ['-3', null],
    ['', null],
  ] as const)('%j reads as %j', (input, value) => {
    expect(parseDigits(input)).toBe(value);
  });

  it('accepts the number in digits, and only that number', () => {
    expect(isNumberInDigits('321', 321)).toBe(true);
    expect(isNumberInDigits('1.000', 1000)).toBe(true);
    expect(isNumberInDigits('312', 321)).toBe(false);
    expect(isNumberInDigits('dreihunderteinundzwanzig', 321)).toBe(false);
  });

  it('reads every shown number back as itself', () => {
    const wrong: number[] = [];
    for (let n = 0; n <= MAX_NUMBER; n += 997) if (parseDigits(formatDigits(n)) !== n) wrong.push(n);
    expect(wrong).toEqual([]);
  });
});
