// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ALSO_ACCEPTED, dateSentence, MONTHS, ordinal, PATTERN_IDS, spokenSentence, WEEKDAYS, writtenSentence } from '@/features/games/say-date/model/date-words';
import { unknownGermanWords } from './german-spelling';

/** The German the date game generates: every ordinal form, every name, every pattern's sentence. */
const ordinals = Array.from({ length: 31 }, (_, i) => i + 1).flatMap((n) => [ordinal(n, 'e'), ordinal(n, 'en'), ordinal(n, 'e', { siebente: true }), ordinal(n, 'en', { siebente: true })]);
const sentences = PATTERN_IDS.flatMap((pattern) =>
  [1, 2, 3, 7, 8, 17, 20, 21, 27, 30].map((day) => dateSentence(pattern, { days: pattern === 'course' ? (day === 1 ? [1, 9] : [1, day]) : [day], month: 3, year: 2025 })),
);

describe('date game German', () => {
  it('spells every ordinal, weekday and month as the de_DE dictionary does', () => {
    expect(unknownGermanWords([...ordinals, ...WEEKDAYS, ...MONTHS, ...Object.values(ALSO_ACCEPTED).flat()])).toEqual([]);
  });

  it('writes every sentence pattern in correct German, in digits and in words', () => {
    expect(sentences.length).toBe(PATTERN_IDS.length * 10);
    expect(unknownGermanWords(sentences.flatMap((s) => [writtenSentence(s), spokenSentence(s), spokenSentence(s, { siebente: true })]))).toEqual([]);
  });
});
