import { describe, expect, it } from 'vitest';
import { pick, randomIndex, sample, seeded, shuffle } from './random';

describe('lib/random', () => {
  it('seeded sources repeat and stay in [0, 1)', () => {
    const a = seeded(42);
    const b = seeded(42);
    const xs = Array.from({ length: 1000 }, () => a());
    expect(xs).toEqual(Array.from({ length: 1000 }, () => b()));
    expect(xs.every((x) => x >= 0 && x < 1)).toBe(true);
    expect(new Set(xs).size).toBeGreaterThan(990);
    expect(seeded(1)()).not.toBe(seeded(2)());
  });

  it('randomIndex stays inside the list even when the source returns its edges', () => {
    expect(randomIndex(5, () => 0)).toBe(0);
    expect(randomIndex(5, () => 0.999999)).toBe(4);
    expect(randomIndex(5, () => 1)).toBe(4);
    expect(randomIndex(0, () => 0.5)).toBe(0);
  });

  it('shuffle keeps every item once, leaves the input alone and is uniform enough', () => {
    const input = [1, 2, 3, 4];
    const random = seeded(7);
    const firsts = new Map<number, number>();
    for (let i = 0; i < 4000; i++) {
      const out = shuffle(input, random);
      expect([...out].sort()).toEqual(input);
      firsts.set(out[0] as number, (firsts.get(out[0] as number) ?? 0) + 1);
    }
    expect(input).toEqual([1, 2, 3, 4]);
    for (const n of input) expect(firsts.get(n)).toBeGreaterThan(850);
  });

  it('sample returns distinct positions, at most the list', () => {
    const out = sample(['a', 'b', 'c', 'd', 'e'], 3, seeded(3));
    expect(out).toHaveLength(3);
    expect(new Set(out).size).toBe(3);
    expect(sample(['a'], 4, seeded(3))).toEqual(['a']);
    expect(sample(['a'], -1)).toEqual([]);
  });

  it('pick returns an item, or undefined for nothing', () => {
    expect(['x', 'y']).toContain(pick(['x', 'y'], seeded(9)));
    expect(pick([], seeded(9))).toBeUndefined();
  });
});
