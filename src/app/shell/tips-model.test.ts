import { describe, expect, it } from 'vitest';
import { pickTipIndex, TIP_COUNT, tipKey } from './tips-model';

describe('tip of the day', () => {
  it('picks one of the 40 tips for any random number', () => {
    expect(TIP_COUNT).toBe(40);
    expect(pickTipIndex(() => 0)).toBe(0);
    expect(pickTipIndex(() => 0.999999)).toBe(39);
    expect(pickTipIndex(() => 0.5)).toBe(20);
  });

  it('names tips t01 … t40', () => {
    expect(tipKey(0)).toBe('t01');
    expect(tipKey(39)).toBe('t40');
  });
});
