/** A namespace's strings, as a locale file's module gives them. */
export type Strings = Record<string, unknown>;
export type LoadStrings = () => Promise<{ default: Strings }>;

/** What src/i18n/locale-maps/<lang>.ts exports: its two globs, keyed `/locales/<lang>/<ns>.json`. */
export interface LocaleMapModule {
  common: Record<string, Strings>;
  namespaces: Record<string, LoadStrings>;
}

/**
 * One language's locale map: its `common` strings (bundled into the map's own chunk, so they
 * arrive with it in one request) and a loader per other namespace (one lazy chunk each).
 */
export interface LocaleMap {
  common: Strings;
  namespaces: Record<string, LoadStrings>;
}

const nsOf = (file: string) => /\/([\w-]+)\.json$/.exec(file)?.[1];

export function localeMapOf(mod: LocaleMapModule): LocaleMap {
  const [common] = Object.values(mod.common);
  if (!common) throw new Error('A locale map without common.json');
  const namespaces: LocaleMap['namespaces'] = {};
  for (const [file, load] of Object.entries(mod.namespaces)) {
    const ns = nsOf(file);
    if (ns) namespaces[ns] = load;
  }
  return { common, namespaces };
}

/** `src/i18n/locale-maps/<lang>.ts` → `<lang>`. */
export function langOfMapFile(file: string): string | undefined {
  return /\/locale-maps\/([a-z]{2})\.ts$/.exec(file)?.[1];
}
