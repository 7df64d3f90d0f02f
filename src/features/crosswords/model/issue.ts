/** Helpers of the crosswords list and of game addresses (spec 000 §2 "Crosswords list screen"). */

import { uploadUrl } from '@/lib/uploads-url';

/** The issue number shown on the card: the newest of `count` issues is #count, the oldest #1. */
export const issueNumber = (indexNewestFirst: number, count: number): number => count - indexNewestFirst;

/**
 * What `/crosswords/game/<ref>` names. Decision: digits only → the issue id; `yyyy-mm-dd` (a real
 * calendar date) → the issue of that date in the list; anything else names no crossword.
 */
export type GameRef = { kind: 'id'; id: number } | { kind: 'date'; date: string } | { kind: 'invalid' };

export function parseGameRef(raw: string | undefined): GameRef {
  const value = (raw ?? '').trim();
  if (/^\d{1,9}$/.test(value)) {
    const id = Number(value);
    return id > 0 ? { kind: 'id', id } : { kind: 'invalid' };
  }
  const date = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (date) {
    const [, y, m, d] = date.map(Number);
    const day = new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 0));
    if (day.getUTCFullYear() === y && day.getUTCMonth() + 1 === m && day.getUTCDate() === d) return { kind: 'date', date: value };
  }
  return { kind: 'invalid' };
}

/** The issue of a date (the list's dates may carry a time after the day). */
export function issueOfDate<T extends { date: string }>(issues: readonly T[], date: string): T | undefined {
  return issues.find((issue) => issue.date.trim().slice(0, 10) === date);
}

/** The picture's address under the uploads base (one rule for every backend picture: `uploadUrl`). */
export function issueImageUrl(imagePath: string | null | undefined, base: string): string | null {
  return uploadUrl(imagePath, base);
}

/** Seconds as `m:ss` or `h:mm:ss`. */
export function formatTime(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${sec}` : `${m}:${sec}`;
}
