import { describe, expect, it } from 'vitest';
import { loadAllWordSets } from '../content/load';
import { translationIndex, wordKey } from './translations';

describe('translations of review words from the word sets', () => {
  it('finds a word by its German form as reviews store it, in the interface language', async () => {
    const sets = await loadAllWordSets();
    expect(sets.length).toBeGreaterThan(100);
    const en = translationIndex(sets, 'en');
    expect(en.get(wordKey(' Die Katze '))).toBe('cat');
    expect(translationIndex(sets, 'ua').get(wordKey('die Katze'))).toBe('кішка');
    expect(en.get(wordKey('das Haus'))).toBeUndefined();
    // Loaded once per session.
    expect(await loadAllWordSets()).toBe(sets);
  });
});
