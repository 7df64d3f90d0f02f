import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGS } from '@/i18n/languages';

/** Every namespace in every language has every key of the English file, none empty. */
const root = join(process.cwd(), 'locales');

function keyPaths(value: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) {
      for (const [path, leaf] of keyPaths(child, prefix ? `${prefix}.${key}` : key)) out.set(path, leaf);
    }
  } else {
    out.set(prefix, value);
  }
  return out;
}

function load(lang: string, ns: string): Map<string, unknown> {
  return keyPaths(JSON.parse(readFileSync(join(root, lang, `${ns}.json`), 'utf8')));
}

const namespaces = readdirSync(join(root, 'en'))
  .filter((f) => f.endsWith('.json'))
  .map((f) => f.replace(/\.json$/, ''));

describe('locales', () => {
  it('has a folder for each of the 8 interface languages and nothing else', () => {
    expect(readdirSync(root).sort()).toEqual([...LANGS].sort());
  });

  it('has at least the shell namespaces', () => {
    expect(namespaces).toEqual(expect.arrayContaining(['common', 'home', 'tips', 'worksheets']));
  });

  for (const ns of namespaces) {
    const english = load('en', ns);
    for (const lang of LANGS) {
      it(`${lang}/${ns}.json has every key of en/${ns}.json, each a non-empty string`, () => {
        const strings = load(lang, ns);
        const missing = [...english.keys()].filter((k) => !strings.has(k));
        // Languages with more plural forms than English (ru, be, pl, uk) add _few/_many/… beside _other.
        const isExtraPluralForm = (k: string) => /_(zero|two|few|many)$/.test(k) && english.has(k.replace(/_(zero|two|few|many)$/, '_other'));
        const extra = [...strings.keys()].filter((k) => !english.has(k) && !isExtraPluralForm(k));
        const empty = [...strings].filter(([, v]) => typeof v !== 'string' || v.trim() === '').map(([k]) => k);
        expect({ missing, extra, empty }).toEqual({ missing: [], extra: [], empty: [] });
      });

      if (lang !== 'en') {
        it(`${lang}/${ns}.json keeps every {{placeholder}} of the English text`, () => {
          const strings = load(lang, ns);
          const wrong = [...english]
            .filter(([k, v]) => {
              const want = String(v).match(/\{\{\w+\}\}/g)?.sort().join() ?? '';
              const got = String(strings.get(k) ?? '').match(/\{\{\w+\}\}/g)?.sort().join() ?? '';
              return want !== got;
            })
            .map(([k]) => k);
          expect(wrong).toEqual([]);
        });
      }
    }
  }

  /**
   * No English left in another language's file: a text equal to the English one is allowed only
   * where it is the same word there too (units, "OK" on the consent banner, the site's copyright).
   */
  const SAME_AS_ENGLISH: Record<string, readonly string[]> = {
    'common.consent.ok': ['ua', 'de', 'ru', 'be', 'tr', 'pl', 'es'],
    'common.footer.copyright': ['ua', 'de', 'ru', 'be', 'tr', 'pl', 'es'],
    'common.menu.toggle': ['pl'],
    'sync.ok': ['de', 'pl'],
    'words.plural': ['de', 'pl', 'es'],
    'professional.error': ['es'],
    'games.timeNormal': ['de', 'tr', 'es'],
    // The paper size's name (ISO 216) and the German word Version.
    'worksheets.print.a4': ['ua', 'de', 'ru', 'be', 'tr', 'pl', 'es'],
    'worksheets.print.version': ['de'],
    // Formats of placeholders and punctuation only.
    'crosswords.game.clueLabel': ['ua', 'de', 'ru', 'be', 'tr', 'pl', 'es'],
    'crosswords.game.printTitle': ['ua', 'de', 'ru', 'be', 'tr', 'pl', 'es'],
  };
  const isUnitOnly = (text: string) => /^[\d\s]+(s|min)$/.test(text);
  for (const lang of LANGS.filter((l) => l !== 'en')) {
    it(`${lang}: no English text left untranslated`, () => {
      const copies: string[] = [];
      for (const ns of namespaces) {
        const english = load('en', ns);
        const strings = load(lang, ns);
        for (const [key, text] of english) {
          const id = `${ns}.${key}`;
          if (strings.get(key) !== text || typeof text !== 'string' || isUnitOnly(text)) continue;
          if (!SAME_AS_ENGLISH[id]?.includes(lang)) copies.push(`${id}: ${text}`);
        }
      }
      expect(copies).toEqual([]);
    });
  }

  it('has exactly 40 tips in every language', () => {
    for (const lang of LANGS) {
      const tips = load(lang, 'tips');
      expect([...tips.keys()]).toEqual(Array.from({ length: 40 }, (_, i) => `t${String(i + 1).padStart(2, '0')}`));
    }
  });
});
