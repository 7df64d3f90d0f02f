import { describe, expect, it } from 'vitest';
import { countries, rivers, states } from '@/features/games/content/states';
import { seeded } from '@/lib/random';
import { buildQuizRound, farCountries, farRivers, isRightOption, kindsFor, OPTIONS, QUIZ_CHOICES, questionFor, riversOf, statesFor, type QuizKind, type QuizQuestion } from './quiz-round';

const facts = { states, countries, rivers };
const state = (id: string) => states.find((s) => s.id === id)!;
const KINDS: QuizKind[] = ['capital', 'largestCity', 'neighbourState', 'neighbourCountry', 'river'];

/** What the content says is true of a state for a kind of question. */
function isTrue(q: QuizQuestion, de: string): boolean {
  const s = q.state;
  switch (q.kind) {
    case 'capital':
      return s.capital === de;
    case 'largestCity':
      return s.largestCity === de;
    case 'neighbourState':
      return s.neighbours.some((id) => state(id).de === de);
    case 'neighbourCountry':
      return s.countries.some((id) => countries.find((c) => c.id === id)?.name.de === de);
    case 'river':
      return riversOf(facts, s).some((r) => r.de === de);
  }
}

/** Every question the generator can make, for every state and kind, with many seeds. */
const every: QuizQuestion[] = states.flatMap((s) => kindsFor(facts, s, 'mixed').flatMap((kind) => [1, 2, 3, 4, 5, 6].map((seed) => questionFor(facts, s, kind, seeded(seed)))));

describe('map quiz questions', () => {
  it('makes every kind of question for some state, and capitals and neighbours for all 16', () => {
    expect(new Set(every.map((q) => q.kind))).toEqual(new Set(KINDS));
    for (const s of states) {
      expect(kindsFor(facts, s, 'mixed'), s.id).toEqual(expect.arrayContaining(['capital', 'neighbourState']));
    }
  });

  it('has four different options, exactly one of them true — the answer — in every question', () => {
    for (const q of every) {
      const where = `${q.state.de} ${q.kind}`;
      expect(q.options, where).toHaveLength(OPTIONS);
      expect(new Set(q.options.map((o) => o.de)).size, where).toBe(OPTIONS);
      expect(q.options.filter((o) => isTrue(q, o.de)).map((o) => o.de), where).toEqual([q.answer.de]);
      expect(isTrue(q, q.answer.de), where).toBe(true);
    }
  });

  it.each([
    ['by', 'capital', 'München'],
    ['he', 'capital', 'Wiesbaden'],
    ['nw', 'capital', 'Düsseldorf'],
    ['he', 'largestCity', 'Frankfurt am Main'],
    ['sn', 'largestCity', 'Leipzig'],
    ['nw', 'largestCity', 'Köln'],
  ] as const)('asks %s %s with the answer %s', (id, kind, answer) => {
    const q = questionFor(facts, state(id), kind, seeded(1));
    expect(q.answer.de).toBe(answer);
    expect(isRightOption(q, answer)).toBe(true);
    expect(q.options.filter((o) => o.de !== answer).every((o) => !isRightOption(q, o.de))).toBe(true);
  });

  it('offers the largest city as a near miss when asking the capital, and the capital when asking the largest city', () => {
    expect(questionFor(facts, state('he'), 'capital', seeded(1)).options.map((o) => o.de)).toContain('Frankfurt am Main');
    expect(questionFor(facts, state('he'), 'largestCity', seeded(1)).options.map((o) => o.de)).toContain('Wiesbaden');
  });

  it('never asks for a largest city that is not clear-cut (Sachsen-Anhalt)', () => {
    expect(kindsFor(facts, state('st'), 'largestCity')).toEqual([]);
    expect(statesFor(facts, 'largestCity').map((s) => s.id)).not.toContain('st');
  });

  it('offers as wrong rivers and countries only ones that touch neither the state nor its neighbours', () => {
    // Bayern: the Rhine (at Lake Constance) and Switzerland are never "wrong" — Baden-Württemberg, its neighbour, has both.
    expect(farRivers(facts, state('by')).map((r) => r.de)).not.toContain('Rhein');
    expect(farCountries(facts, state('by')).map((c) => c.id)).not.toContain('ch');
    // Baden-Württemberg: Austria is never "wrong" either.
    expect(farCountries(facts, state('bw')).map((c) => c.id)).not.toContain('at');
    for (const q of every.filter((x) => x.kind === 'river' || x.kind === 'neighbourCountry')) {
      for (const o of q.options.filter((x) => x.de !== q.answer.de)) {
        const touches = q.kind === 'river' ? rivers.find((r) => r.de === o.de)!.states : states.filter((s) => s.countries.some((c) => countries.find((k) => k.id === c)?.name.de === o.de)).map((s) => s.id);
        const near = [q.state.id, ...q.state.neighbours];
        expect(touches.filter((id) => near.includes(id)), `${q.state.de}: ${o.de}`).toEqual([]);
      }
    }
  });

  it('gives a country its name in every language', () => {
    const q = questionFor(facts, state('by'), 'neighbourCountry', seeded(2));
    expect(q.options.every((o) => o.name?.en && o.name.ua)).toBe(true);
  });
});

describe('map quiz rounds', () => {
  it.each(QUIZ_CHOICES)('has 10 questions about 10 different states (%s)', (choice) => {
    for (const seed of [1, 2, 3]) {
      const round = buildQuizRound(facts, choice, seeded(seed));
      expect(round).toHaveLength(10);
      expect(new Set(round.map((q) => q.state.id)).size).toBe(10);
    }
  });

  it('asks only the kinds a choice names', () => {
    expect(buildQuizRound(facts, 'capital', seeded(4)).every((q) => q.kind === 'capital')).toBe(true);
    expect(buildQuizRound(facts, 'rivers', seeded(4)).every((q) => q.kind === 'river')).toBe(true);
    expect(buildQuizRound(facts, 'neighbours', seeded(4)).every((q) => q.kind === 'neighbourState' || q.kind === 'neighbourCountry')).toBe(true);
    const mixed = new Set([1, 2, 3, 4, 5].flatMap((seed) => buildQuizRound(facts, 'mixed', seeded(seed)).map((q) => q.kind)));
    expect(mixed.size).toBeGreaterThanOrEqual(4);
  });
});
