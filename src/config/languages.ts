/** Interface languages, in the spec's codes and order (spec 000 §1, §9). */
export const LANGS = ['en', 'ua', 'de', 'ru', 'be', 'tr', 'pl', 'es'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'en';

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}
