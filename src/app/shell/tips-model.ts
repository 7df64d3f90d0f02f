import type { ParseKeys } from 'i18next';
import { randomIndex } from '@/lib/random';

/** Number of tips in locales/<lang>/tips.json (t01 … t40). */
export const TIP_COUNT = 40;

export type TipKey = ParseKeys<'tips'>;

export function tipKey(index: number): TipKey {
  return `t${String(index + 1).padStart(2, '0')}` as TipKey;
}

/** A random tip index from a random source in [0, 1). */
export function pickTipIndex(random: () => number): number {
  return randomIndex(TIP_COUNT, random);
}
