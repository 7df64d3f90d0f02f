// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { PHRASE_SET_ORDER } from '@/features/phrases/content/build-catalogue';
import { phraseSetContentSchema } from '@/features/phrases/content/schema';
import type { PhraseSetContent } from '@/features/phrases/content/types';
import { problemsOf } from '@/lib/content-schema';
import { normaliseFill, phraseParts, phraseWords } from '@/lib/phrase-answers';
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
        const german = [...set.phrases.flatMap((p) => [p.de, ...(p.alternatives ?? []), p.tr.de, p.note?.de ?? '']), set.title.de, set.descr.de];
        expect(unknownGermanWords(german)).toEqual([]);
      });
    });
  }

  it('marks slang as slang: the slang set has at least 10 slang phrases', () => {
    const slang = sets.get('slang');
    expect(slang?.phrases.filter((p) => p.register === 'slang').length ?? 0).toBeGreaterThanOrEqual(10);
  });
});

/**
 * How an alternative is used (issue 27): the same words in another order (build), the phrase with
 * one word changed (fill), or another phrase of the set (never a wrong choice for it). One that
 * is none of these would be accepted by no game — a typo or a forgotten rewording.
 */
function alternativeUse(phrase: string, alternative: string, set: PhraseSetContent): 'order' | 'word' | 'phrase' | null {
  const cores = (text: string) => phraseParts(text).map((part) => part.core);
  if (cores(phrase).sort().join(' ') === cores(alternative).sort().join(' ')) return 'order';
  const a = phraseWords(phrase).map(normaliseFill);
  const b = phraseWords(alternative).map(normaliseFill);
  if (a.length === b.length && a.filter((w, i) => w !== b[i]).length === 1) return 'word';
  if (set.phrases.some((p) => p.de === alternative)) return 'phrase';
  return null;
}

describe('accepted alternatives (issue 27)', () => {
  it('every alternative is another order, one other word, or another phrase of the set', () => {
    const problems: string[] = [];
    for (const [id, set] of sets) {
      for (const p of set.phrases) for (const alt of p.alternatives ?? []) if (!alternativeUse(p.de, alt, set)) problems.push(`${id}: "${alt}" for "${p.de}"`);
    }
    expect(problems).toEqual([]);
  });

  it('the schema rejects an alternative that repeats the phrase or another alternative', () => {
    const base = sets.get('greetings');
    expect(base).toBeDefined();
    if (!base) return;
    const withAlternatives = (alternatives: string[]) => ({ ...base, phrases: base.phrases.map((p, i) => (i === 0 ? { ...p, alternatives } : p)) });
    expect(problemsOf(phraseSetContentSchema, withAlternatives(['Guten Morgen.']), 'x')).not.toEqual([]);
    expect(problemsOf(phraseSetContentSchema, withAlternatives(['Morgen!', 'morgen!']), 'x')).not.toEqual([]);
    expect(problemsOf(phraseSetContentSchema, withAlternatives([]), 'x')).not.toEqual([]);
    expect(problemsOf(phraseSetContentSchema, withAlternatives(['Morgen']), 'x')).not.toEqual([]);
    expect(problemsOf(phraseSetContentSchema, withAlternatives(['Morgen!']), 'x')).toEqual([]);
  });

  it('lists the classes the sweep found (a removed alternative fails here)', () => {
    const all = new Map([...sets.values()].flatMap((set) => set.phrases.map((p) => [p.de, p.alternatives ?? []] as const)));
    expect(all.get('Da kann ich leider nicht.')).toContain('Dann kann ich leider nicht.');
    expect(all.get('Können Sie mir bitte helfen?')).toContain('Könnten Sie mir bitte helfen?');
    expect(all.get('Er spricht besser Deutsch als ich.')).toContain('Er spricht Deutsch besser als ich.');
    expect(all.get('Je früher, desto besser.')).toContain('Je früher, umso besser.');
    expect(all.get('Das sind ungefähr zehn Minuten zu Fuß.')).toContain('Das sind etwa zehn Minuten zu Fuß.');
    expect(all.get('Gern geschehen!')).toContain('Bitte schön!');
  });
});
