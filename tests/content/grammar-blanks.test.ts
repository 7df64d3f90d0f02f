// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { A1Topic, A2Lesson, ChoiceQuestion, DeEnElement, SentenceElement } from '@/features/grammar/content/types';
import { a1TopicSchema, a2LessonSchema } from '@/features/grammar/content/schema';
import { partWords } from '@/features/grammar/model/quiz';
import { problemsOf } from '@/lib/content-schema';
import { hideableWords, ruleFor } from './topic-parts';

/**
 * Issue 27: a blank tests the topic, and every correct answer is accepted. The practice lists'
 * hideable parts follow one rule per topic type (topic-parts.ts); answers German admits besides
 * the keyed one are listed in the content (`alternatives`), for the classes the sweep found.
 */
const a1 = import.meta.glob<A1Topic>(['/src/features/grammar/content/a1/*.ts', '!**/vwp-shared.ts', '!**/vwp-tiles.ts'], { eager: true, import: 'default' });
const a2 = import.meta.glob<A2Lesson>('/src/features/grammar/content/a2/*.ts', { eager: true, import: 'default' });

type Part = { form: string; hide?: string[]; alternatives?: Record<string, string[]> };
const lists: [string, Part[]][] = [];
const choices: [string, ChoiceQuestion[]][] = [];
for (const t of Object.values(a1)) {
  if (t.practice.kind === 'sentences') lists.push([t.slug, t.practice.elements.map((e: SentenceElement) => ({ ...e, form: e.formDe }))]);
  else if (t.practice.kind === 'deEn') lists.push([t.slug, t.practice.elements.map((e: DeEnElement) => ({ ...e, form: e.de }))]);
  else choices.push([t.slug, t.practice.questions]);
}
for (const l of Object.values(a2)) lists.push([`a2/${l.slug}`, l.elements.map((e) => ({ ...e, form: e.formDe }))]);

describe('a blank tests the topic', () => {
  it('every A1 and A2 sentence list has a rule for what may be hidden', () => {
    expect(lists.length).toBeGreaterThan(70);
    expect(lists.filter(([slug]) => ruleFor(slug).name === 'no rule').map(([slug]) => slug)).toEqual([]);
  });

  it('every part that may be hidden is a form of the topic (present tense: verb forms; conjunctions: conjunctions; …)', () => {
    const problems: string[] = [];
    for (const [slug, parts] of lists) {
      const rule = ruleFor(slug);
      for (const e of parts) {
        const hideable = hideableWords(e.form, e.hide);
        if (hideable.length === 0) problems.push(`${slug}: "${e.form}" has nothing to hide`);
        for (const p of hideable) if (!rule.test(p.words, p.index, p.parts)) problems.push(`${slug}: "${p.words}" in "${e.form}" is not one of the ${rule.name}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('the rules tell topic parts from the rest (names, time phrases, objects are not hidden)', () => {
    const check = (slug: string, form: string) => hideableWords(form).filter((p) => ruleFor(slug).test(p.words, p.index, p.parts)).map((p) => p.words);
    expect(check('present-tense', 'Er - arbeitet - jeden Tag - bis fünf Uhr.')).toEqual(['arbeitet']);
    expect(check('present-tense', 'Anna - fährt - mit dem Zug - nach Wien.')).toEqual(['fährt']);
    expect(check('conjunctions-1', 'Ich - trinke - Kaffee - und - meine Schwester - trinkt - Tee.')).toEqual(['und']);
    expect(check('verbs-with-prepositions-01', 'Anna - wartet - auf - ihre - Freundin.')).toEqual(['wartet', 'auf', 'ihre']);
    expect(check('questions-1', 'Wie viel - kostet - das Brot?')).toEqual(['Wie viel']);
    expect(check('modal-muessen', 'Er - muss - um sieben Uhr - aufstehen.')).toEqual(['muss', 'aufstehen']);
    expect(check('prepositions-two-way', 'Ich - lege - das Buch - auf - den - Tisch.')).toEqual(['auf', 'den']);
    expect(check('adjective-endings', 'Ich - kaufe - den - roten - Pullover.')).toEqual(['roten']);
  });
});

/**
 * The classes of prompts the sweep found admitting another correct answer: where an item of the
 * class keeps its blank, the other answers must be listed as `alternatives`.
 */
const PART_CLASSES: { name: string; applies: (form: string, words: string) => boolean; needs: string[] }[] = [
  { name: '"Wie viel kostet …?" — "Was kostet …?" is right too', applies: (f, w) => w === 'Wie viel' && /^Wie viel - kost/.test(f), needs: ['Was'] },
  { name: '"Was kostet …?" — "Wie viel kostet …?" is right too', applies: (f, w) => w === 'Was' && /^Was - kost/.test(f), needs: ['Wie viel'] },
  { name: 'leiden an (an illness) — "leiden unter" is right too', applies: (f, w) => w === 'an' && /\b[Ll]eide(st|t|n)?\b - an - /.test(f), needs: ['unter'] },
  { name: 'schimpfen über — "schimpfen auf" is right too', applies: (f, w) => w === 'über' && /\b[Ss]chimpf\w* - (\w+ - )?über - /.test(f), needs: ['auf'] },
  { name: 'sich einigen auf — "sich einigen über" is right too', applies: (f, w) => w === 'auf' && /\b[Ee]inig\w* - \w+ - auf - /.test(f), needs: ['über'] },
  { name: 'warum — wieso and weshalb are right too', applies: (_f, w) => w.toLowerCase() === 'warum', needs: ['wieso', 'weshalb'] },
  { name: 'weil — da is right too', applies: (_f, w) => w.toLowerCase() === 'weil', needs: ['da'] },
  { name: 'aber after a comma — doch is right too', applies: (f, w) => w === 'aber' && /, - aber - /.test(f), needs: ['doch'] },
];
const CHOICE_CLASSES: { name: string; applies: (q: ChoiceQuestion) => boolean; needs: string[] }[] = [
  { name: 'a drink one likes ("gern ___ Kaffee") takes einen as well as no article', applies: (q) => /gern ___ (Kaffee|Tee|Saft|Wein|Bier)\b/.test(q.question), needs: ['unbestimmter Artikel'] },
  { name: '"___ dem Essen" without a sequence word also takes bei and zu', applies: (q) => /^___ dem Essen\b/.test(q.question), needs: ['bei', 'zu'] },
];

describe('every correct answer is accepted', () => {
  it('alternatives are well formed (the schema): keyed by a hideable part, other than it; choice alternatives are other variants', () => {
    const bad = { ...Object.values(a1).find((t) => t.slug === 'questions-1')! };
    const practice = bad.practice as Extract<A1Topic['practice'], { kind: 'deEn' }>;
    const first = practice.elements[0]!;
    const broken = (e: DeEnElement) => problemsOf(a1TopicSchema, { ...bad, practice: { ...practice, elements: [e, ...practice.elements.slice(1)] } }, 'questions-1');
    expect(broken({ ...first, alternatives: { Nirgends: ['Was'] } })).not.toEqual([]);
    expect(broken({ ...first, alternatives: { Wer: ['wer'] } })).not.toEqual([]);
    expect(broken({ ...first, hide: ['ist'], alternatives: { Wer: ['Was'] } })).not.toEqual([]);
    expect(broken({ ...first, hide: ['Tee'] })).not.toEqual([]);
    expect(broken({ ...first, alternatives: { Wer: ['Was'] } })).toEqual([]);
    const dative = Object.values(a1).find((t) => t.slug === 'prepositions-dative')!;
    const choice = dative.practice as Extract<A1Topic['practice'], { kind: 'choice' }>;
    const q = choice.questions[0]!;
    const withAlt = (alternatives: string[]) => problemsOf(a1TopicSchema, { ...dative, practice: { ...choice, questions: [{ ...q, alternatives }, ...choice.questions.slice(1)] } }, 'prepositions-dative');
    expect(withAlt(['über'])).not.toEqual([]);
    expect(withAlt([q.answer])).not.toEqual([]);
    expect(withAlt(['von'])).toEqual([]);
    const lesson = Object.values(a2)[0]!;
    const e0 = lesson.elements[0]!;
    expect(problemsOf(a2LessonSchema, { ...lesson, elements: [{ ...e0, hide: ['nirgends'] }, ...lesson.elements.slice(1)] }, lesson.slug)).not.toEqual([]);
  });

  it('a part of a known class lists the other correct answers', () => {
    const problems: string[] = [];
    for (const [slug, parts] of lists) {
      for (const e of parts) {
        for (const p of hideableWords(e.form, e.hide)) {
          for (const c of PART_CLASSES) {
            if (!c.applies(e.form, p.words)) continue;
            const listed = e.alternatives?.[p.words] ?? [];
            for (const need of c.needs) if (!listed.some((l) => l.toLowerCase() === need.toLowerCase())) problems.push(`${slug}: "${e.form}" — ${c.name}: list "${need}"`);
          }
        }
      }
    }
    for (const [slug, questions] of choices) {
      for (const q of questions) {
        for (const c of CHOICE_CLASSES) {
          if (!c.applies(q)) continue;
          for (const need of c.needs) if (!(q.alternatives ?? []).includes(need)) problems.push(`${slug}: "${q.question}" — ${c.name}: list "${need}"`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('the classes catch what the sweep found (so a new item of the class cannot slip in without its alternatives)', () => {
    expect(PART_CLASSES.some((c) => c.applies('Wie viel - kostet - das Brot?', 'Wie viel'))).toBe(true);
    expect(PART_CLASSES.some((c) => c.applies('Viele Menschen - leiden - an - Allergien.', 'an'))).toBe(true);
    expect(PART_CLASSES.some((c) => c.applies('Ich - denke - an - dich.', 'an'))).toBe(false);
    expect(CHOICE_CLASSES.some((c) => c.applies({ question: 'Ich trinke gern ___ Kaffee. (den / einen / –)', answer: 'kein Artikel' }))).toBe(true);
    expect(CHOICE_CLASSES.some((c) => c.applies({ question: '___ dem Essen trinken wir einen Kaffee.', answer: 'nach' }))).toBe(true);
    expect(partWords('Tee.')).toBe('Tee');
  });
});
