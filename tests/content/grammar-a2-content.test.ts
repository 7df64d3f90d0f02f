// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { A2_INDEX } from '@/features/grammar/content/a2-index';
import type { A2Lesson } from '@/features/grammar/content/types';
import { textIn } from '@/i18n/languages';
import { a2LessonSchema } from '@/features/grammar/content/schema';
import { problemsOf } from '@/lib/content-schema';
import { unknownGermanWords } from './german-spelling';

/** The 16 A2 lessons (spec 001 "A2 grammar index/lessons"): order, exact counts, parts, German. */
const modules = import.meta.glob<A2Lesson>('/src/features/grammar/content/a2/*.ts', { eager: true, import: 'default' });
const lessons = new Map(Object.values(modules).map((l) => [l.slug, l]));

const SPEC: { slug: string; title: string; count: number | 'min30' }[] = [
  { slug: 'indirect-speech', title: 'Indirect Speech', count: 'min30' },
  { slug: 'complex-complements', title: 'Complex Complements in Dative and Accusative', count: 'min30' },
  { slug: 'praeteritum', title: 'Präteritum', count: 30 },
  { slug: 'perfekt', title: 'Perfekt Tense', count: 30 },
  { slug: 'partizip', title: 'Partizip I and II', count: 30 },
  { slug: 'adjective-declensions', title: 'Adjective Declensions', count: 30 },
  { slug: 'complex-prepositions', title: 'Complex Prepositions', count: 37 },
  { slug: 'conjunctions', title: 'Conjunctions with Different Verb Forms', count: 37 },
  { slug: 'word-order', title: 'Word Order in Complex Sentences', count: 37 },
  { slug: 'futur-ii', title: 'Futur II', count: 36 },
  { slug: 'modal-verbs', title: 'Complex Verb Constructions with Modal Verbs', count: 37 },
  { slug: 'prefixes', title: 'Separable and Inseparable Prefixes', count: 36 },
  { slug: 'questions', title: 'Complex Questions and Question Pronouns', count: 37 },
  { slug: 'imperative', title: 'Complex Imperative Constructions', count: 36 },
  { slug: 'adverbs', title: 'Formation of Adverbs', count: 'min30' },
  { slug: 'particles', title: 'Particles', count: 'min30' },
];

describe('A2 grammar lessons', () => {
  it('every lesson matches the content schema', () => {
    expect([...lessons.values()].flatMap((l) => problemsOf(a2LessonSchema, l, l.slug))).toEqual([]);
  });

  it('has the 16 lessons with the spec titles and exact practice counts', () => {
    expect([...lessons.keys()].sort()).toEqual(SPEC.map((s) => s.slug).sort());
    for (const spec of SPEC) {
      const lesson = lessons.get(spec.slug)!;
      expect(textIn(lesson.title, 'en'), spec.slug).toBe(spec.title);
      if (spec.count === 'min30') expect(lesson.elements.length, spec.slug).toBeGreaterThanOrEqual(30);
      else expect(lesson.elements.length, spec.slug).toBe(spec.count);
    }
  });

  it('the index lists the lessons in the spec order with their real titles, counts and progress topics', () => {
    expect(A2_INDEX.map((e) => ({ slug: e.slug, title: e.title.en, count: e.count, topic: e.topic }))).toEqual(
      SPEC.map((s) => ({ slug: s.slug, title: s.title, count: lessons.get(s.slug)!.elements.length, topic: `a2-${s.slug}` })),
    );
    for (const entry of A2_INDEX) expect(entry.title, entry.slug).toEqual(lessons.get(entry.slug)!.title);
  });

  it('every sentence splits into non-empty parts that join back to the sentence; no duplicates', () => {
    const problems: string[] = [];
    for (const lesson of lessons.values()) {
      const seen = new Set<string>();
      for (const e of lesson.elements) {
        const parts = e.formDe.split(' - ');
        if (parts.length < 2 || parts.some((p) => p.trim() !== p || p === '')) problems.push(`${lesson.slug}: bad parts "${e.formDe}"`);
        const sentence = parts.join(' ');
        if (!/^[A-ZÄÖÜ„"]/.test(sentence) || !/[.!?]$/.test(sentence)) problems.push(`${lesson.slug}: not a sentence "${sentence}"`);
        if (seen.has(sentence)) problems.push(`${lesson.slug}: duplicate "${sentence}"`);
        seen.add(sentence);
        if (!e.formEn.trim()) problems.push(`${lesson.slug}: no English for "${sentence}"`);
        if (e.correct !== false) problems.push(`${lesson.slug}: correct must start false`);
      }
      if (lesson.rules.length < 3) problems.push(`${lesson.slug}: rules too short`);
    }
    expect(problems).toEqual([]);
  });

  it('adjective declensions has tables for definite, indefinite and no article', () => {
    const tables = lessons.get('adjective-declensions')!.rules.filter((r) => r.table).map((r) => r.table!);
    expect(tables.length).toBeGreaterThanOrEqual(3);
    for (const table of tables.slice(0, 3)) expect(table.rows.length).toBeGreaterThanOrEqual(4);
  });

  it('particles presents the four types', () => {
    const text = JSON.stringify(lessons.get('particles')!.rules).toLowerCase();
    for (const type of ['modal', 'intensifying', 'softening', 'uncertainty']) expect(text).toContain(type);
  });

  it('all German sentences and examples are spelled correctly', () => {
    const texts: string[] = [];
    for (const lesson of lessons.values()) {
      for (const e of lesson.elements) texts.push(e.formDe.split(' - ').join(' '));
      for (const block of lesson.rules) for (const ex of block.examples ?? []) texts.push(ex.de);
    }
    expect(unknownGermanWords(texts)).toEqual([]);
  });
});
