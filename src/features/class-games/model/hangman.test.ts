import { describe, expect, it } from 'vitest';
import { guess, guessOf, isHangmanWord, LETTERS, letterKey, maskOf, MAX_WRONG, newHangman, statusOf, wrongCount, type Hangman } from './hangman';

const play = (word: string, letters: string) => [...letters].reduce<Hangman>((s, l) => guess(s, l), newHangman(word));
const shown = (s: Hangman) => maskOf(s).map((c) => (c.shown ? c.ch : '_')).join('');

describe('hangman', () => {
  it('has A–Z plus Ä Ö Ü ß (30 letters)', () => {
    expect(LETTERS).toHaveLength(30);
    expect(LETTERS.slice(-4)).toEqual(['Ä', 'Ö', 'Ü', 'ß']);
  });

  it('reads typed keys case-insensitively, keeps ß as ß and rejects non-letters', () => {
    expect(guessOf('a')).toBe('A');
    expect(guessOf('ä')).toBe('Ä');
    expect(guessOf('ß')).toBe('ß');
    expect(guessOf('ẞ')).toBe('ß');
    expect(letterKey('ß')).toBe('ß');
    for (const k of ['1', 'Enter', ' ', 'é', '-', 'ab']) expect(guessOf(k)).toBeNull();
  });

  it('reveals every occurrence of a letter, case-insensitively', () => {
    const s = play('Banane', 'n');
    expect(shown(s)).toBe('__n_n_');
    expect(shown(guess(s, 'B'))).toBe('B_n_n_');
  });

  it('treats umlauts and ß as letters of their own', () => {
    let s = play('Straße', 'stra');
    expect(shown(s)).toBe('Stra_e'.replace('e', '_'));
    expect(wrongCount(s)).toBe(0);
    s = guess(s, 'ß');
    expect(shown(s)).toBe('Straß_');
    const u = play('Bär', 'a');
    expect(shown(u)).toBe('___');
    expect(wrongCount(u)).toBe(1);
    expect(shown(guess(u, 'Ä'))).toBe('_ä_');
  });

  it('wins when every letter is shown; spaces and hyphens are shown from the start', () => {
    const s = newHangman('E-Mail');
    expect(shown(s)).toBe('_-____');
    const done = play('E-Mail', 'email');
    expect(statusOf(done)).toBe('won');
  });

  it('loses on the eighth wrong guess and then takes no more guesses', () => {
    let s = newHangman('Hund');
    for (const l of 'ABCEFGIJ') s = guess(s, l);
    expect(wrongCount(s)).toBe(MAX_WRONG);
    expect(statusOf(s)).toBe('lost');
    expect(guess(s, 'H')).toBe(s);
  });

  it('counts a repeated guess once', () => {
    const s = play('Hund', 'xxxX');
    expect(wrongCount(s)).toBe(1);
    expect(s.guessed).toEqual(['X']);
  });

  it('accepts words of letters only', () => {
    expect(isHangmanWord('Straße')).toBe(true);
    expect(isHangmanWord('E-Mail')).toBe(true);
    expect(isHangmanWord('zu')).toBe(false);
    expect(isHangmanWord('Hund – Hunde')).toBe(false);
    expect(isHangmanWord('100')).toBe(false);
  });
});
