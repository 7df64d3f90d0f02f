import { describe, expect, it } from 'vitest';
import {
  dateSentence,
  digitsLabel,
  endingAfter,
  gappedSentence,
  ordinal,
  ordinalsOf,
  ordinalStem,
  parseSpokenDate,
  PATTERN_IDS,
  PATTERNS,
  spellings,
  spellOut,
  spokenSentence,
  weekdayOf,
  writtenSentence,
  type PatternId,
} from './date-words';

/** Every day ordinal, written out by hand (not by the rule under test). */
const ORDINALS: [number, string][] = [
  [1, 'erste'],
  [2, 'zweite'],
  [3, 'dritte'],
  [4, 'vierte'],
  [5, 'fünfte'],
  [6, 'sechste'],
  [7, 'siebte'],
  [8, 'achte'],
  [9, 'neunte'],
  [10, 'zehnte'],
  [11, 'elfte'],
  [12, 'zwölfte'],
  [13, 'dreizehnte'],
  [14, 'vierzehnte'],
  [15, 'fünfzehnte'],
  [16, 'sechzehnte'],
  [17, 'siebzehnte'],
  [18, 'achtzehnte'],
  [19, 'neunzehnte'],
  [20, 'zwanzigste'],
  [21, 'einundzwanzigste'],
  [22, 'zweiundzwanzigste'],
  [23, 'dreiundzwanzigste'],
  [24, 'vierundzwanzigste'],
  [25, 'fünfundzwanzigste'],
  [26, 'sechsundzwanzigste'],
  [27, 'siebenundzwanzigste'],
  [28, 'achtundzwanzigste'],
  [29, 'neunundzwanzigste'],
  [30, 'dreißigste'],
  [31, 'einunddreißigste'],
];

describe('ordinals 1.–31.', () => {
  it.each(ORDINALS)('nominative: der %i. März → der %s März', (n, word) => {
    expect(spellOut(`der ${n}. März`)).toBe(`der ${word} März`);
    expect(ordinal(n, 'e')).toBe(word);
  });

  it.each(ORDINALS)('dative: am %i. März → am %sn März', (n, word) => {
    expect(spellOut(`am ${n}. März`)).toBe(`am ${word}n März`);
    expect(ordinal(n, 'en')).toBe(`${word}n`);
  });

  it.each([
    [1, 'erste', 'ersten'],
    [3, 'dritte', 'dritten'],
    [7, 'siebte', 'siebten'],
    [8, 'achte', 'achten'],
    [20, 'zwanzigste', 'zwanzigsten'],
    [21, 'einundzwanzigste', 'einundzwanzigsten'],
    [30, 'dreißigste', 'dreißigsten'],
    [31, 'einunddreißigste', 'einunddreißigsten'],
  ])('edge form %i.: %s / %s', (n, nominative, dative) => {
    expect(ordinal(n, 'e')).toBe(nominative);
    expect(ordinal(n, 'en')).toBe(dative);
  });

  it('writes 8. with one t (achte, not achtte) and 7. as siebte or siebente', () => {
    expect(ordinal(8, 'e')).not.toContain('tt');
    expect(ordinal(7, 'en', { siebente: true })).toBe('siebenten');
    expect(ordinal(17, 'e', { siebente: true })).toBe('siebzehnte');
  });

  it('has no ordinal outside 1–31', () => {
    expect(() => ordinalStem(0)).toThrow();
    expect(() => ordinalStem(32)).toThrow();
    expect(() => ordinalStem(2.5)).toThrow();
  });
});

describe('the ending in context', () => {
  it.each([
    ['der', 'e'],
    ['Der', 'e'],
    ['die', 'e'],
    ['das', 'e'],
    ['am', 'en'],
    ['vom', 'en'],
    ['zum', 'en'],
    ['den', 'en'],
    ['dem', 'en'],
    ['im', 'en'],
    ['beim', 'en'],
    ['des', 'en'],
    ['Montag,', null],
    ['bis', null],
    ['', null],
  ])('after "%s" → %s', (word, ending) => {
    expect(endingAfter(word)).toBe(ending);
  });

  it.each([
    ['am 3. März', 'am dritten März'],
    ['am 3.3.', 'am dritten März'],
    ['der 1. Mai', 'der erste Mai'],
    ['Der 1. Mai', 'Der erste Mai'],
    ['Montag, der 3. März', 'Montag, der dritte März'],
    ['am Freitag, dem 7. März', 'am Freitag, dem siebten März'],
    ['am 24. Dezember', 'am vierundzwanzigsten Dezember'],
    ['am 24.12.', 'am vierundzwanzigsten Dezember'],
    ['vom 1. bis zum 5. Juni', 'vom ersten bis zum fünften Juni'],
    ['den 3. März', 'den dritten März'],
    ['bis zum 31. August', 'bis zum einunddreißigsten August'],
    ['ab dem 2.1.', 'ab dem zweiten Januar'],
  ])('%s → %s', (digits, words) => {
    expect(spellOut(digits)).toBe(words);
  });

  it('reads a numeric month also as an ordinal, and 7. also as siebente', () => {
    expect(spellOut('am 3.3.', { monthAsOrdinal: true })).toBe('am dritten Dritten');
    expect(spellings('am 7.7.').sort()).toEqual(['am siebenten Juli', 'am siebenten Siebenten', 'am siebten Juli', 'am siebten Siebten'].sort());
    expect(spellings('der 3. März')).toEqual(['der dritte März']);
    // Issue 27: "am Montag, den …" beside "dem …" (dem shown); Jänner only for a month written as a number.
    expect(spellings('am Montag, dem 3. März')).toEqual(['am Montag, dem dritten März', 'am Montag, den dritten März']);
    expect(spellings('Montag, der 3. März')).toEqual(['Montag, der dritte März']);
    expect(spellings('am 3.1.')).toEqual(['am dritten Januar', 'am dritten Jänner', 'am dritten Ersten']);
    expect(spellings('am 3. Januar')).toEqual(['am dritten Januar']);
  });

  it('refuses a number with no article or preposition before it', () => {
    expect(() => spellOut('3. März')).toThrow();
    expect(() => spellOut('am 3.13.')).toThrow();
  });
});

describe('date sentences', () => {
  it.each<[PatternId, number[], number, string, string]>([
    ['todayWeekday', [3], 3, 'Heute ist Montag, der 3. März.', 'Heute ist Montag, der dritte März.'],
    ['today', [1], 5, 'Heute ist der 1. Mai.', 'Heute ist der erste Mai.'],
    ['subject', [1], 5, 'Der 1. Mai ist ein Donnerstag.', 'Der erste Mai ist ein Donnerstag.'],
    ['birthday', [24], 12, 'Ich habe am 24. Dezember Geburtstag.', 'Ich habe am vierundzwanzigsten Dezember Geburtstag.'],
    ['myBirthday', [8], 8, 'Mein Geburtstag ist am 8. August.', 'Mein Geburtstag ist am achten August.'],
    ['meeting', [7], 3, 'Wir treffen uns am Freitag, dem 7. März.', 'Wir treffen uns am Freitag, dem siebten März.'],
    ['course', [1, 5], 6, 'Der Kurs geht vom 1. bis zum 5. Juni.', 'Der Kurs geht vom ersten bis zum fünften Juni.'],
    ['letter', [3], 3, 'Berlin, den 3. März 2025', 'Berlin, den dritten März 2025'],
    ['weHave', [20], 1, 'Heute haben wir den 20. Januar.', 'Heute haben wir den zwanzigsten Januar.'],
    ['holidays', [31], 8, 'Die Ferien dauern bis zum 31. August.', 'Die Ferien dauern bis zum einunddreißigsten August.'],
    ['museum', [21], 4, 'Das Museum ist ab dem 21. April wieder geöffnet.', 'Das Museum ist ab dem einundzwanzigsten April wieder geöffnet.'],
  ])('%s: %s → %s', (pattern, days, month, written, spoken) => {
    const s = dateSentence(pattern, { days, month, year: 2025 });
    expect(writtenSentence(s)).toBe(written);
    expect(spokenSentence(s)).toBe(spoken);
    expect(s.days).toEqual(days);
  });

  it('writes the month as a number where the pattern allows it', () => {
    const s = dateSentence('birthday', { days: [24], month: 12, year: 2025, numeric: true });
    expect(s.phrase).toBe('am 24.12.');
    expect(spokenSentence(s)).toBe('Ich habe am vierundzwanzigsten Dezember Geburtstag.');
    expect(dateSentence('today', { days: [24], month: 12, year: 2025, numeric: true }).phrase).toBe('der 24. Dezember');
  });

  it('takes the weekday from the calendar of the year', () => {
    expect(weekdayOf(2025, 3, 3)).toBe(0);
    expect(weekdayOf(2026, 3, 3)).toBe(1);
    expect(dateSentence('todayWeekday', { days: [3], month: 3, year: 2026 }).phrase).toBe('Dienstag, der 3. März');
  });

  it('refuses dates that do not exist and ranges that do not run forward', () => {
    expect(() => dateSentence('today', { days: [30], month: 2, year: 2025 })).toThrow();
    expect(() => dateSentence('today', { days: [31], month: 4, year: 2025 })).toThrow();
    expect(() => dateSentence('course', { days: [5, 1], month: 6, year: 2025 })).toThrow();
    expect(() => dateSentence('course', { days: [5], month: 6, year: 2025 })).toThrow();
  });

  it('knows the ending of each pattern, as spellOut finds it', () => {
    for (const pattern of PATTERN_IDS) {
      const s = dateSentence(pattern, { days: pattern === 'course' ? [2, 9] : [9], month: 10, year: 2025 });
      expect(ordinalsOf(s).every((o) => o.ending === PATTERNS[pattern].ending)).toBe(true);
    }
  });

  it('leaves a gap for the ending of one ordinal', () => {
    const s = dateSentence('course', { days: [1, 5], month: 6, year: 2025 });
    expect(gappedSentence(s, 0)).toEqual({ before: 'Der Kurs geht vom erst', after: 'bis zum fünften Juni.', day: 1, ending: 'en' });
    expect(gappedSentence(s, 1)).toEqual({ before: 'Der Kurs geht vom ersten bis zum fünft', after: 'Juni.', day: 5, ending: 'en' });
    const t = dateSentence('todayWeekday', { days: [3], month: 3, year: 2025 });
    expect(gappedSentence(t, 0)).toMatchObject({ before: 'Heute ist Montag, der dritt', after: 'März.', ending: 'e' });
    expect(() => gappedSentence(t, 1)).toThrow();
  });
});

describe('reading a spoken date back', () => {
  it('finds the day(s) and the month in words', () => {
    expect(parseSpokenDate('Wir treffen uns am Freitag, dem siebten März.')).toEqual({ days: [7], month: 3 });
    expect(parseSpokenDate('Der Kurs geht vom ersten bis zum fünften Juni.')).toEqual({ days: [1, 5], month: 6 });
    expect(parseSpokenDate('Berlin, den einunddreißigsten Oktober 2025')).toEqual({ days: [31], month: 10 });
    expect(parseSpokenDate('am siebenten Juli')).toEqual({ days: [7], month: 7 });
    expect(parseSpokenDate('Heute ist Montag.')).toBeNull();
  });

  it('is the reverse of spellOut for every day of every month', () => {
    for (let month = 1; month <= 12; month++) {
      for (let day = 1; day <= 28; day++) {
        expect(parseSpokenDate(spellOut(`am ${day}.${month}.`))).toEqual({ days: [day], month });
      }
    }
  });

  it('labels a date as German writes it in digits', () => {
    expect(digitsLabel([3], 3)).toBe('3.3.');
    expect(digitsLabel([1, 5], 6)).toBe('1.–5.6.');
  });
});
