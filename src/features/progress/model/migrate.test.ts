import { describe, expect, it } from 'vitest';
import { legacyGroupOf, migrateLegacy, parseLegacyValue } from './migrate';

describe('legacy keys', () => {
  it('names the group of each legacy key, and never quiz_results itself', () => {
    expect(legacyGroupOf('quiz_results')).toBeNull();
    expect(legacyGroupOf('food01_results')).toBe('food01_results');
    expect(legacyGroupOf('food01_results_swexamples')).toBe('food01_swexamples_results');
    expect(legacyGroupOf('_results')).toBeNull();
    expect(legacyGroupOf('token')).toBeNull();
    expect(legacyGroupOf('results')).toBeNull();
  });

  it('reads values as {quizType: progress} or a bare progress', () => {
    expect(parseLegacyValue('{"1":[true,false,false],"2":"1,1,0"}')).toEqual({ '1': [true, false, false], '2': [true, true, false] });
    expect(parseLegacyValue('[true,true,false]')).toEqual({ default: [true, true, false] });
    expect(parseLegacyValue('1,0,0')).toEqual({ default: [true, false, false] });
    expect(parseLegacyValue('{"x":"junk"}')).toBeNull();
    expect(parseLegacyValue('not json')).toBeNull();
  });

  it('merges legacy progress into quiz_results without losing what is there', () => {
    const stored = new Map([
      ['food01_results', '{"pictures":[false,true,false]}'],
      ['dative_results_swexamples', '[true,false,false]'],
      ['search_results', '"some unrelated text"'],
      ['quiz_results', '{"ignored":"here"}'],
    ]);
    const { results, migratedKeys } = migrateLegacy({ food01_results: { pictures: [true, false, false] } }, stored);
    expect(results).toEqual({
      food01_results: { pictures: [true, true, false] },
      dative_swexamples_results: { default: [true, false, false] },
    });
    expect(migratedKeys.sort()).toEqual(['dative_results_swexamples', 'food01_results']);
  });
});
