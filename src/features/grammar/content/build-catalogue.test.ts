import { describe, expect, it } from 'vitest';
import type { LocalizedText } from '@/i18n/languages';
import { buildA2Index, buildGrammarCards } from './build-catalogue';
import type { A1Topic, A2Lesson, GrammarTopic, SentenceElement } from './types';

const text = (s: string): LocalizedText => ({ en: s, ua: `ua ${s}`, de: s, ru: s, be: s, tr: s, pl: s, es: s });
const topic = (slug: string, type: GrammarTopic = 'dative'): A1Topic => ({
  slug,
  type,
  title: text(slug),
  descr: text(''),
  rules: { en: [], ua: [], de: [], ru: [], be: [], tr: [], pl: [], es: [] },
  practice: { kind: 'sentences', elements: [] },
});
const element: SentenceElement = { formDe: 'a - b.', formEn: 'a b.', tr: { ua: '', de: '', ru: '', be: '', tr: '', pl: '', es: '' }, correct: false };
const lesson = (slug: string, order: number, count: number): A2Lesson => ({ slug, order, title: text(slug), descr: text(''), rules: [], elements: Array.from({ length: count }, () => element) });

describe('buildGrammarCards', () => {
  it('sorts by slug with the verbs-with-prepositions sets last; icon by topic type; topic = slug', () => {
    const cards = buildGrammarCards([topic('verbs-with-prepositions-02'), topic('modal-wollen', 'modals'), topic('verbs-with-prepositions-01'), topic('dative-quiz')]);
    expect(cards.map((c) => c.url)).toEqual(['/grammar/dative-quiz', '/grammar/modal-wollen', '/grammar/verbs-with-prepositions-01', '/grammar/verbs-with-prepositions-02']);
    expect(cards[1]).toEqual({ type: 'modals', url: '/grammar/modal-wollen', img: 'flexed-biceps', descr: text('modal-wollen'), paywall: false, topic: 'modal-wollen' });
  });
});

describe('buildA2Index', () => {
  it('lists the lessons by order with their titles in every language, practice counts and a2- topics', () => {
    const index = buildA2Index([lesson('perfekt', 2, 30), lesson('indirect-speech', 1, 32)]);
    expect(index).toEqual([
      { slug: 'indirect-speech', title: text('indirect-speech'), count: 32, topic: 'a2-indirect-speech' },
      { slug: 'perfekt', title: text('perfekt'), count: 30, topic: 'a2-perfekt' },
    ]);
  });

  it('refuses two lessons in one place', () => {
    expect(() => buildA2Index([lesson('a', 1, 1), lesson('b', 1, 1)])).toThrow(/a and b both have the place 1/);
  });
});
