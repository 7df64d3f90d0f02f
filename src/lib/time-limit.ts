import { STORAGE_KEYS } from './storage';
import type { StoredKey } from './stored-key';

/**
 * The learner's time-limit choice for timed exercises (WCAG 2.2.1 "Timing adjustable"): ×1, ×2,
 * ×10 or off, remembered on the device and shared by the review trainer and "find mistakes".
 */
export const TIME_FACTORS = [1, 2, 10, 0] as const;
export type TimeFactor = (typeof TIME_FACTORS)[number];

/** The remembered factor (×1 when none is stored); read and written through lib/stored-key.ts. */
export const REVIEW_TIME_FACTOR: StoredKey<TimeFactor> = {
  name: STORAGE_KEYS.reviewTimeFactor,
  area: 'local',
  fallback: 1,
  decode: (text) => {
    const value = Number(text);
    return (TIME_FACTORS as readonly number[]).includes(value) ? (value as TimeFactor) : null;
  },
  encode: String,
};

/** Seconds for a base limit under a factor; off is Infinity. */
export function limitSeconds(base: number, factor: TimeFactor): number {
  return factor === 0 ? Number.POSITIVE_INFINITY : base * factor;
}
