import type { StateCreator } from 'zustand';
import { DEFAULT_LANG, isLang, type Lang } from '@/i18n/languages';
import { readLooseString, STORAGE_KEYS, writeRaw } from '@/lib/storage';

export interface SettingsSlice {
  curLang: Lang;
  setLang: (lang: Lang) => void;
}

/** The saved interface language, in either format the old site wrote; `en` otherwise. */
export function readSavedLang(): Lang {
  const saved = readLooseString(STORAGE_KEYS.language);
  return isLang(saved) ? saved : DEFAULT_LANG;
}

export const createSettingsSlice: StateCreator<SettingsSlice, [], [], SettingsSlice> = (set) => ({
  curLang: readSavedLang(),
  setLang: (lang) => {
    writeRaw(STORAGE_KEYS.language, lang);
    set({ curLang: lang });
  },
});
