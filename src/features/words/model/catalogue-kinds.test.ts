import { describe, expect, it } from 'vitest';
import { wordQuizzes } from '../content/catalogue';
import { entriesOfLevel, kindOf } from './catalogue-kinds';

describe('level pages and kind filter', () => {
  it('splits the catalogue into A1, A2 and B1 pages with nothing left over', () => {
    const counts = (['a1', 'a2', 'b1'] as const).map((l) => entriesOfLevel(wordQuizzes, l).length);
    expect(counts).toEqual([79, 52, 9]);
    expect(counts.reduce((a, b) => a + b)).toBe(wordQuizzes.length);
  });

  it('knows the kind of every entry', () => {
    const a2 = entriesOfLevel(wordQuizzes, 'a2');
    expect(a2.filter((e) => kindOf(e) === 'verbs')).toHaveLength(7);
    expect(a2.filter((e) => kindOf(e) === 'adjectives')).toHaveLength(23);
    expect(a2.filter((e) => kindOf(e) === 'nouns')).toHaveLength(22);
    const a1 = entriesOfLevel(wordQuizzes, 'a1');
    expect(a1.filter((e) => kindOf(e) === 'verbs')).toHaveLength(18);
    expect(a1.filter((e) => kindOf(e) === 'adjectives')).toHaveLength(19);
  });
});
