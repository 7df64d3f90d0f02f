import { describe, expect, it } from 'vitest';
import type { LocalizedText } from '@/i18n/languages';
import { buildWordCatalogue } from './build-catalogue';
import type { VerbRootSet, WordSet, WordSetCard } from './types';

const text = (s: string): LocalizedText => ({ en: s, ua: s, de: s, ru: s, be: s, tr: s, pl: s, es: s });
const set = (id: string, card: Partial<WordSetCard> = {}): WordSet => ({
  id,
  card: { level: 'A', order: 1, img: 'bread', descr: text(id), paywall: false, ...card },
  words: [],
});
const root = (order: number, paywall = false): VerbRootSet => ({ type: 'x', paywall, card: { order, img: 'hammer', descr: text('root') }, elements: [] });

describe('buildWordCatalogue', () => {
  it('orders by level (A, A-verbs, A-adjectives, A2, B), then by order; links, ids and topics from the id', () => {
    const entries = buildWordCatalogue(
      {
        pairsSize01: set('pairsSize01', { level: 'A2', order: 1 }),
        food02: set('food02', { order: 2, tag: 'food' }),
        verbsCook: set('verbsCook', { level: 'A-verbs', order: 1 }),
        food01: set('food01', { order: 1, tag: 'food' }),
      },
      { machen: root(2, true), geben: root(1) },
    );
    expect(entries.map((e) => [e.level, e.id, e.link, e.topic])).toEqual([
      ['A', 'food01', '/words/food01', 'food01'],
      ['A', 'food02', '/words/food02', 'food02'],
      ['A-verbs', 'verbsCook', '/words/verbsCook', 'verbsCook'],
      ['A2', 'pairsSize01', '/words/a2/pairsSize01', 'pairsSize01'],
      ['B', 'geben', '/words/geben', 'geben'],
      ['B', 'machen', '/words/machen', 'machen'],
    ]);
    expect(entries[0]).toEqual({ level: 'A', link: '/words/food01', img: 'bread', descr: text('food01'), paywall: false, id: 'food01', tag: 'food', topic: 'food01' });
    expect(entries[2]).not.toHaveProperty('tag');
    expect(entries[5]?.paywall).toBe(true);
  });

  it('refuses a set whose id is not its file name, an id used twice, and a place taken twice', () => {
    expect(() => buildWordCatalogue({ food01: set('food1') }, {})).toThrow(/topics\/food01\.ts has the id "food1"/);
    expect(() => buildWordCatalogue({ geben: set('geben') }, { geben: root(1) })).toThrow(/both a word set and a verb root/);
    expect(() => buildWordCatalogue({ a: set('a'), b: set('b') }, {})).toThrow(/a and b both have the place A #1/);
    expect(() => buildWordCatalogue({ a: set('a'), b: set('b', { level: 'A2' }) }, {})).not.toThrow();
  });
});
