import { describe, expect, it } from 'vitest';
import { ALL_TIMES, checkPhrase, digital, everydayPhrases, mainPhrase, numberWord, officialPhrase, phrasesOf, sentenceOf, timeAt, timesFor, type Time } from './time-phrases';

const at = (text: string): Time => {
  const [h, m] = text.split(':').map(Number);
  return { h: h as number, m: m as number };
};

/*
 * The full tables (288 rows a style) built from hand-written words, not from the code under test:
 * the hour names of a 24-hour day, the minute words, and the 12 five-minute patterns of everyday
 * German over the names of the dial.
 */
const HOURS_24 = ['null', 'ein', 'zwei', 'drei', 'vier', 'fünf', 'sechs', 'sieben', 'acht', 'neun', 'zehn', 'elf', 'zwölf', 'dreizehn', 'vierzehn', 'fünfzehn', 'sechzehn', 'siebzehn', 'achtzehn', 'neunzehn', 'zwanzig', 'einundzwanzig', 'zweiundzwanzig', 'dreiundzwanzig'];
const MINUTE_WORDS = ['', 'fünf', 'zehn', 'fünfzehn', 'zwanzig', 'fünfundzwanzig', 'dreißig', 'fünfunddreißig', 'vierzig', 'fünfundvierzig', 'fünfzig', 'fünfundfünfzig'];
/** The dial's hour names by h % 12, alone and before „Uhr“. */
const DIAL = ['zwölf', 'eins', 'zwei', 'drei', 'vier', 'fünf', 'sechs', 'sieben', 'acht', 'neun', 'zehn', 'elf'];
const DIAL_UHR = ['zwölf', 'ein', 'zwei', 'drei', 'vier', 'fünf', 'sechs', 'sieben', 'acht', 'neun', 'zehn', 'elf'];
/** X: this hour, N: the next, U: this hour before „Uhr“ — the taught phrase, then the other phrases that count. */
const PATTERNS: readonly (readonly string[])[] = [
  ['U Uhr', 'X'],
  ['fünf nach X'],
  ['zehn nach X'],
  ['Viertel nach X', 'viertel N'],
  ['zwanzig nach X', 'zehn vor halb N'],
  ['fünf vor halb N', 'fünfundzwanzig nach X'],
  ['halb N'],
  ['fünf nach halb N', 'fünfundzwanzig vor N'],
  ['zwanzig vor N', 'zehn nach halb N'],
  ['Viertel vor N', 'drei viertel N', 'dreiviertel N'],
  ['zehn vor N'],
  ['fünf vor N'],
];

const officialRows = HOURS_24.flatMap((hour, h) => MINUTE_WORDS.map((minute, i) => ({ time: { h, m: i * 5 }, phrase: minute ? `${hour} Uhr ${minute}` : `${hour} Uhr` })));
const everydayRows = Array.from({ length: 24 }, (_, h) =>
  PATTERNS.map((pattern, i) => ({
    time: { h, m: i * 5 },
    phrases: [...pattern.map((p) => p.replace('U', DIAL_UHR[h % 12] as string).replace('X', DIAL[h % 12] as string).replace('N', DIAL[(h + 1) % 12] as string)), ...(h === 0 && i === 0 ? ['Mitternacht'] : [])],
  })),
).flat();

describe('the tables: every 5 minutes of a 24-hour day', () => {
  it('has 288 rows in each style, one for each time in ALL_TIMES', () => {
    expect(officialRows).toHaveLength(288);
    expect(everydayRows).toHaveLength(288);
    expect(ALL_TIMES).toHaveLength(288);
    expect(ALL_TIMES.map(digital)).toEqual(officialRows.map((r) => digital(r.time)));
  });

  it.each(officialRows.map((r) => [digital(r.time), r.phrase, r.time] as const))('official %s → %s', (_, phrase, time) => {
    expect(officialPhrase(time)).toBe(phrase);
    expect(phrasesOf(time, 'official').map((p) => p.text)).toEqual([phrase]);
    expect(checkPhrase(phrase, time, 'official').correct).toBe(true);
  });

  it.each(everydayRows.map((r) => [digital(r.time), r.phrases.join(' | '), r] as const))('everyday %s → %s', (_, __, row) => {
    expect(everydayPhrases(row.time).map((p) => p.text)).toEqual(row.phrases);
    expect(mainPhrase(row.time, 'everyday')).toBe(row.phrases[0]);
    for (const phrase of row.phrases) expect(checkPhrase(phrase, row.time, 'everyday').correct).toBe(true);
  });
});

describe('spot checks written out by hand', () => {
  // [time, official, everyday (taught form first, then every other form that counts)]
  const rows: [string, string, string[]][] = [
    ['00:00', 'null Uhr', ['zwölf Uhr', 'zwölf', 'Mitternacht']],
    ['00:05', 'null Uhr fünf', ['fünf nach zwölf']],
    ['00:15', 'null Uhr fünfzehn', ['Viertel nach zwölf', 'viertel eins']],
    ['00:30', 'null Uhr dreißig', ['halb eins']],
    ['00:45', 'null Uhr fünfundvierzig', ['Viertel vor eins', 'drei viertel eins', 'dreiviertel eins']],
    ['01:00', 'ein Uhr', ['ein Uhr', 'eins']],
    ['01:05', 'ein Uhr fünf', ['fünf nach eins']],
    ['01:30', 'ein Uhr dreißig', ['halb zwei']],
    ['02:20', 'zwei Uhr zwanzig', ['zwanzig nach zwei', 'zehn vor halb drei']],
    ['03:10', 'drei Uhr zehn', ['zehn nach drei']],
    ['06:50', 'sechs Uhr fünfzig', ['zehn vor sieben']],
    ['07:25', 'sieben Uhr fünfundzwanzig', ['fünf vor halb acht', 'fünfundzwanzig nach sieben']],
    ['08:35', 'acht Uhr fünfunddreißig', ['fünf nach halb neun', 'fünfundzwanzig vor neun']],
    ['09:40', 'neun Uhr vierzig', ['zwanzig vor zehn', 'zehn nach halb zehn']],
    ['10:55', 'zehn Uhr fünfundfünfzig', ['fünf vor elf']],
    ['11:00', 'elf Uhr', ['elf Uhr', 'elf']],
    ['11:30', 'elf Uhr dreißig', ['halb zwölf']],
    ['11:55', 'elf Uhr fünfundfünfzig', ['fünf vor zwölf']],
    ['12:00', 'zwölf Uhr', ['zwölf Uhr', 'zwölf']],
    ['12:30', 'zwölf Uhr dreißig', ['halb eins']],
    ['12:45', 'zwölf Uhr fünfundvierzig', ['Viertel vor eins', 'drei viertel eins', 'dreiviertel eins']],
    ['13:00', 'dreizehn Uhr', ['ein Uhr', 'eins']],
    ['13:05', 'dreizehn Uhr fünf', ['fünf nach eins']],
    ['13:15', 'dreizehn Uhr fünfzehn', ['Viertel nach eins', 'viertel zwei']],
    ['14:40', 'vierzehn Uhr vierzig', ['zwanzig vor drei', 'zehn nach halb drei']],
    ['15:00', 'fünfzehn Uhr', ['drei Uhr', 'drei']],
    ['15:05', 'fünfzehn Uhr fünf', ['fünf nach drei']],
    ['15:15', 'fünfzehn Uhr fünfzehn', ['Viertel nach drei', 'viertel vier']],
    ['15:25', 'fünfzehn Uhr fünfundzwanzig', ['fünf vor halb vier', 'fünfundzwanzig nach drei']],
    ['15:30', 'fünfzehn Uhr dreißig', ['halb vier']],
    ['15:35', 'fünfzehn Uhr fünfunddreißig', ['fünf nach halb vier', 'fünfundzwanzig vor vier']],
    ['15:40', 'fünfzehn Uhr vierzig', ['zwanzig vor vier', 'zehn nach halb vier']],
    ['15:45', 'fünfzehn Uhr fünfundvierzig', ['Viertel vor vier', 'drei viertel vier', 'dreiviertel vier']],
    ['16:50', 'sechzehn Uhr fünfzig', ['zehn vor fünf']],
    ['19:20', 'neunzehn Uhr zwanzig', ['zwanzig nach sieben', 'zehn vor halb acht']],
    ['20:10', 'zwanzig Uhr zehn', ['zehn nach acht']],
    ['21:45', 'einundzwanzig Uhr fünfundvierzig', ['Viertel vor zehn', 'drei viertel zehn', 'dreiviertel zehn']],
    ['22:55', 'zweiundzwanzig Uhr fünfundfünfzig', ['fünf vor elf']],
    ['23:30', 'dreiundzwanzig Uhr dreißig', ['halb zwölf']],
    ['23:45', 'dreiundzwanzig Uhr fünfundvierzig', ['Viertel vor zwölf', 'drei viertel zwölf', 'dreiviertel zwölf']],
    ['23:55', 'dreiundzwanzig Uhr fünfundfünfzig', ['fünf vor zwölf']],
  ];
  it('has at least 30 rows', () => expect(rows.length).toBeGreaterThanOrEqual(30));
  it.each(rows)('%s: %s / %j', (clock, official, everyday) => {
    const time = at(clock);
    expect(digital(time)).toBe(clock);
    expect(officialPhrase(time)).toBe(official);
    expect(everydayPhrases(time).map((p) => p.text)).toEqual(everyday);
  });
});

describe('numberWord', () => {
  it.each([
    [0, 'null'],
    [1, 'eins'],
    [12, 'zwölf'],
    [16, 'sechzehn'],
    [17, 'siebzehn'],
    [21, 'einundzwanzig'],
    [30, 'dreißig'],
    [31, 'einunddreißig'],
    [47, 'siebenundvierzig'],
    [59, 'neunundfünfzig'],
  ])('%i → %s', (n, word) => expect(numberWord(n)).toBe(word));
  it('refuses what a clock never shows', () => {
    expect(() => numberWord(60)).toThrow();
    expect(() => numberWord(-1)).toThrow();
    expect(() => numberWord(2.5)).toThrow();
  });
});

describe('checkPhrase', () => {
  const t1530 = at('15:30');
  it('takes capitals, spaces, „Es ist“, a full stop and ss/ae/oe/ue in its stride', () => {
    for (const typed of ['halb vier', 'Halb Vier', '  halb   vier ', 'Es ist halb vier.', 'es ist halb vier']) expect(checkPhrase(typed, t1530, 'everyday')).toMatchObject({ correct: true, viaSubstitute: false });
    expect(checkPhrase('fuenfzehn uhr dreissig', t1530, 'official')).toMatchObject({ correct: true, viaSubstitute: true });
    expect(checkPhrase('FÜNFZEHN UHR DREIẞIG', t1530, 'official').correct).toBe(true);
    expect(checkPhrase('fuenf vor zwoelf', at('11:55'), 'everyday')).toMatchObject({ correct: true, viaSubstitute: true });
  });

  it('reports which kind of phrase matched', () => {
    expect(checkPhrase('zehn nach halb vier', at('15:40'), 'everyday').matched).toEqual({ text: 'zehn nach halb vier', kind: 'variant' });
    expect(checkPhrase('viertel vier', at('15:15'), 'everyday').matched).toEqual({ text: 'viertel vier', kind: 'regional' });
    expect(checkPhrase('Dreiviertel vier', at('15:45'), 'everyday').matched?.kind).toBe('regional');
    expect(checkPhrase('drei', at('15:00'), 'everyday').matched?.kind).toBe('variant');
  });

  it('accepts nothing else', () => {
    const wrong: [string, string, 'official' | 'everyday'][] = [
      ['15:30', 'halb drei', 'everyday'],
      ['15:30', 'halb fünf', 'everyday'],
      ['15:30', 'fünfzehn Uhr dreißig', 'everyday'],
      ['15:30', 'halb vier', 'official'],
      ['15:30', 'drei Uhr dreißig', 'official'],
      ['15:30', 'fünfzehn Uhr dreißig Minuten', 'official'],
      ['15:30', 'halb vier Uhr', 'everyday'],
      ['15:15', 'Viertel vor drei', 'everyday'],
      ['15:15', 'Viertel nach vier', 'everyday'],
      ['15:15', 'Viertel nach drei Uhr', 'everyday'],
      ['15:45', 'viertel vier', 'everyday'],
      ['15:45', 'Viertel nach drei', 'everyday'],
      ['15:25', 'fünfundzwanzig nach vier', 'everyday'],
      ['15:35', 'fünfundzwanzig vor drei', 'everyday'],
      ['15:25', 'fünf nach halb vier', 'everyday'],
      ['15:25', 'fünf vor halb drei', 'everyday'],
      ['15:40', 'zehn nach halb drei', 'everyday'],
      ['15:20', 'zehn vor halb drei', 'everyday'],
      ['15:00', 'fünfzehn', 'official'],
      ['01:00', 'eins Uhr', 'everyday'],
      ['01:00', 'eins Uhr', 'official'],
      ['13:00', 'eins Uhr', 'everyday'],
      ['01:05', 'eins Uhr fünf', 'official'],
      ['00:00', 'vierundzwanzig Uhr', 'official'],
      ['00:00', 'Mitternacht', 'official'],
      ['12:00', 'Mitternacht', 'everyday'],
      ['12:00', 'null Uhr', 'everyday'],
      ['15:05', 'fünf nach drei Uhr', 'everyday'],
      ['15:05', 'fünf vor drei', 'everyday'],
      ['15:30', 'halbvier', 'everyday'],
      ['15:30', 'halb vir', 'everyday'],
      ['11:55', 'funf vor zwolf', 'everyday'],
      ['15:30', '', 'everyday'],
    ];
    for (const [clock, typed, style] of wrong) expect(checkPhrase(typed, at(clock), style).correct, `${clock} ${style}: ${typed}`).toBe(false);
  });

  it('accepts each phrase for exactly the times it names (everyday: both halves of the day)', () => {
    for (const time of ALL_TIMES) {
      expect(timesFor(officialPhrase(time)).some((t) => t.h === time.h && t.m === time.m)).toBe(true);
      for (const phrase of everydayPhrases(time)) {
        const both = [digital(timeAt((time.h % 12) * 60 + time.m)), digital(timeAt((time.h % 12) * 60 + 720 + time.m))];
        expect(timesFor(phrase.text).map(digital), phrase.text).toEqual(phrase.text === 'Mitternacht' ? ['00:00'] : both);
      }
    }
  }, 60_000);

  it('official phrases past 12:59 name one time only; up to then the everyday reading adds the other half', () => {
    expect(timesFor('fünfzehn Uhr dreißig').map(digital)).toEqual(['15:30']);
    expect(timesFor('null Uhr').map(digital)).toEqual(['00:00']);
    expect(timesFor('drei Uhr').map(digital)).toEqual(['03:00', '15:00']);
    expect(timesFor('zwölf Uhr').map(digital)).toEqual(['00:00', '12:00']);
    expect(timesFor(sentenceOf('halb eins')).map(digital)).toEqual(['00:30', '12:30']);
    expect(timesFor('Es ist Mitternacht.').map(digital)).toEqual(['00:00']);
  });
});
