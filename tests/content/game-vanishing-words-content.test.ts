// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { vanishingTextSchema } from '@/features/games/content/schema';
import type { Level, VanishingText } from '@/features/games/content/types';
import { tokenize, vanishablePositions, wordCount, WORDS_PER_ROUND } from '@/features/games/vanishing-words/model/text';
import { LANGS } from '@/i18n/languages';
import { problemsOf } from '@/lib/content-schema';
import { unknownGermanWords } from './german-spelling';
import { languageProblems } from './language-checks';

/**
 * The texts of the vanishing-words game (issue 12: ≥ 20 short texts, A1–B1): one module per level
 * (`content/vanishing/<level>.ts`, each its own lazy chunk), 40–90 words of correct German each,
 * a title and the meaning in every interface language (CONTENT.md rules 1, 2, 6).
 */
const modules = import.meta.glob<VanishingText[]>('/src/features/games/content/vanishing/*.ts', { eager: true, import: 'default' });
const byLevel = new Map(Object.entries(modules).map(([path, texts]) => [path.replace(/^.*\/(.*)\.ts$/, '$1'), texts]));
const all = [...byLevel.values()].flat();

/** At least this many texts per level (issue 12's split: about 8 A1, 7 A2, 5 or more B1). */
const MIN_PER_LEVEL: Record<Level, number> = { A1: 8, A2: 7, B1: 5 };

describe('vanishing-words texts', () => {
  it('has one module per level (a1, a2, b1), each holding only its level, and at least 20 texts', () => {
    expect([...byLevel.keys()].sort()).toEqual(['a1', 'a2', 'b1']);
    for (const [file, texts] of byLevel) {
      expect(texts.length, file).toBeGreaterThanOrEqual(MIN_PER_LEVEL[file.toUpperCase() as Level]);
      for (const text of texts) expect(text.level.toLowerCase(), text.id).toBe(file);
    }
    expect(all.length).toBeGreaterThanOrEqual(20);
  });

  it('matches the schema, with unique ids that start with their level', () => {
    expect(all.flatMap((text, i) => problemsOf(vanishingTextSchema, text, text.id ?? `#${i}`))).toEqual([]);
    expect(new Set(all.map((t) => t.id)).size).toBe(all.length);
    for (const text of all) expect(text.id.startsWith(`${text.level.toLowerCase()}-`), text.id).toBe(true);
  });

  it('has 40–90 words in every text, and different titles and texts', () => {
    const outside = all.filter((t) => wordCount(t.de) < 40 || wordCount(t.de) > 90).map((t) => `${t.id}: ${wordCount(t.de)} words`);
    expect(outside).toEqual([]);
    expect(new Set(all.map((t) => t.title.de)).size).toBe(all.length);
    expect(new Set(all.map((t) => t.de)).size).toBe(all.length);
  });

  it('gives every text enough words to vanish for a round, and more for variety (at least twice as many)', () => {
    const count = (t: VanishingText) => vanishablePositions(tokenize(t.de), t.names).length;
    expect(all.filter((t) => count(t) < 2 * WORDS_PER_ROUND).map((t) => `${t.id}: ${count(t)}`)).toEqual([]);
  });

  it('lists as names (which never vanish) only capitalised words that stand in the text, each once', () => {
    const problems: string[] = [];
    for (const t of all) {
      const words = new Set(tokenize(t.de).flatMap((token) => (token.kind === 'word' ? [token.text] : [])));
      for (const name of t.names ?? []) {
        if (!words.has(name)) problems.push(`${t.id}: name "${name}" is not in the text`);
        if (!/^\p{Lu}/u.test(name)) problems.push(`${t.id}: name "${name}" is not capitalised`);
      }
      if (new Set(t.names).size !== (t.names ?? []).length) problems.push(`${t.id}: a name twice`);
    }
    expect(problems).toEqual([]);
  });

  it('writes German text as sentences: a capital first, an end mark or a signature last, no double spaces', () => {
    const problems: string[] = [];
    for (const t of all) {
      if (!/^\p{Lu}/u.test(t.de)) problems.push(`${t.id}: starts small`);
      if (/\s{2,}|\s[,.!?:;]/u.test(t.de)) problems.push(`${t.id}: spacing`);
      if (t.de !== t.de.trim()) problems.push(`${t.id}: spaces at the ends`);
    }
    expect(problems).toEqual([]);
  });

  it('translates title and text into every interface language, each in its own language and script', () => {
    const problems: string[] = [];
    for (const t of all) {
      problems.push(...languageProblems(t.title, `${t.id} title`), ...languageProblems(t.tr, `${t.id} tr`));
      for (const lang of LANGS) if (lang !== 'de' && t.tr[lang] === t.de) problems.push(`${t.id} tr.${lang}: the German text itself`);
      // tr.de is a one-line German summary, not the text again.
      if (t.tr.de.trim() === t.de.trim() || wordCount(t.tr.de) > 20 || /\n/.test(t.tr.de)) problems.push(`${t.id} tr.de: not a one-line summary`);
      // A full translation is a text of about the same length, not a summary.
      for (const lang of LANGS) {
        if (lang === 'de') continue;
        const ratio = t.tr[lang].length / t.de.length;
        if (ratio < 0.6 || ratio > 1.6) problems.push(`${t.id} tr.${lang}: ${Math.round(ratio * 100)} % of the German length`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('is correct German (spell-checked): texts, titles and summaries', () => {
    expect(unknownGermanWords(all.flatMap((t) => [t.de, t.title.de, t.tr.de]))).toEqual([]);
  });
});
