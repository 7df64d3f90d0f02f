import { htmlLangOf, type Lang } from '@/i18n/languages';

/** A language's name in the interface language ("de" → "German" / "Німецька"); the code when unknown. */
export function languageName(code: string, lang: Lang): string {
  try {
    const name = new Intl.DisplayNames([htmlLangOf(lang)], { type: 'language', fallback: 'none' }).of(code);
    if (!name) return code.toUpperCase();
    // Some locales write language names in lower case ("німецька"); a list item reads better capitalised.
    return name.charAt(0).toLocaleUpperCase(htmlLangOf(lang)) + name.slice(1);
  } catch {
    return code.toUpperCase();
  }
}

/** "18–25 €" / "€18–25" in the interface language's currency format; one amount when from = to. */
export function priceRange(from: number, to: number, currency: string, lang: Lang): string {
  const locale = htmlLangOf(lang);
  let format: Intl.NumberFormat;
  try {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: Number.isInteger(from) && Number.isInteger(to) ? 0 : 2 });
  } catch {
    return from === to ? `${from} ${currency}` : `${from}–${to} ${currency}`;
  }
  if (from === to) return format.format(from);
  return format.formatRange(from, to);
}

/** Initials for the picture-less profile: "Anna Becker" → "AB". */
export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0], parts[parts.length - 1]] : parts;
  return letters.map((p) => Array.from(p ?? '')[0]?.toLocaleUpperCase() ?? '').join('');
}
