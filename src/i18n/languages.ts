/** Interface languages, in the spec's codes and order (spec 000 §1, §9). */
export const LANGS = ['en', 'ua', 'de', 'ru', 'be', 'tr', 'pl', 'es'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'en';

/** A text written out in every interface language (the spec's `descr` objects). */
export type LocalizedText = Record<Lang, string>;

/** A text in the seven interface languages besides English, where English is the spec's own field (`formEn`, `en`). */
export type NonEnglishText = Omit<LocalizedText, 'en'>;

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

/** A text in the interface language; a plain string is the same in every language. */
export function textIn(value: string | LocalizedText, lang: Lang): string {
  return typeof value === 'string' ? value : value[lang];
}

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}
