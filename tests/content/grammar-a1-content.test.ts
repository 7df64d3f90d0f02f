// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { grammarCards } from '@/features/grammar/content/catalogue';
import type { A1Topic, VerbPrepositionTile } from '@/features/grammar/content/types';
import { LANGS } from '@/i18n/languages';
import { a1TopicSchema } from '@/features/grammar/content/schema';
import { problemsOf } from '@/lib/content-schema';
import { unknownGermanWords } from './german-spelling';

/** Every A1 grammar topic the spec names (spec 000 §2 "Grammar pages"): rules + practice. */
const modules = import.meta.glob<A1Topic>(['/src/features/grammar/content/a1/*.ts', '!**/vwp-shared.ts', '!**/vwp-tiles.ts'], { eager: true, import: 'default' });
const topics = new Map(Object.values(modules).map((t) => [t.slug, t]));
const tileModule = import.meta.glob<readonly VerbPrepositionTile[]>('/src/features/grammar/content/a1/vwp-tiles.ts', { eager: true, import: 'verbPrepositionTiles' });
const tiles = Object.values(tileModule)[0] ?? [];

const vwp = Array.from({ length: 28 }, (_, i) => `verbs-with-prepositions-${String(i + 1).padStart(2, '0')}`);
const REQUIRED = [
  'prepositions-accusative',
  'prepositions-dative',
  'prepositions-two-way',
  ...vwp,
  'verbs-with-prepositions-overview',
  'indefinite-article-accusative',
  'indefinite-article-dative',
  'indefinite-article-genitive',
  'sitting-vs-setting',
  'nicht-vs-kein',
  'kann',
  'darf',
  'personal-pronouns-nominative',
  'personal-pronouns-dative',
  'personal-pronouns-accusative',
  'possessives-accusative',
  'possessives-dative',
  'possessives-genitive',
  'conjunctions-1',
  'conjunctions-2',
  'questions-1',
  'questions-2',
  'modal-wollen',
  'modal-muessen',
  'modal-sollen',
  'modal-duerfen',
  'modal-koennen',
  'modal-verbs-overview',
  'haben-und-sein',
  'present-tense',
  'adjective-endings',
  'adjective-comparison',
  'adjective-forms-regular',
  'adjective-forms-irregular',
  'reflexive-verbs',
  'simple-past-haben-sein',
  'imperative',
  'word-order',
  'indirect-speech',
  'article-quiz',
  'case-quiz',
  'definite-indefinite-quiz',
];

function itemsOf(topic: A1Topic): number {
  return topic.practice.kind === 'choice' ? topic.practice.questions.length : topic.practice.elements.length;
}

describe('A1 grammar topics', () => {
  it('every topic matches the content schema', () => {
    expect([...topics.values()].flatMap((t) => problemsOf(a1TopicSchema, t, t.slug))).toEqual([]);
  });

  it('has every topic the spec names', () => {
    expect([...topics.keys()].sort()).toEqual([...REQUIRED].sort());
  });

  it('each topic: title, description and rules in all 8 languages, at least 20 practice items', () => {
    const problems: string[] = [];
    for (const topic of topics.values()) {
      const blocks = topic.rules.en.length;
      if (blocks === 0) problems.push(`${topic.slug}: no rules`);
      for (const lang of LANGS) {
        if (!topic.title[lang]?.trim()) problems.push(`${topic.slug}: no ${lang} title`);
        if (!topic.descr[lang]?.trim()) problems.push(`${topic.slug}: no ${lang} descr`);
        const rules = topic.rules[lang] ?? [];
        if (rules.length !== blocks) problems.push(`${topic.slug}: ${lang} rules have ${rules.length} blocks, en ${blocks}`);
        for (const block of rules) {
          if (!block.heading.trim() && !block.table) problems.push(`${topic.slug}: ${lang} block without heading`);
          if (block.table && block.table.head.some((h) => !h.trim())) problems.push(`${topic.slug}: ${lang} empty table heading`);
        }
      }
      if (itemsOf(topic) < 20) problems.push(`${topic.slug}: only ${itemsOf(topic)} items`);
    }
    expect(problems).toEqual([]);
  });

  it('sentences split into parts; choice answers are among the variants with one gap', () => {
    const problems: string[] = [];
    for (const topic of topics.values()) {
      const p = topic.practice;
      if (p.kind === 'choice') {
        for (const q of p.questions) {
          if (!p.variants.includes(q.answer)) problems.push(`${topic.slug}: answer "${q.answer}" not a variant`);
          if (q.question.split('___').length !== 2) problems.push(`${topic.slug}: "${q.question}" needs exactly one ___`);
        }
        continue;
      }
      const forms = p.kind === 'sentences' ? p.elements.map((e) => e.formDe) : p.elements.map((e) => e.de);
      const seen = new Set<string>();
      for (const form of forms) {
        const parts = form.split(' - ');
        if (parts.length < 2 || parts.some((x) => x === '' || x.trim() !== x)) problems.push(`${topic.slug}: bad parts "${form}"`);
        if (seen.has(form)) problems.push(`${topic.slug}: duplicate "${form}"`);
        seen.add(form);
      }
    }
    expect(problems).toEqual([]);
  });

  it('verbs with prepositions: 28 sets of 3–4 verbs, no verb twice; 26 teaser tiles of 3–4 verbs', () => {
    const seen = new Map<string, string>();
    for (const slug of vwp) {
      const table = topics.get(slug)!.rules.en[0]?.table;
      expect(table, slug).toBeDefined();
      expect(table!.rows.length, slug).toBeGreaterThanOrEqual(3);
      expect(table!.rows.length, slug).toBeLessThanOrEqual(4);
      for (const row of table!.rows) {
        const key = `${row[0]} ${row[1]}`;
        expect(seen.get(key), `${key} in ${slug} and ${seen.get(key)}`).toBeUndefined();
        seen.set(key, slug);
      }
    }
    expect(tiles).toHaveLength(26);
    for (const tile of tiles) {
      expect(topics.has(tile.slug), tile.slug).toBe(true);
      expect(tile.verbs.length).toBeGreaterThanOrEqual(3);
      expect(tile.verbs.length).toBeLessThanOrEqual(4);
    }
  });

  it('the catalogue has one card per topic, titled as the topic', () => {
    expect(grammarCards.map((c) => c.url).sort()).toEqual([...topics.keys()].map((s) => `/grammar/${s}`).sort());
    for (const card of grammarCards) {
      const topic = topics.get(card.url.replace('/grammar/', ''))!;
      expect(card.descr).toEqual(topic.title);
      expect(card.type).toBe(topic.type);
    }
  });

  it('all German practice items and examples are spelled correctly', () => {
    const texts: string[] = [];
    for (const topic of topics.values()) {
      const p = topic.practice;
      if (p.kind === 'choice') texts.push(...p.questions.map((q) => q.question.replace('___', ' ')));
      else if (p.kind === 'sentences') texts.push(...p.elements.map((e) => e.formDe.split(' - ').join(' ')));
      else texts.push(...p.elements.map((e) => e.de.split(' - ').join(' ')));
      // Examples in every language's rules are the same German sentences; explanations may quote
      // wrong forms on purpose ("nicht: *willt"), so they are read by people, not hunspell.
      for (const block of topic.rules.en) for (const ex of block.examples ?? []) texts.push(ex.de);
    }
    expect(unknownGermanWords(texts)).toEqual([]);
  });
});
