import { readRaw, writeRaw } from './storage';

/**
 * The learner's time-limit choice for timed exercises (WCAG 2.2.1 "Timing adjustable"): ×1, ×2,
 * ×10 or off, remembered on the device and shared by the review trainer and "find mistakes".
 */
export const TIME_FACTORS = [1, 2, 10, 0] as const;
export type TimeFactor = (typeof TIME_FACTORS)[number];

const KEY = 'reviewTimeFactor';

export function readTimeFactor(): TimeFactor {
  const raw = readRaw(KEY);
  const value = raw === null ? 1 : Number(raw);
  return (TIME_FACTORS as readonly number[]).includes(value) ? (value as TimeFactor) : 1;
}

export function saveTimeFactor(factor: TimeFactor): void {
  writeRaw(KEY, String(factor));
}

/** Seconds for a base limit under a factor; off is Infinity. */
export function limitSeconds(base: number, factor: TimeFactor): number {
  return factor === 0 ? Number.POSITIVE_INFINITY : base * factor;
}
