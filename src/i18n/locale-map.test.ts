import { readdirSync, readFileSync } from 'node:fs';
import { LANGS } from './languages';
import { localeMap } from './i18n';
import { langOfMapFile, localeMapOf } from './locale-map';

const namespacesOn = (lang: string) =>
  readdirSync(`locales/${lang}`)
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.replace(/\.json$/, ''))
    .sort();

describe('per-language locale maps', () => {
  it.each(LANGS)('%s: its map carries common.json and a loader for every other namespace of that language only', async (lang) => {
    const map = await localeMap(lang);
    expect(map).toBeDefined();
    if (!map) return;
    expect(map.common).toEqual(JSON.parse(readFileSync(`locales/${lang}/common.json`, 'utf8')));
    expect(Object.keys(map.namespaces).sort()).toEqual(namespacesOn(lang).filter((ns) => ns !== 'common'));
    const home = await map.namespaces.home?.();
    expect(home?.default).toEqual(JSON.parse(readFileSync(`locales/${lang}/home.json`, 'utf8')));
  });

  it('has a map for exactly the interface languages', async () => {
    const files = readdirSync('src/i18n/locale-maps').map((f) => langOfMapFile(`/locale-maps/${f}`));
    expect(files.sort()).toEqual([...LANGS].sort());
    expect(localeMap('xx')).toBeUndefined();
  });

  it('every map file is the same template with its own language', () => {
    const template = readFileSync('src/i18n/locale-maps/en.ts', 'utf8');
    for (const lang of LANGS) {
      expect(readFileSync(`src/i18n/locale-maps/${lang}.ts`, 'utf8')).toBe(template.replaceAll("'en'", `'${lang}'`).replaceAll('/en/', `/${lang}/`));
    }
  });

  it('refuses a map without common strings', () => {
    expect(() => localeMapOf({ common: {}, namespaces: {} })).toThrow(/common/);
  });
});
