import { describe, expect, it } from 'vitest';
import { answerLetters, lastLetterOf, normaliseLetter, SHARP_S } from './letters';

describe('cell letters (DECISIONS.md: one letter per cell, ß is one cell)', () => {
  it('upper-cases A–Z and Ä Ö Ü one letter at a time', () => {
    expect(normaliseLetter('a')).toBe('A');
    expect(normaliseLetter('Z')).toBe('Z');
    expect(normaliseLetter('ä')).toBe('Ä');
    expect(normaliseLetter('ö')).toBe('Ö');
    expect(normaliseLetter('Ü')).toBe('Ü');
  });

  it('keeps ß as one cell — never the "SS" of toUpperCase — and takes the capital ẞ as the same letter', () => {
    expect('ß'.toUpperCase()).toBe('SS'); // the trap this module avoids
    expect(normaliseLetter('ß')).toBe(SHARP_S);
    expect(normaliseLetter('ẞ')).toBe(SHARP_S);
    expect(SHARP_S).toHaveLength(1);
    expect(answerLetters('Straße')).toEqual(['S', 'T', 'R', 'A', 'ß', 'E']);
    expect(answerLetters('STRAẞE')).toEqual(answerLetters('straße'));
    expect(answerLetters('Grüße')).toEqual(['G', 'R', 'Ü', 'ß', 'E']);
  });

  it('refuses what is no letter of the grid', () => {
    for (const junk of ['', ' ', '1', '-', 'é', 'AB', 'ß ', '€', '\u0301']) expect(normaliseLetter(junk), junk).toBeNull();
    expect(answerLetters('ABC1')).toBeNull();
    expect(answerLetters('A B')).toBeNull();
  });

  it("reads the last letter of an input event's value (phones send key code 229, the letter comes with the input)", () => {
    expect(lastLetterOf('Ab')).toBe('B');
    expect(lastLetterOf('aß')).toBe('ß');
    expect(lastLetterOf('x1')).toBe('X');
    expect(lastLetterOf('')).toBeNull();
    expect(lastLetterOf('12')).toBeNull();
  });
});
