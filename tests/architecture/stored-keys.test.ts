// @vitest-environment jsdom
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { crosswordProgress } from '@/lib/crossword-save';
import { gameChoice } from '@/lib/device-keys';
import { STORAGE_KEYS, STORAGE_PREFIXES } from '@/lib/storage';
import { readStored, writeStored } from '@/lib/stored-key';
import { STORED_KEYS, STORED_PREFIXES, storedKeyOf, YOUR_DATA } from '@/store/stored-registry';

/**
 * One registry of storage keys (issue 28 §4): every name in lib/storage.ts's lists has its entry
 * (name, storage, shape) in store/stored-registry.ts, and no production module reads or writes a
 * key by a name of its own — a string written at the call, or a `…_KEY = '…'` constant.
 */
function productionFiles(dir = 'src'): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'mocks' ? [] : productionFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const STORAGE_CALL = /\b(?:readRaw|writeRaw|readJson|writeJson|removeKey|readLooseString|getItem|setItem|removeItem)\(\s*(['"`])/g;
const KEY_CONSTANT = /\b[A-Z][A-Z_]*KEY\s*=\s*['"`]/g;

describe('the storage registry', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('has an entry for every key name, under that name', () => {
    for (const [id, name] of Object.entries(STORAGE_KEYS)) {
      expect(STORED_KEYS[id as keyof typeof STORED_KEYS].name, id).toBe(name);
      expect(storedKeyOf(name)?.name).toBe(name);
    }
    expect(crosswordProgress(7).name).toBe(`${STORAGE_PREFIXES.crosswordProgress}7`);
    expect(gameChoice('/games/anagrams').name).toBe(`${STORAGE_PREFIXES.gameChoice}/games/anagrams`);
    expect(storedKeyOf('crosswordProgress:7')?.name).toBe('crosswordProgress:7');
    expect(storedKeyOf('crosswordProgress:<script>')).toBeNull();
    expect(storedKeyOf('somebody-elses-key')).toBeNull();
    expect(Object.keys(STORED_PREFIXES).sort()).toEqual(Object.keys(STORAGE_PREFIXES).sort());
  });

  it('is the only place a production module takes a key name from', () => {
    const offenders: string[] = [];
    for (const file of productionFiles()) {
      if (file === join('src', 'lib', 'storage.ts')) continue;
      const text = readFileSync(file, 'utf8');
      for (const pattern of [STORAGE_CALL, KEY_CONSTANT]) {
        for (const match of text.matchAll(pattern)) offenders.push(`${file}:${text.slice(0, match.index).split('\n').length}: ${match[0]}`);
      }
    }
    expect(offenders).toEqual([]);
  });

  it('reads junk as the fallback and every key written back as it was read', () => {
    for (const key of Object.values(STORED_KEYS)) (key.area === 'local' ? localStorage : sessionStorage).setItem(key.name, '{not json');
    expect(readStored(YOUR_DATA.results)).toEqual({});
    expect(readStored(YOUR_DATA.reviews)).toEqual([]);
    expect(readStored(YOUR_DATA.settings.reviewTimeFactor)).toBe(1);
    expect(readStored(YOUR_DATA.settings.language)).toBeNull();
    expect(readStored(STORED_KEYS.hiddenElements)).toEqual([]);
    expect(readStored(STORED_KEYS.profPracticePage)).toBe(0);

    expect(writeStored(YOUR_DATA.settings.reviewTimeFactor, 10)).toBe(true);
    expect(localStorage.getItem('reviewTimeFactor')).toBe('10');
    expect(writeStored(STORED_KEYS.theme, 'system')).toBe(true);
    expect(localStorage.getItem('theme')).toBeNull();
    expect(writeStored(STORED_KEYS.profPracticePage, 1)).toBe(true);
    expect(sessionStorage.getItem('profPracticePage')).toBe('1');
    localStorage.setItem('site-language', '"ua"');
    expect(readStored(YOUR_DATA.settings.language)).toBe('ua');
    const save = { v: 1, width: 2, height: 1, letters: ['A', ''], revealed: [0], seconds: 5, solved: false };
    expect(writeStored(crosswordProgress(3), save)).toBe(true);
    expect(readStored(crosswordProgress(3))).toEqual(save);
    localStorage.setItem('crosswordProgress:4', JSON.stringify({ ...save, letters: ['A'] }));
    expect(readStored(crosswordProgress(4))).toBeNull();
  });
});
