// @vitest-environment node
import { describe, expect, it } from 'vitest';
import a1 from '@/features/games/content/sentences/a1';
import a2 from '@/features/games/content/sentences/a2';
import b1 from '@/features/games/content/sentences/b1';
import { sentencePuzzleSchema } from '@/features/games/content/schema';
import type { SentencePuzzle } from '@/features/games/content/types';
import { correctOrders, orderProblems, ROUND_LENGTH, writeSentence } from '@/features/games/sentences-puzzle/model/puzzle';
import { LANGS } from '@/i18n/languages';
import { problemsOf } from '@/lib/content-schema';
import { unknownGermanWords } from './german-spelling';
import { languageProblems } from './language-checks';

const levels = { A1: a1, A2: a2, B1: b1 } as const;
const all: SentencePuzzle[] = [...a1, ...a2, ...b1];
const modules = import.meta.glob<{ default: { de?: string; formDe?: string }[] | { practice?: { elements?: unknown[] }; elements?: unknown[] } }>(
  ['/src/features/grammar/content/a1/*.ts', '/src/features/grammar/content/a2/*.ts'],
  { eager: true },
);

/** A grammar module's practice sentences, written out ("Ich - wohne - in Köln." → "Ich wohne in Köln."). */
function grammarSentences(source: string): string[] {
  const mod = modules[`/src/${source.replace(/^grammar\//, 'features/grammar/content/')}.ts`];
  if (!mod) return [];
  const value = mod.default as { practice?: { elements?: { de?: string; formDe?: string }[] }; elements?: { de?: string; formDe?: string }[] };
  const elements = value.practice?.elements ?? value.elements ?? [];
  return elements.map((e) => (e.de ?? e.formDe ?? '').split(' - ').join(' '));
}

describe('sentences puzzle content', () => {
  it('matches the schema', () => {
    expect(all.flatMap((s, i) => problemsOf(sentencePuzzleSchema, s, `#${i} ${writeSentence(s)}`))).toEqual([]);
  });

  it('has at least 60 sentences: about 25 A1, 20 A2 and 15 B1, each module only its own level', () => {
    expect(all.length).toBeGreaterThanOrEqual(60);
    expect(a1.length).toBeGreaterThanOrEqual(25);
    expect(a2.length).toBeGreaterThanOrEqual(20);
    expect(b1.length).toBeGreaterThanOrEqual(15);
    for (const [level, list] of Object.entries(levels)) expect(list.filter((s) => s.level !== level).map((s) => writeSentence(s))).toEqual([]);
  });

  it('practises every rule, and every level has verb-second or bracket, verb-final and question sentences', () => {
    expect(new Set(all.map((s) => s.rule))).toEqual(new Set(['verb-second', 'verb-final', 'question', 'bracket', 'imperative']));
    for (const list of Object.values(levels)) {
      const rules = new Set(list.map((s) => s.rule));
      expect(rules.has('verb-final') && rules.has('question') && (rules.has('verb-second') || rules.has('bracket'))).toBe(true);
    }
  });

  it('has no sentence twice', () => {
    const sentences = all.map((s) => writeSentence(s));
    expect(sentences.filter((s, i) => sentences.indexOf(s) !== i)).toEqual([]);
  });

  it('lists valid other orders: each a permutation of the parts, none twice, none the main order, clauses whole, a wrong order left', () => {
    expect(all.flatMap((s) => orderProblems(s).map((p) => `${writeSentence(s)}: ${p}`))).toEqual([]);
  });

  it('writes parts as they stand mid-sentence: lower-case unless a noun, name or "Sie", no punctuation', () => {
    const problems: string[] = [];
    for (const s of all) {
      for (const part of s.parts) {
        if (/[.,!?;:]/.test(part)) problems.push(`${writeSentence(s)}: punctuation in "${part}"`);
        const first = part.split(' ')[0] ?? '';
        // A capital first word must be a noun, a name or "Sie": words the speller only knows capitalised
        // (and the language "Deutsch", which is also the adjective "deutsch").
        if (/^\p{Lu}/u.test(first) && unknownGermanWords([first.toLowerCase()]).length === 0 && !['Sie', 'Deutsch'].includes(first)) problems.push(`${writeSentence(s)}: "${part}" should start lower-case`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('punctuation fits the rule: questions end in ?, imperatives in !, statements in .', () => {
    const wrong = all.filter((s) => (s.rule === 'question' ? s.punctuation !== '?' : s.rule === 'imperative' ? s.punctuation !== '!' : s.punctuation !== '.'));
    expect(wrong.map((s) => writeSentence(s))).toEqual([]);
  });

  it('subordinate clauses are marked: a sentence with a comma-clause conjunction has its clause', () => {
    const conjunctions = /^(weil|dass|wenn|ob|obwohl|bevor|nachdem|als|damit|wann|warum|wie lange)$/;
    const missing = all.filter((s) => s.parts.some((p, i) => i > 0 && conjunctions.test(p)) && !s.clause);
    expect(missing.map((s) => writeSentence(s))).toEqual([]);
  });

  it('fewer than ten sentences of a level have a single order, so every round has one with another correct order', () => {
    for (const list of Object.values(levels)) expect(list.filter((s) => s.alsoCorrect.length === 0).length).toBeLessThan(ROUND_LENGTH);
  });

  it('is spelled correctly (hunspell de_DE)', () => {
    expect(unknownGermanWords(all.flatMap((s) => correctOrders(s).map((o) => writeSentence(s, o))))).toEqual([]);
  });

  it('has a translation in every language, in its own script, none copied from English', () => {
    const problems: string[] = [];
    for (const s of all) {
      for (const lang of LANGS) if (!s.tr[lang]?.trim()) problems.push(`${writeSentence(s)}: no ${lang}`);
      problems.push(...languageProblems(s.tr, writeSentence(s)));
      // The German "translation" is a paraphrase shown as the prompt: it must not be the sentence itself.
      if (correctOrders(s).some((o) => writeSentence(s, o) === s.tr.de.trim())) problems.push(`${writeSentence(s)}: tr.de gives the answer away`);
    }
    expect(problems).toEqual([]);
  });

  it('sentences marked with a source are in that grammar practice list', () => {
    const missing = all.filter((s) => s.source && !grammarSentences(s.source).includes(writeSentence(s)));
    expect(missing.map((s) => `${writeSentence(s)} (${s.source})`)).toEqual([]);
    expect(all.filter((s) => s.source).length).toBeGreaterThanOrEqual(30);
  });
});
