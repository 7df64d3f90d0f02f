import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { htmlLangOf, type Lang } from './languages';

/**
 * Interface strings live in locales/<lang>/<namespace>.json. Each file is its own lazily
 * imported chunk, so a visitor downloads only the current language's namespaces, and only
 * those the page in front of them uses.
 */
const localeFiles = import.meta.glob<{ default: Record<string, unknown> }>('/locales/*/*.json');

export function localeLoader(lang: string, ns: string): (() => Promise<{ default: Record<string, unknown> }>) | undefined {
  return localeFiles[`/locales/${lang}/${ns}.json`];
}

const lazyLocales: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = localeLoader(language, namespace);
    if (!load) {
      callback(new Error(`No locale file for ${language}/${namespace}`), false);
      return;
    }
    load().then(
      (mod) => callback(null, mod.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

export const i18n = i18next.createInstance();

/** Starts i18next with the current language's common strings loaded (call before rendering). */
export async function initI18n(lang: Lang): Promise<void> {
  // No document when the page is prerendered at build time (src/entry-server.tsx).
  if (typeof document !== 'undefined') document.documentElement.lang = htmlLangOf(lang);
  await i18n
    .use(lazyLocales)
    .use(initReactI18next)
    .init({
      lng: lang,
      // Every language is complete (tests/i18n/locales.test.ts), so no fallback download.
      fallbackLng: false,
      load: 'currentOnly',
      ns: ['common'],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
      // Never hold the first paint behind a suspending locale (ARCHITECTURE.md).
      react: { useSuspense: false },
    });
}

/** Loads locale namespaces for the current language, once i18next is initialised. */
export async function loadNamespaces(namespaces: readonly string[]): Promise<void> {
  if (namespaces.length === 0) return;
  if (!i18n.isInitialized) await new Promise<void>((resolve) => i18n.on('initialized', () => resolve()));
  await i18n.loadNamespaces([...namespaces]);
}

/** Switches the interface language: strings, and `<html lang>` (`ua` → `uk`). */
export async function applyLanguage(lang: Lang): Promise<void> {
  document.documentElement.lang = htmlLangOf(lang);
  if (i18n.language !== lang) await i18n.changeLanguage(lang);
}
