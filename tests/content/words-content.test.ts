// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { LANGS } from '@/i18n/languages';
import { wordQuizzes } from '@/features/words/content/catalogue';
import type { VerbRootSet, WordSet } from '@/features/words/content/types';
import { verbRootSetSchema, wordSetSchema } from '@/features/words/content/schema';
import { problemsOf } from '@/lib/content-schema';
import { unknownGermanWords } from './german-spelling';
import { iconExists } from './noto-icons';

/** CONTENT.md rule 6 over every word set: schema, 8 languages, articles, counts, pictures, spelling. */
const topics = import.meta.glob<WordSet>('/src/features/words/content/topics/*.ts', { eager: true, import: 'default' });
const roots = import.meta.glob<VerbRootSet>('/src/features/words/content/verb-roots/*.ts', { eager: true, import: 'default' });
const stem = (file: string) => /([\w-]+)\.ts$/.exec(file)?.[1] ?? '';
const sets = new Map(Object.entries(topics).map(([file, set]) => [stem(file), set]));
const rootSets = new Map(Object.entries(roots).map(([file, set]) => [stem(file), set]));


const levels = (n: number, base: string) => Array.from({ length: n }, (_, i) => `${base}${String(i + 1).padStart(2, '0')}`);
const cap = (s: string) => s[0]?.toUpperCase() + s.slice(1);

/** The sets the spec names (spec 000 §2), with our ids. */
const REQUIRED = {
  A: [
    ...levels(5, 'time'),
    ...levels(3, 'food'),
    ...['animals', 'family', 'body', 'health', 'colors', 'numbers', 'weather', 'clothes', 'city', 'school', 'tourism'].flatMap((t) => levels(3, t)),
    'weekdays01',
  ],
  'A-verbs': ['cook', 'routine', 'travel', 'money', 'relationships', 'weather', 'hobbies', 'learn', 'work', 'service', 'media', 'home', 'health', 'fitness', 'feelings', 'safe', 'clothing', 'nature'].map((t) => `verbs${cap(t)}`),
  'A-adjectives': ['age', 'size', 'temperature', 'difficulty', 'speed', 'weight', 'brightness', 'distance', 'height', 'strength', 'feelings', 'clean', 'weather', 'time', 'texture', 'taste', 'quality', 'fullness', 'volume'].map((t) => `adjectives${cap(t)}`),
  A2: [
    'history01', 'state01', 'court01', 'science01', 'emotions01', 'travel01', 'utensils01', 'digitalCommunication01', 'homeAndDecor01',
    ...levels(6, 'plantsAndTrees'),
    'fitnessEquipment01', 'gadgets01', 'householdChoresAndTools01', 'socialIssuesAndCauses01', 'entertainment01', 'holiday01', 'public01',
    ...levels(2, 'legalAndAdministrativeActions'), ...levels(2, 'cultureAndArts'), ...levels(2, 'personalDevelopment'), 'housingAndAccommodation01',
    ...levels(2, 'pairsAppearance'), 'pairsConditions01', 'pairsColors01', 'pairsMaterial01', 'pairsFrequency01', 'pairsClarity01', 'pairsComplexity01', 'pairsSize01',
    ...levels(2, 'pairsDuration'), ...levels(2, 'pairsEmotions'), ...levels(2, 'pairsSafety'), 'pairsExpense01', 'pairsActivity01',
    ...levels(2, 'pairsOpinion'), ...levels(2, 'pairsAffection'), ...levels(2, 'pairsResponsibility'),
  ],
} as const;

/** Verb-root sets: exact sizes and paywall flags (spec 000 §3). */
const ROOTS: Record<string, { size: number; paywall: boolean }> = {
  geben: { size: 8, paywall: false },
  halten: { size: 12, paywall: false },
  nehmen: { size: 16, paywall: true },
  sehen: { size: 16, paywall: true },
  fragen: { size: 7, paywall: false },
  loesen: { size: 8, paywall: true },
  spielen: { size: 8, paywall: true },
  heben: { size: 10, paywall: false },
  machen: { size: 10, paywall: true },
};

describe('word-quiz catalogue', () => {
  it('has every set the spec names, at its level, and nothing unknown', () => {
    for (const [level, ids] of Object.entries(REQUIRED)) {
      expect(wordQuizzes.filter((e) => e.level === level).map((e) => e.id).sort(), level).toEqual([...ids].sort());
    }
    expect(wordQuizzes.filter((e) => e.level === 'B').map((e) => e.id).sort()).toEqual(Object.keys(ROOTS).sort());
  });

  it('has unique ids, real links, pictures and descriptions in all 8 languages', () => {
    expect(new Set(wordQuizzes.map((e) => e.id)).size).toBe(wordQuizzes.length);
    for (const entry of wordQuizzes) {
      const expected = entry.level === 'A2' ? `/words/a2/${entry.id}` : `/words/${entry.id}`;
      expect(entry.link, entry.id).toBe(expected);
      expect(iconExists(entry.img), `${entry.id} img ${entry.img}`).toBe(true);
      for (const lang of LANGS) expect(entry.descr[lang]?.trim(), `${entry.id} descr ${lang}`).toBeTruthy();
      expect(typeof entry.paywall).toBe('boolean');
      if (entry.level === 'B') expect(rootSets.has(entry.id), entry.id).toBe(true);
      else expect(sets.get(entry.id)?.id, entry.id).toBe(entry.id);
    }
  });

  it('has a catalogue entry for every topic module', () => {
    const ids = new Set(wordQuizzes.map((e) => e.id));
    expect([...sets.keys(), ...rootSets.keys()].filter((id) => !ids.has(id))).toEqual([]);
  });
});

describe('word sets', () => {
  it('every set matches the schema: ≥ 10 words, no duplicates, all 8 translations, articles and plurals', () => {
    expect([...sets].flatMap(([id, set]) => problemsOf(wordSetSchema, set, id))).toEqual([]);
  });

  it('every picture exists in the icon set', () => {
    const missing = [...sets].flatMap(([id, set]) => [set.card.img, ...set.words.map((w) => w.img)].filter((img) => img !== undefined && !iconExists(img)).map((img) => `${id}: ${img}`));
    expect(missing).toEqual([]);
  });

  it('verb-root sets have the exact sizes and paywall flags, every element complete', () => {
    const problems: string[] = [];
    for (const [id, { size, paywall }] of Object.entries(ROOTS)) {
      const set = rootSets.get(id);
      if (!set) {
        problems.push(`${id}: missing`);
        continue;
      }
      problems.push(...problemsOf(verbRootSetSchema, set, id));
      if (set.elements.length !== size) problems.push(`${id}: ${set.elements.length} elements, expected ${size}`);
      if (set.paywall !== paywall) problems.push(`${id}: paywall ${set.paywall}`);
      for (const element of set.elements) {
        if (element.img && !iconExists(element.img)) problems.push(`${id}/${element.de}: no icon ${element.img}`);
        const root = id === 'loesen' ? 'lös' : id.slice(0, 3);
        if (!element.de.toLowerCase().includes(root)) problems.push(`${id}/${element.de}: not a verb of the root`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('all German is spelled correctly (hunspell -d de_DE with the reviewed allowlist)', () => {
    const texts: string[] = [];
    for (const set of sets.values()) {
      for (const word of set.words) {
        texts.push(word.de, word.tr.de);
        if (word.kind === 'noun' && word.plural) texts.push(word.plural);
      }
    }
    for (const set of rootSets.values()) for (const e of set.elements) texts.push(e.de, e.de_meaning, e.sentence);
    for (const entry of wordQuizzes) texts.push(entry.descr.de);
    expect(unknownGermanWords(texts)).toEqual([]);
  });
});
