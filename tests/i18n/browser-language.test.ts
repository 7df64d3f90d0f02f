import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserLanguage } from '@/i18n/languages';
import { readSavedLang } from '@/store/settings-slice';

/** index.html's first inline script, the one that runs before anything else on every page. */
const headScript = (() => {
  const html = readFileSync(resolve(__dirname, '../../index.html'), 'utf8');
  const match = /<script>([\s\S]*?)<\/script>/.exec(html);
  if (!match?.[1]) throw new Error('index.html has no inline script');
  return match[1];
})();

/** Runs the head script with a browser preferring `languages`; returns what it stored and the <html> classes. */
function runHeadScript(languages: string[]) {
  const stored = new Map<string, string>(Object.entries({ ...localStorage }));
  const classes = new Set<string>();
  const fakeStorage = { getItem: (k: string) => stored.get(k) ?? null, setItem: (k: string, v: string) => void stored.set(k, v) };
  const fakeDocument = { documentElement: { classList: { add: (c: string) => classes.add(c) } }, addEventListener: () => undefined };
  const fakeHistory = { scrollRestoration: 'auto' };
  new Function('localStorage', 'navigator', 'document', 'history', headScript)(fakeStorage, { languages, language: languages[0] }, fakeDocument, fakeHistory);
  return { language: stored.get('site-language') ?? null, pending: classes.has('lang-pending'), scrollRestoration: fakeHistory.scrollRestoration };
}

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe("the browser's language on a first visit (issue 25 item 5)", () => {
  it.each([
    [['uk-UA', 'uk', 'en-US'], 'ua'],
    [['uk'], 'ua'],
    [['tr-TR', 'tr'], 'tr'],
    [['be-BY'], 'be'],
    [['fr-FR', 'ru-RU', 'en'], 'ru'],
    [['pl'], 'pl'],
    [['es-419'], 'es'],
    [['de-AT', 'en'], 'de'],
    [['en-GB', 'uk'], 'en'],
    [['fr', 'it'], null],
    [[], null],
  ])('%j gives %s', (languages, expected) => {
    expect(browserLanguage(languages)).toBe(expected);
  });

  it("index.html's head script applies the same rule, stores it like a choice and hides the English prerendered page", () => {
    for (const [languages, expected] of [
      [['uk-UA', 'en'], 'ua'],
      [['tr-TR'], 'tr'],
      [['fr', 'de-CH'], 'de'],
    ] as const) {
      expect(runHeadScript([...languages])).toEqual({ language: expected, pending: true, scrollRestoration: 'manual' });
    }
    expect(runHeadScript(['en-US', 'uk'])).toEqual({ language: null, pending: false, scrollRestoration: 'manual' });
    expect(runHeadScript(['fr'])).toEqual({ language: null, pending: false, scrollRestoration: 'manual' });
  });

  it('never overrides a stored language (also the old JSON-quoted form), but replaces junk', () => {
    localStorage.setItem('site-language', 'en');
    expect(runHeadScript(['uk-UA'])).toMatchObject({ language: 'en', pending: false });
    localStorage.setItem('site-language', '"be"');
    expect(runHeadScript(['uk-UA'])).toMatchObject({ language: '"be"', pending: true });
    localStorage.setItem('site-language', 'klingon');
    expect(runHeadScript(['tr'])).toMatchObject({ language: 'tr', pending: true });
  });

  it('the store takes the detected language when nothing is stored, and stores it as usual', () => {
    vi.stubGlobal('navigator', { ...navigator, languages: ['uk-UA', 'en'] });
    expect(readSavedLang()).toBe('ua');
    expect(localStorage.getItem('site-language')).toBe('ua');
    localStorage.setItem('site-language', 'es');
    expect(readSavedLang()).toBe('es');
  });

  it('an English or unsupported browser stays English without storing anything', () => {
    vi.stubGlobal('navigator', { ...navigator, languages: ['fr-FR', 'en-US'] });
    expect(readSavedLang()).toBe('en');
    expect(localStorage.getItem('site-language')).toBeNull();
  });
});
