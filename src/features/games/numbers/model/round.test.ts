import { describe, expect, it } from 'vitest';
import { seeded } from '@/lib/random';
import { allChoices, choiceKey, isRightAnswer, LEVELS, newRound, parseChoice, pickNumbers, rangeLabel, ROUND_SIZE, solution } from './round';

describe('choices', () => {
  it('are every direction with every range, each with its own key', () => {
    const keys = allChoices().map((c) => choiceKey(c.direction, c.level));
    expect(keys).toEqual([
      'words-0-20',
      'words-21-100',
      'words-101-1000',
      'words-1001-1000000',
      'digits-0-20',
      'digits-21-100',
      'digits-101-1000',
      'digits-1001-1000000',
      'listen-0-20',
      'listen-21-100',
      'listen-101-1000',
      'listen-1001-1000000',
    ]);
    for (const key of keys) expect(parseChoice(key) && choiceKey(parseChoice(key)!.direction, parseChoice(key)!.level)).toBe(key);
  });

  it('refuses unknown keys', () => {
    expect(parseChoice('words-0-30')).toBeNull();
    expect(() => newRound('sing-0-20')).toThrow();
  });

  it('label the ranges with grouped digits', () => {
    expect(LEVELS.map(rangeLabel)).toEqual(['0–20', '21–100', '101–1\u00a0000', '1\u00a0001–1\u00a0000\u00a0000']);
  });

  it('cover 0 to 1 000 000 without gaps or overlaps', () => {
    expect(LEVELS[0].min).toBe(0);
    for (let i = 1; i < LEVELS.length; i++) expect(LEVELS[i]!.min).toBe(LEVELS[i - 1]!.max + 1);
    expect(LEVELS.at(-1)!.max).toBe(1_000_000);
  });
});

describe('pickNumbers', () => {
  it('gives ten different numbers of the range, over many seeds', () => {
    for (const level of LEVELS) {
      for (let seed = 0; seed < 200; seed++) {
        const numbers = pickNumbers(level, seeded(seed));
        expect(numbers).toHaveLength(ROUND_SIZE);
        expect(new Set(numbers).size).toBe(ROUND_SIZE);
        expect(numbers.every((n) => Number.isInteger(n) && n >= level.min && n <= level.max), `${level.id} seed ${seed}: ${numbers.join()}`).toBe(true);
      }
    }
  });

  it('mixes 4-, 5- and 6-digit numbers in the largest range', () => {
    const lengths = new Set<number>();
    for (let seed = 0; seed < 20; seed++) for (const n of pickNumbers(LEVELS[3], seeded(seed))) lengths.add(String(n).length);
    expect([...lengths].sort()).toEqual(expect.arrayContaining([4, 5, 6]));
  });

  it('ends even when the random source is stuck', () => {
    for (const level of LEVELS) {
      for (const stuck of [() => 0, () => 0.9999999]) {
        const numbers = pickNumbers(level, stuck);
        expect(new Set(numbers).size).toBe(ROUND_SIZE);
        expect(numbers.every((n) => n >= level.min && n <= level.max)).toBe(true);
      }
    }
    let i = 0;
    const walking = () => (i++ % 97) / 97;
    expect(new Set(pickNumbers(LEVELS[3], walking)).size).toBe(ROUND_SIZE);
  });

  it('gives another round for another seed', () => {
    expect(newRound('words-101-1000', seeded(1)).numbers).not.toEqual(newRound('words-101-1000', seeded(2)).numbers);
    expect(newRound('listen-21-100', seeded(1))).toMatchObject({ direction: 'listen', level: LEVELS[1] });
  });
});

describe('answers', () => {
  it.each([
    ['words', 'dreihunderteinundzwanzig', 321, true],
    ['words', '321', 321, false],
    ['words', 'hundert', 100, true],
    ['digits', '321', 321, true],
    ['digits', 'dreihunderteinundzwanzig', 321, false],
    ['digits', '1.000', 1000, true],
    ['listen', '1 000 000', 1_000_000, true],
    ['listen', '100000', 1_000_000, false],
  ] as const)('%s: "%s" for %i is %s', (direction, input, n, ok) => {
    expect(isRightAnswer(direction, input, n)).toBe(ok);
  });

  it('show the number both ways', () => {
    expect(solution(321)).toEqual({ digits: '321', words: 'dreihunderteinundzwanzig' });
    expect(solution(1000000)).toEqual({ digits: '1\u00a0000\u00a0000', words: 'eine Million' });
  });
});
