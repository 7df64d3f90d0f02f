/** Interface languages, in the spec's codes and order (spec 000 §1, §9). */
export const LANGS = ['en', 'ua', 'de', 'ru', 'be', 'tr', 'pl', 'es'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'en';

/** A text written out in every interface language (the spec's `descr` objects). */
export type LocalizedText = Record<Lang, string>;

/** Native names shown by the language switcher. */
export const NATIVE_NAMES: Record<Lang, string> = {
  en: 'English',
  ua: 'Українська',
  de: 'Deutsch',
  ru: 'Русский',
  be: 'Беларуская',
  tr: 'Türkçe',
  pl: 'Polski',
  es: 'Español',
};

/** BCP 47 tag for <html lang>: the spec's `ua` is Ukrainian, `uk`. */
export function htmlLangOf(lang: Lang): string {
  return lang === 'ua' ? 'uk' : lang;
}

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}
