import { describe, expect, it } from 'vitest';
import { seeded } from '@/lib/random';
import { newPicker, pickNext, remaining, type Picker } from './picker';

function draw(p: Picker, n: number, random: () => number) {
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    const r = pickNext(p, random);
    out.push(r.index!);
    p = r.picker;
  }
  return { out, p };
}

describe('picker', () => {
  it('gives every item once before any repeats', () => {
    const random = seeded(7);
    const { out, p } = draw(newPicker(6), 6, random);
    expect([...out].sort()).toEqual([0, 1, 2, 3, 4, 5]);
    expect(remaining(p)).toBe(0);
    const next = draw(p, 6, random);
    expect([...next.out].sort()).toEqual([0, 1, 2, 3, 4, 5]);
    // A new pass never opens with the item just shown.
    expect(next.out[0]).not.toBe(out[5]);
  });

  it('never repeats back to back across many passes', () => {
    const { out } = draw(newPicker(3), 60, seeded(1));
    for (let i = 1; i < out.length; i++) expect(out[i]).not.toBe(out[i - 1]);
  });

  it('counts what is left and handles an empty set', () => {
    const p = newPicker(4);
    expect(remaining(p)).toBe(4);
    expect(remaining(pickNext(p, seeded(2)).picker)).toBe(3);
    expect(pickNext(newPicker(0)).index).toBeNull();
  });
});
