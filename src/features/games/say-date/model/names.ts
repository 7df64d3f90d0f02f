import { htmlLangOf, type Lang } from '@/i18n/languages';
import { MONTHS, WEEKDAYS } from './date-words';

/**
 * Weekday and month names in the interface language, from the browser's Intl data (the site's
 * language → locale mapping: `ua` → `uk`, every other code itself), so no list of them is kept.
 */
export type NameCategory = 'weekday' | 'month';

export interface DateName {
  category: NameCategory;
  /** 0-based: Montag = 0, Januar = 0. */
  index: number;
}

/** The German name: { weekday, 0 } → "Montag". */
export function germanName(name: DateName): string {
  return (name.category === 'weekday' ? WEEKDAYS : MONTHS)[name.index] ?? '';
}

/** All 19 names: the 7 weekdays, then the 12 months. */
export const ALL_NAMES: readonly DateName[] = [
  ...WEEKDAYS.map((_, index) => ({ category: 'weekday' as const, index })),
  ...MONTHS.map((_, index) => ({ category: 'month' as const, index })),
];

/** The name in the interface language: ({ month, 2 }, 'ua') → "березень"; ({ weekday, 0 }, 'en') → "Monday". */
export function nameIn(name: DateName, lang: Lang): string {
  const locale = htmlLangOf(lang);
  // 1 January 2024 was a Monday.
  const date = name.category === 'weekday' ? Date.UTC(2024, 0, 1 + name.index) : Date.UTC(2024, name.index, 1);
  const options: Intl.DateTimeFormatOptions = name.category === 'weekday' ? { weekday: 'long', timeZone: 'UTC' } : { month: 'long', timeZone: 'UTC' };
  return new Intl.DateTimeFormat(locale, options).format(date);
}

/** A date (or range) in the interface language: ([3], 3, 'en') → "March 3"; ([1, 5], 6, 'de') → "1.–5. Juni". */
export function dateIn(days: readonly number[], month: number, year: number, lang: Lang): string {
  const format = new Intl.DateTimeFormat(htmlLangOf(lang), { day: 'numeric', month: 'long', timeZone: 'UTC' });
  const first = Date.UTC(year, month - 1, days[0] ?? 1);
  const last = Date.UTC(year, month - 1, days.at(-1) ?? 1);
  return first === last ? format.format(first) : format.formatRange(first, last);
}
