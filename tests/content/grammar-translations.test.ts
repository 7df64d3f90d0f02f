// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { A1Topic, A2Lesson } from '@/features/grammar/content/types';
import { LANGS, type Lang } from '@/i18n/languages';
import { unknownGermanWords } from './german-spelling';
import { languageProblems } from './language-checks';

/**
 * Every practice hint, explanation and A2 title in all eight interface languages (issue 9 §4,
 * issue 10 §4): a learner who chose Ukrainian must never be shown the English sentence as the hint.
 * The German hint is a paraphrase or note, never the answer sentence itself.
 */
const a1 = import.meta.glob<A1Topic>(['/src/features/grammar/content/a1/*.ts', '!**/vwp-shared.ts', '!**/vwp-tiles.ts'], { eager: true, import: 'default' });
const a2 = import.meta.glob<A2Lesson>('/src/features/grammar/content/a2/*.ts', { eager: true, import: 'default' });

const OTHER: Lang[] = LANGS.filter((l) => l !== 'en');
const plain = (s: string) => s.replace(/\s+-\s+/g, ' ').trim();

/** Problems of one hint: every language present, non-empty, in its script; German not the answer. */
function hintProblems(where: string, en: string, sentence: string, tr: Partial<Record<Lang, string>> | undefined): string[] {
  if (!tr) return [`${where}: no hint in the other languages`];
  const problems: string[] = [];
  for (const lang of OTHER) if (!tr[lang]?.trim()) problems.push(`${where} ${lang}: missing`);
  problems.push(...languageProblems({ en, ...tr }, where));
  const de = tr.de?.trim() ?? '';
  if (de && de.replace(/[.!?]$/, '') === plain(sentence).replace(/[.!?]$/, '')) problems.push(`${where} de: the hint is the answer sentence`);
  return problems;
}

function localizedProblems(where: string, value: unknown): string[] {
  if (typeof value === 'string') return [`${where}: English only`];
  const text = value as Partial<Record<Lang, string>>;
  const missing = LANGS.filter((l) => !text[l]?.trim()).map((l) => `${where} ${l}: missing`);
  return [...missing, ...languageProblems(text, where)];
}

describe('A1 practice hints and explanations in every language', () => {
  for (const topic of Object.values(a1).sort((x, y) => x.slug.localeCompare(y.slug))) {
    it(topic.slug, () => {
      const problems: string[] = [];
      const germanNotes: string[] = [];
      const p = topic.practice;
      if (p.kind === 'sentences') {
        p.elements.forEach((e, i) => {
          problems.push(...hintProblems(`${topic.slug}#${i}`, e.formEn, e.formDe, e.tr));
          if (e.tr?.de) germanNotes.push(e.tr.de);
        });
      } else if (p.kind === 'deEn') {
        p.elements.forEach((e, i) => {
          problems.push(...hintProblems(`${topic.slug}#${i}`, e.en, e.de, e.tr));
          if (e.tr?.de) germanNotes.push(e.tr.de);
        });
      } else {
        p.questions.forEach((q, i) => {
          if (q.explanation === undefined) return;
          problems.push(...localizedProblems(`${topic.slug}#${i} explanation`, q.explanation));
          if (typeof q.explanation !== 'string') germanNotes.push(q.explanation.de);
        });
      }
      expect(problems).toEqual([]);
      expect(unknownGermanWords(germanNotes)).toEqual([]);
    });
  }
});

describe('A2 lesson titles, descriptions and hints in every language', () => {
  for (const lesson of Object.values(a2).sort((x, y) => x.slug.localeCompare(y.slug))) {
    it(lesson.slug, () => {
      const problems = [...localizedProblems(`${lesson.slug} title`, lesson.title), ...localizedProblems(`${lesson.slug} descr`, lesson.descr)];
      lesson.elements.forEach((e, i) => problems.push(...hintProblems(`${lesson.slug}#${i}`, e.formEn, e.formDe, e.tr)));
      expect(problems).toEqual([]);
      const germanNotes = lesson.elements.map((e) => e.tr?.de ?? '');
      germanNotes.push(textDe(lesson.title), textDe(lesson.descr));
      expect(unknownGermanWords(germanNotes)).toEqual([]);
    });
  }
});

function textDe(value: string | Record<Lang, string>): string {
  return typeof value === 'string' ? '' : value.de;
}
