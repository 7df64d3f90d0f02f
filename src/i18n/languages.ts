import { isLang, type Lang } from '@/config/languages';

// The language list itself is configuration (src/config/languages.ts, below lib/ in the layer
// order); this module says how the languages are named, detected and shown.
export { DEFAULT_LANG, isLang, LANGS, type Lang } from '@/config/languages';

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

/**
 * The first interface language among the browser's preferred ones (`navigator.languages`, e.g.
 * `["uk-UA", "en"]`): the primary subtag decides (`uk` is the spec's `ua`); null when none is
 * supported. index.html's first inline script applies the same rule before anything else runs.
 */
export function browserLanguage(preferred: readonly string[] | undefined): Lang | null {
  for (const tag of preferred ?? []) {
    if (typeof tag !== 'string') continue;
    const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
    const lang = primary === 'uk' ? 'ua' : primary;
    if (isLang(lang)) return lang;
  }
  return null;
}
