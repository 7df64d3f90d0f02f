import { checkAnswer } from '@/lib/answer-check';
import { limitSeconds, type TimeFactor } from '@/lib/time-limit';

/**
 * The clock of the vanishing: one word vanishes every few seconds (the learner's time setting
 * stretches the interval ×2 or ×10 or switches it off, WCAG 2.2.1), the learner may pause it, and
 * "Hide next word" hides the next one at once and starts the interval again.
 */
export const SECONDS_PER_WORD = 4;

export interface VanishClock {
  /** How many words of the vanishing order have vanished. */
  hidden: number;
  total: number;
  /** Seconds between two words; Infinity when the clock is off. */
  interval: number;
  /** Seconds until the next word vanishes. */
  left: number;
  paused: boolean;
}

export type ClockEvent = { type: 'tick' } | { type: 'hide' } | { type: 'pause' } | { type: 'resume' };

export function startClock(total: number, factor: TimeFactor): VanishClock {
  const interval = limitSeconds(SECONDS_PER_WORD, factor);
  return { hidden: 0, total, interval, left: interval, paused: false };
}

export function isAllHidden(clock: VanishClock): boolean {
  return clock.hidden >= clock.total;
}

/** Whether the clock is counting down (on, not paused, words left). */
export function isRunning(clock: VanishClock): boolean {
  return Number.isFinite(clock.interval) && !clock.paused && !isAllHidden(clock);
}

function hideNext(clock: VanishClock): VanishClock {
  return { ...clock, hidden: clock.hidden + 1, left: clock.interval };
}

export function clockReducer(clock: VanishClock, event: ClockEvent): VanishClock {
  switch (event.type) {
    case 'tick':
      if (!isRunning(clock)) return clock;
      return clock.left > 1 ? { ...clock, left: clock.left - 1 } : hideNext(clock);
    case 'hide':
      return isAllHidden(clock) ? clock : hideNext(clock);
    case 'pause':
      return { ...clock, paused: true };
    case 'resume':
      return { ...clock, paused: false };
  }
}

/** One restored gap, judged. */
export interface GapResult {
  given: string;
  expected: string;
  correct: boolean;
  /**
   * Right, but written differently from the text — other capitals or ae/oe/ue/ss for ä/ö/ü/ß:
   * the proper spelling is shown beside it. (Answers compare case-insensitively, as every typing
   * exercise of the site does, spec 000 §5; a noun written small still counts, and the gap then
   * shows it with its capital.)
   */
  respelled: boolean;
}

export function checkGap(given: string, expected: string): GapResult {
  const { correct } = checkAnswer(given, expected);
  return { given, expected, correct, respelled: correct && given.trim() !== expected };
}
