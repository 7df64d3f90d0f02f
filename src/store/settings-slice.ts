import type { StateCreator } from 'zustand';
import { browserLanguage, DEFAULT_LANG, isLang, type Lang } from '@/i18n/languages';
import { readLooseString, STORAGE_KEYS, writeRaw } from '@/lib/storage';

export interface SettingsSlice {
  curLang: Lang;
  setLang: (lang: Lang) => void;
}

/**
 * The saved interface language, in either format the old site wrote. With none saved (or junk),
 * the browser's first supported language, saved as if chosen (index.html's head script has
 * usually saved it already, so the starter and hydration treat it exactly like a stored one);
 * `en` otherwise.
 */
export function readSavedLang(): Lang {
  const saved = readLooseString(STORAGE_KEYS.language);
  if (isLang(saved)) return saved;
  const detected = typeof navigator === 'undefined' ? null : browserLanguage(navigator.languages);
  if (!detected || detected === DEFAULT_LANG) return DEFAULT_LANG;
  writeRaw(STORAGE_KEYS.language, detected);
  return detected;
}

export const createSettingsSlice: StateCreator<SettingsSlice, [], [], SettingsSlice> = (set) => ({
  curLang: readSavedLang(),
  setLang: (lang) => {
    writeRaw(STORAGE_KEYS.language, lang);
    set({ curLang: lang });
  },
});
