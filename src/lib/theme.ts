/**
 * Colour theme: the learner's choice (light, dark, or the device's setting) and the theme it
 * applies. The choice lives in local storage under `theme` (absent = follow the device).
 *
 * index.html carries the same rule as a tiny inline script in <head>, so the right theme is on
 * <html data-theme> before the first paint (tests/app/theme-switcher.test.tsx runs that script
 * against `resolveTheme` for every case). This module takes over once the app runs.
 */
import { STORAGE_KEYS } from './storage';
import { readStored, writeStored, type StoredKey } from './stored-key';

export type ThemeChoice = 'light' | 'dark' | 'system';
export type Theme = 'light' | 'dark';

export const THEME_CHOICES: readonly ThemeChoice[] = ['light', 'dark', 'system'];
export const THEME_KEY = STORAGE_KEYS.theme;
export const DARK_QUERY = '(prefers-color-scheme: dark)';
/** The browser's bar colour for each theme (<meta name="theme-color">, also in index.html). */
export const THEME_COLORS: Record<Theme, string> = { light: '#2f7d3a', dark: '#0b1120' };

/** A stored value: only "light" and "dark" are explicit choices; anything else follows the device. */
export function parseThemeChoice(raw: string | null): ThemeChoice {
  return raw === 'light' || raw === 'dark' ? raw : 'system';
}

export function resolveTheme(choice: ThemeChoice, systemDark: boolean): Theme {
  if (choice === 'system') return systemDark ? 'dark' : 'light';
  return choice;
}

/** The stored choice; "system" is stored as no key at all. */
export const THEME: StoredKey<ThemeChoice> = {
  name: THEME_KEY,
  area: 'local',
  fallback: 'system',
  decode: parseThemeChoice,
  encode: (choice) => (choice === 'system' ? null : choice),
};

export function readThemeChoice(): ThemeChoice {
  return readStored(THEME);
}

function systemPrefersDark(win: Window): boolean {
  return typeof win.matchMedia === 'function' && win.matchMedia(DARK_QUERY).matches;
}

/** The theme the page should show now, from storage and the device's setting. */
export function currentTheme(win: Window = window): Theme {
  return resolveTheme(readThemeChoice(), systemPrefersDark(win));
}

/** Puts a theme on the document: `data-theme` on <html> (the CSS keys on it) and the bar colour. */
export function applyTheme(theme: Theme, doc: Document = document): void {
  doc.documentElement.dataset.theme = theme;
  doc.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]').forEach((meta) => {
    meta.content = THEME_COLORS[theme];
  });
}

const listeners = new Set<() => void>();

/**
 * Remembers the choice ("system" forgets any earlier one) and applies it at once. Applies it even
 * when the device refuses the write, so the page still changes for this visit.
 */
export function chooseTheme(choice: ThemeChoice, win: Window = window): void {
  writeStored(THEME, choice);
  applyTheme(resolveTheme(choice, systemPrefersDark(win)), win.document);
  listeners.forEach((listener) => listener());
}

/**
 * Calls back when the choice or the applied theme may have changed: a choice made here, one made
 * in another tab (storage event; that tab's choice is applied here too), or the device switching
 * between light and dark.
 */
export function subscribeTheme(onChange: () => void, win: Window = window): () => void {
  const sync = () => {
    applyTheme(currentTheme(win), win.document);
    onChange();
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === THEME_KEY || event.key === null) sync();
  };
  const media = typeof win.matchMedia === 'function' ? win.matchMedia(DARK_QUERY) : null;
  listeners.add(onChange);
  win.addEventListener('storage', onStorage);
  media?.addEventListener('change', sync);
  return () => {
    listeners.delete(onChange);
    win.removeEventListener('storage', onStorage);
    media?.removeEventListener('change', sync);
  };
}
