// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { LANGS } from '@/i18n/languages';
import type { VerbRootSet, WordSet } from '@/features/words/content/types';

/**
 * The same German word in several sets must not drift (issue 9 §3): wherever it appears — a topic
 * set or a verb-root set — a learner is told the same thing about it in every language, and for a
 * noun the same plural. A word is its German form: article + singular for nouns, `de` otherwise.
 * A word with two meanings that different sets use (das Rezept: recipe and prescription) gets one
 * translation that names both.
 */
const topics = import.meta.glob<WordSet>('/src/features/words/content/topics/*.ts', { eager: true, import: 'default' });
const roots = import.meta.glob<VerbRootSet>('/src/features/words/content/verb-roots/*.ts', { eager: true, import: 'default' });
const stem = (file: string) => /([\w-]+)\.ts$/.exec(file)?.[1] ?? '';

/** Where a word appears and what that set says about it: its kind, forms and each language's text. */
interface Appearance {
  set: string;
  fields: Record<string, string>;
}

/** Every German word with each of its appearances, and the article(s) each noun singular has. */
/** Only the words matter here (not the catalogue card). */
type Words = Pick<WordSet, 'words'>;

function collect(topicSets: Record<string, Words>, rootSets: Record<string, Pick<VerbRootSet, 'elements'>>) {
  const words = new Map<string, Appearance[]>();
  const articles = new Map<string, Map<string, string[]>>();
  const add = (word: string, appearance: Appearance) => words.set(word, [...(words.get(word) ?? []), appearance]);

  for (const [set, { words: items }] of Object.entries(topicSets)) {
    for (const item of items) {
      const fields: Record<string, string> = { kind: item.kind };
      if (item.kind === 'noun') {
        fields.plural = item.plural ?? '(no plural)';
        const bySingular = articles.get(item.de) ?? new Map<string, string[]>();
        bySingular.set(item.article, [...(bySingular.get(item.article) ?? []), set]);
        articles.set(item.de, bySingular);
      }
      for (const lang of LANGS) fields[lang] = item.tr[lang].trim();
      add(item.kind === 'noun' ? `${item.article} ${item.de}` : item.de, { set, fields });
    }
  }
  for (const [set, { elements }] of Object.entries(rootSets)) {
    for (const element of elements) {
      const fields: Record<string, string> = { kind: 'verb' };
      for (const lang of LANGS) fields[lang] = (lang === 'de' ? element.de_meaning : element[lang]).trim();
      add(element.de, { set: `verb-roots/${set}`, fields });
    }
  }
  return { words, articles };
}

/** One line per word and field whose value differs between sets: every value with the sets that use it. */
function disagreements(words: Map<string, Appearance[]>): string[] {
  const lines: string[] = [];
  for (const [word, appearances] of [...words].sort(([a], [b]) => a.localeCompare(b, 'de'))) {
    if (appearances.length < 2) continue;
    const fields = [...new Set(appearances.flatMap((a) => Object.keys(a.fields)))];
    for (const field of fields) {
      const sets = new Map<string, string[]>();
      for (const { set, fields: values } of appearances) {
        const value = values[field] ?? '(missing)';
        sets.set(value, [...(sets.get(value) ?? []), set]);
      }
      if (sets.size < 2) continue;
      lines.push(`${word} — ${field}: ${[...sets].map(([value, where]) => `“${value}” (${where.join(', ')})`).join(' ≠ ')}`);
    }
  }
  return lines;
}

/** One line per noun singular that has different articles in different sets. */
function articleDisagreements(articles: Map<string, Map<string, string[]>>): string[] {
  return [...articles]
    .filter(([, byArticle]) => byArticle.size > 1)
    .map(([noun, byArticle]) => `${noun} — article: ${[...byArticle].map(([article, where]) => `“${article}” (${where.join(', ')})`).join(' ≠ ')}`);
}

const all = collect(
  Object.fromEntries(Object.entries(topics).map(([file, set]) => [stem(file), set])),
  Object.fromEntries(Object.entries(roots).map(([file, set]) => [stem(file), set])),
);

describe('the same word in several sets', () => {
  it('the check reports drift: every differing value with its sets', () => {
    const tr = { en: 'draw', ua: 'малювати олівцем', de: 'mit einem Stift ein Bild machen', ru: 'рисовать карандашом', be: 'маляваць алоўкам', tr: 'çizmek', pl: 'rysować', es: 'dibujar' };
    const one: Words = {
      words: [
        { kind: 'verb', de: 'zeichnen', tr },
        { kind: 'noun', de: 'See', article: 'der', plural: 'Seen', tr },
      ],
    };
    const two: Words = {
      words: [
        { kind: 'verb', de: 'zeichnen', tr: { ...tr, ru: 'рисовать (карандашом)' } },
        { kind: 'noun', de: 'See', article: 'die', plural: 'Seen', tr },
      ],
    };
    const three: Words = { words: [{ kind: 'noun', de: 'See', article: 'der', plural: null, tr }] };
    const found = collect({ one, two, three }, {});
    expect(disagreements(found.words)).toEqual([
      'der See — plural: “Seen” (one) ≠ “(no plural)” (three)',
      'zeichnen — ru: “рисовать карандашом” (one) ≠ “рисовать (карандашом)” (two)',
    ]);
    expect(articleDisagreements(found.articles)).toEqual(['See — article: “der” (one, three) ≠ “die” (two)']);
  });

  it('covers the topic and verb-root sets, where many words appear more than once', () => {
    const shared = [...all.words].filter(([, appearances]) => appearances.length > 1).map(([word]) => word);
    expect(shared.length).toBeGreaterThan(50);
    expect(shared).toEqual(expect.arrayContaining(['zeichnen', 'der Salat', 'aufgeben']));
    expect(all.words.get('aufgeben')?.map((a) => a.set)).toContain('verb-roots/geben');
  });

  it('has the same translations in every language, the same kind and the same plural in every set', () => {
    expect(disagreements(all.words)).toEqual([]);
  });

  it('has the same article for a noun in every set', () => {
    expect(articleDisagreements(all.articles)).toEqual([]);
  });
});
