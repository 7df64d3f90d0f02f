import { describe, expect, it } from 'vitest';
import { answerOf, missedGerman, wordBefore } from './answer';
import { labelOf } from './check';
import { dateSentence } from './date-words';
import type { Item } from './round';

const birthday = dateSentence('birthday', { days: [24], month: 12, year: 2025 });
const today = dateSentence('todayWeekday', { days: [3], month: 3, year: 2025 });

describe('the answer of a date item', () => {
  it('a weekday or month: its German name, no ordinal', () => {
    const item: Item = { kind: 'name', name: { category: 'weekday', index: 1 }, ask: 'translate', options: [] };
    expect(answerOf(item)).toBe('Dienstag');
    expect(missedGerman(item)).toBe('Dienstag');
    expect(wordBefore(item)).toBe('');
  });

  it('an ending: the phrase in words, and the word before the gap', () => {
    const item: Item = { kind: 'ending', sentence: birthday, gap: 0 };
    expect(answerOf(item)).toBe('am vierundzwanzigsten Dezember');
    expect(wordBefore(item)).toBe('am');
  });

  it('reading aloud: the phrase in words, and the word before the day', () => {
    const item: Item = { kind: 'read', sentence: today };
    expect(answerOf(item)).toBe('Montag, der dritte März');
    expect(missedGerman(item)).toBe('Montag, der dritte März');
    expect(wordBefore(item)).toBe('der');
  });

  it('which date: the date in digits shown, the phrase in words kept for the reviews', () => {
    const item: Item = { kind: 'which', sentence: birthday, options: [] };
    expect(answerOf(item)).toBe(labelOf(birthday));
    expect(missedGerman(item)).toBe('am vierundzwanzigsten Dezember');
    expect(wordBefore(item)).toBe('');
  });
});
