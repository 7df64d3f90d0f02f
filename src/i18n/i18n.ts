import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { htmlLangOf, type Lang } from './languages';
import { langOfMapFile, localeMapOf, type LocaleMap, type LocaleMapModule, type Strings } from './locale-map';

/**
 * Interface strings live in locales/<lang>/<namespace>.json. The entry knows only one small
 * loader per language (src/i18n/locale-maps/<lang>.ts): that chunk carries the language's
 * common strings and the loaders of its other namespaces, each its own lazy chunk. So a visitor
 * downloads only the current language's map, and only the namespaces the page in front of them
 * uses — and the entry no longer holds a file-name map of every namespace in all languages.
 */
const mapFiles = import.meta.glob<LocaleMapModule>('./locale-maps/*.ts');
const mapLoaders = new Map<string, () => Promise<LocaleMapModule>>();
for (const [file, load] of Object.entries(mapFiles)) {
  const lang = langOfMapFile(file);
  if (lang) mapLoaders.set(lang, load);
}
const maps = new Map<string, Promise<LocaleMap>>();

/** The language's locale map, downloaded once; undefined for a language without one. */
export function localeMap(lang: string): Promise<LocaleMap> | undefined {
  const cached = maps.get(lang);
  if (cached) return cached;
  const load = mapLoaders.get(lang);
  if (!load) return undefined;
  const map = load().then(localeMapOf);
  // A failed download (offline) may be retried on the next request.
  map.catch(() => maps.delete(lang));
  maps.set(lang, map);
  return map;
}

async function readStrings(lang: string, ns: string): Promise<Strings> {
  const map = localeMap(lang);
  if (!map) throw new Error(`No locale map for ${lang}`);
  const { common, namespaces } = await map;
  if (ns === 'common') return common;
  const load = namespaces[ns];
  if (!load) throw new Error(`No locale file for ${lang}/${ns}`);
  return (await load()).default;
}

const lazyLocales: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language: string, namespace: string, callback: ReadCallback) {
    readStrings(language, namespace).then(
      (strings) => callback(null, strings),
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
