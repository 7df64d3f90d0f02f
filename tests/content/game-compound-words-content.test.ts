// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { compoundSchema } from '@/features/games/content/schema';
import type { Compound } from '@/features/games/content/types';
import { problemsOf } from '@/lib/content-schema';
import { unknownGermanWords } from './german-spelling';
import { languageProblems } from './language-checks';

/**
 * The compounds of the compound-words game (issue 12 game 4, CONTENT.md): ≥ 60 real German
 * compound nouns A1–B1, one module per level; each spelled exactly by its parts and linking
 * elements, with the article of its last part, correct German and all 8 languages.
 */
const modules = import.meta.glob<Compound[]>('/src/features/games/content/compounds/*.ts', { eager: true, import: 'default' });
const byLevel = new Map(Object.entries(modules).map(([path, list]) => [path.replace(/^.*\/(.*)\.ts$/, '$1'), list]));
const all = [...byLevel.values()].flat();

/** The spelling rule, written out here on its own (not the game's code): first part capitalised, later ones lower-cased, stems applied, joints between. */
function spelled(c: Compound): string {
  return c.parts
    .map((part, i) => {
      const form = c.stems?.[i] ?? part.de;
      const cased = i === 0 ? form[0]!.toUpperCase() + form.slice(1) : form[0]!.toLowerCase() + form.slice(1);
      return cased + (i < c.parts.length - 1 ? (c.joints[i] ?? '') : '');
    })
    .join('');
}

describe('compound-words content', () => {
  it('has one module per level (a1, a2, b1), each holding only its level', () => {
    expect([...byLevel.keys()].sort()).toEqual(['a1', 'a2', 'b1']);
    for (const [file, list] of byLevel) for (const c of list) expect(c.level.toLowerCase(), `${c.word} in ${file}`).toBe(file);
  });

  it('has at least 60 compounds: ≥ 25 at A1, ≥ 20 at A2, ≥ 15 at B1', () => {
    expect(all.length).toBeGreaterThanOrEqual(60);
    expect(byLevel.get('a1')?.length ?? 0).toBeGreaterThanOrEqual(25);
    expect(byLevel.get('a2')?.length ?? 0).toBeGreaterThanOrEqual(20);
    expect(byLevel.get('b1')?.length ?? 0).toBeGreaterThanOrEqual(15);
  });

  it('matches the schema', () => {
    expect(all.flatMap((c) => problemsOf(compoundSchema, c, c.word))).toEqual([]);
  });

  it('has no word twice', () => {
    const words = all.map((c) => c.word.toLowerCase());
    expect(words.filter((w, i) => words.indexOf(w) !== i)).toEqual([]);
  });

  it('has one joint between each two parts, and stems (where given) for every part, each a real change', () => {
    const problems: string[] = [];
    for (const c of all) {
      if (c.joints.length !== c.parts.length - 1) problems.push(`${c.word}: ${c.joints.length} joints for ${c.parts.length} parts`);
      if (c.joints.some((j) => !/^[a-zäöüß]*$/.test(j))) problems.push(`${c.word}: a joint is not lower-case letters`);
      if (c.stems) {
        if (c.stems.length !== c.parts.length) problems.push(`${c.word}: ${c.stems.length} stems for ${c.parts.length} parts`);
        c.stems.forEach((stem, i) => {
          if (stem !== null && stem.toLowerCase() === c.parts[i]?.de.toLowerCase()) problems.push(`${c.word}: stem "${stem}" is the part itself`);
        });
        if (c.stems.every((s) => s === null)) problems.push(`${c.word}: stems without a change`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('is spelled exactly by its parts and joints (later parts lower-cased, stems applied)', () => {
    const wrong = all.filter((c) => spelled(c) !== c.word).map((c) => `${c.word} ≠ ${spelled(c)}`);
    expect(wrong).toEqual([]);
  });

  it('has the article of its last part', () => {
    const wrong = all.filter((c) => c.article !== c.parts.at(-1)?.article).map((c) => `${c.article} ${c.word}: last part ${c.parts.at(-1)?.article} ${c.parts.at(-1)?.de}`);
    expect(wrong).toEqual([]);
  });

  it('gives every noun part its article, and none to a verb or adjective part (lower-case)', () => {
    const problems: string[] = [];
    for (const c of all) {
      for (const part of c.parts) {
        const noun = /^\p{Lu}/u.test(part.de);
        if (noun && !part.article) problems.push(`${c.word}: noun part ${part.de} without article`);
        if (!noun && part.article) problems.push(`${c.word}: ${part.de} has an article but is not a noun`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('is correct German (spell-checked): words, parts, stems-free parts and explanations', () => {
    const german = all.flatMap((c) => [c.word, ...c.parts.map((p) => p.de), c.tr.de]);
    expect(unknownGermanWords(german)).toEqual([]);
  });

  it('has its meaning in every language, in that language and script; the German explanation is not the word', () => {
    const problems = all.flatMap((c) => languageProblems(c.tr, c.word));
    for (const c of all) if (c.tr.de.toLowerCase().includes(c.word.toLowerCase())) problems.push(`${c.word}: the German explanation uses the word itself`);
    expect(problems).toEqual([]);
  });

  it('has a different meaning for each compound of a level (the meaning is the question)', () => {
    for (const [level, list] of byLevel) {
      const en = list.map((c) => c.tr.en);
      expect(
        en.filter((t, i) => en.indexOf(t) !== i),
        level,
      ).toEqual([]);
    }
  });
});
