import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkAnswer } from './answer-check';

describe('checkAnswer', () => {
  it('compares trimmed and case-insensitive', () => {
    expect(checkAnswer('  der apfel ', 'der Apfel')).toEqual({ correct: true, viaSubstitute: false, expected: 'der Apfel' });
    expect(checkAnswer('DER   APFEL', 'der Apfel').correct).toBe(true);
    expect(checkAnswer('die Apfel', 'der Apfel').correct).toBe(false);
    expect(checkAnswer('', 'der Apfel').correct).toBe(false);
  });

  it('accepts ae/oe/ue/ss for ä/ö/ü/ß and says so', () => {
    expect(checkAnswer('schoen', 'schön')).toEqual({ correct: true, viaSubstitute: true, expected: 'schön' });
    expect(checkAnswer('Strasse', 'Straße')).toMatchObject({ correct: true, viaSubstitute: true });
    expect(checkAnswer('die Aepfel', 'die Äpfel')).toMatchObject({ correct: true, viaSubstitute: true });
    expect(checkAnswer('Gruesse', 'Grüße')).toMatchObject({ correct: true, viaSubstitute: true });
    expect(checkAnswer('Grüsse', 'Grüße')).toMatchObject({ correct: true, viaSubstitute: true });
  });

  it('keeps a bare vowel for an umlaut wrong, and never reads ß for ss', () => {
    expect(checkAnswer('schon', 'schön').correct).toBe(false);
    expect(checkAnswer('Apfel', 'Äpfel').correct).toBe(false);
    expect(checkAnswer('Maße', 'Masse').correct).toBe(false);
    expect(checkAnswer('Strase', 'Straße').correct).toBe(false);
  });

  it('treats regex characters in answers literally', () => {
    expect(checkAnswer('a.c', 'abc').correct).toBe(false);
    expect(checkAnswer('Wie geht es (dir)?', 'wie geht es (dir)?').correct).toBe(true);
  });

  it('always accepts the expected text itself and its substitute spelling (property)', () => {
    const german = fc.stringMatching(/^[a-zA-ZäöüÄÖÜß ]{1,20}$/).filter((s) => s.trim() !== '');
    fc.assert(
      fc.property(german, (word) => {
        expect(checkAnswer(word, word).correct).toBe(true);
        const substituted = word.toLowerCase().replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue').replace(/ß/g, 'ss');
        expect(checkAnswer(substituted, word).correct).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});
