import { isLang, type Lang } from '@/config/languages';

/**
 * Dates in the interface language's own numeric style (issue 25 item 13): day, month, year with
 * the language's separator — 15.11.2026 in ua, de, ru, be, tr and pl, 15/11/2026 in en (British
 * order, as the site's English is) and es. Written out here rather than with Intl because the
 * browser's ICU lacks Belarusian (Chromium formats `be` as US English) and because a prerendered
 * page must read the same in Node and in the browser.
 */
const SEPARATOR: Record<Lang, string> = { en: '/', ua: '.', de: '.', ru: '.', be: '.', tr: '.', pl: '.', es: '/' };

/** The backend's dates: `yyyy-mm-dd`, optionally followed by a time (`2024-12-01 08:15:00`, ISO `T…`). */
const BACKEND_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[ T].*)?$/;

/** A time with its zone (an export's `exportedAt`): its day is the learner's local day. */
const ZONED = /T.*(?:Z|[+-]\d{2}:?\d{2})$/;

/** The calendar day a value names (the backend's date as written, a zoned time's local day); null when it names none. */
export function calendarDay(value: string): { year: string; month: string; day: string } | null {
  const text = value.trim();
  const [, year, month, day] = BACKEND_DATE.exec(text) ?? [];
  if (!year || !month || !day) return null;
  const time = ZONED.test(text) ? Date.parse(text) : Number.NaN;
  if (Number.isNaN(time)) return { year, month, day };
  const date = new Date(time);
  return { year: String(date.getFullYear()), month: String(date.getMonth() + 1).padStart(2, '0'), day: String(date.getDate()).padStart(2, '0') };
}

/** A date in the interface language's style (i18next's `language`; English if it is none of ours); text that is not a date is shown as it came. */
export function formatDate(value: string, lang: Lang | string): string {
  const day = calendarDay(value);
  if (!day) return value.trim();
  const sep = SEPARATOR[isLang(lang) ? lang : 'en'];
  return `${day.day}${sep}${day.month}${sep}${day.year}`;
}

/** The spec's German format dd.mm.yyyy (000 §5: the crosswords list), whatever the interface language. */
export function germanDate(value: string): string {
  return formatDate(value, 'de');
}
