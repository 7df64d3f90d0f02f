// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { PHRASE_SET_ORDER } from '@/features/phrases/content/build-catalogue';
import { phraseSetContentSchema } from '@/features/phrases/content/schema';
import type { PhraseSetContent } from '@/features/phrases/content/types';
import { problemsOf } from '@/lib/content-schema';
import { unknownGermanWords } from './german-spelling';
import { languageProblems } from './language-checks';
import { iconExists } from './noto-icons';

/**
 * The phrasebook's sets (issue 11, spec 000 §2): one set per topic the spec names, each ≥ 15
 * phrases in all 8 languages, correct German, register where it matters, slang marked.
 */
const modules = import.meta.glob<PhraseSetContent>('/src/features/phrases/content/sets/*.ts', { eager: true, import: 'default' });
const sets = new Map(Object.entries(modules).map(([path, set]) => [path.replace(/^.*\/(.*)\.ts$/, '$1'), set]));

/** The sets the spec names, in its order (the catalogue keeps this order). */
const PHRASE_SET_IDS = PHRASE_SET_ORDER;

describe('phrase sets', () => {
  it('has exactly the 26 sets of the spec, one module each, named by its id', () => {
    expect(PHRASE_SET_IDS).toHaveLength(26);
    expect([...sets.keys()].sort()).toEqual([...PHRASE_SET_IDS].sort());
    for (const [file, set] of sets) expect(set.id, file).toBe(file);
  });

  for (const id of PHRASE_SET_IDS) {
    describe(id, () => {
      const set = sets.get(id);
      it('matches the schema, with a real icon', () => {
        expect(set, id).toBeDefined();
        expect(problemsOf(phraseSetContentSchema, set, id)).toEqual([]);
        if (set) expect(iconExists(set.img), set.img).toBe(true);
      });

      it('has no phrase twice, and every translation in its language and script', () => {
        if (!set) return;
        const seen = new Set<string>();
        const problems: string[] = [];
        for (const [i, p] of set.phrases.entries()) {
          const key = p.de.toLowerCase();
          if (seen.has(key)) problems.push(`${id}#${i}: "${p.de}" twice`);
          seen.add(key);
          problems.push(...languageProblems(p.tr, `${id}#${i}`));
          if (p.note) problems.push(...languageProblems(p.note, `${id}#${i} note`));
          if (p.tr.de.trim() === p.de.trim()) problems.push(`${id}#${i}: the German gloss repeats the phrase`);
        }
        problems.push(...languageProblems(set.title, `${id} title`), ...languageProblems(set.descr, `${id} descr`));
        expect(problems).toEqual([]);
      });

      it('is correct German (spell-checked)', () => {
        if (!set) return;
        const german = [...set.phrases.flatMap((p) => [p.de, p.tr.de, p.note?.de ?? '']), set.title.de, set.descr.de];
        expect(unknownGermanWords(german)).toEqual([]);
      });
    });
  }

  it('marks slang as slang: the slang set has at least 10 slang phrases', () => {
    const slang = sets.get('slang');
    expect(slang?.phrases.filter((p) => p.register === 'slang').length ?? 0).toBeGreaterThanOrEqual(10);
  });
});
