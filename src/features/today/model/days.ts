/**
 * Calendar days for the daily limit and the streak: a day is the learner's local date
 * (YYYY-MM-DD) at the moment of practice, so practice at 23:50 and at 00:10 are two days, and a
 * day recorded in one time zone stays that day when the learner travels. `timeZone` is for tests
 * (and is the device's zone when absent).
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? '';
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(key, f);
  }
  return f;
}

/** The local date of an instant: "2026-12-07". */
export function dayKey(instant: Date | number, timeZone?: string): string {
  const parts = formatter(timeZone).formatToParts(new Date(instant));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/** The day `n` days after `day` (calendar arithmetic, no time zone involved). */
export function addDays(day: string, n: number): string {
  const [y = 0, m = 1, d = 1] = day.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d + n));
  return date.toISOString().slice(0, 10);
}

/** The practice days with `now`'s day added (sorted, no duplicates). */
export function notePractice(days: readonly string[], now: Date, timeZone?: string): string[] {
  const today = dayKey(now, timeZone);
  return days.includes(today) ? [...days] : [...days, today].sort();
}

export interface Streak {
  /** Consecutive days with practice, ending today or yesterday. */
  days: number;
  practisedToday: boolean;
}

/**
 * The streak: consecutive practice days up to today; a streak that ended yesterday still counts
 * (today is not over). A day later than today (recorded further east, before a flight west)
 * counts as today.
 */
export function streak(days: readonly string[], now: Date, timeZone?: string): Streak {
  const today = dayKey(now, timeZone);
  const set = new Set(days.map((d) => (d > today ? today : d)));
  const practisedToday = set.has(today);
  let day = practisedToday ? today : addDays(today, -1);
  let count = 0;
  while (set.has(day)) {
    count++;
    day = addDays(day, -1);
  }
  return { days: count, practisedToday };
}
