import { describe, expect, it } from 'vitest';
import type { LocalizedText } from '@/i18n/languages';
import { footerLists, type FooterCatalogues } from './footer-model';

const text = (s: string): LocalizedText => ({ en: s, ua: `ua ${s}`, de: `de ${s}`, ru: `ru ${s}`, be: `be ${s}`, tr: `tr ${s}`, pl: `pl ${s}`, es: `es ${s}` });

const words = Array.from({ length: 8 }, (_, i) => ({
  level: 'A' as const,
  link: `/words/w${i}`,
  img: '',
  descr: text(`word ${i}`),
  paywall: false,
  id: `w${i}`,
  topic: `w${i}`,
}));

const catalogues: FooterCatalogues = {
  games: [{ img: '', url: '/games/anagrams', title: text('Anagrams'), descr: text(''), group: 'words', topic: 'game-anagrams' }],
  worksheets: Array.from({ length: 7 }, (_, i) => ({
    id: `s${i}`,
    url: `/worksheets/s${i}.pdf`,
    img: '',
    title: text(`sheet ${i}`),
    descr: text(''),
    type: 'word_puzzle' as const,
    level: 'A1' as const,
  })),
  phrases: [],
  grammar: Array.from({ length: 7 }, (_, i) => ({ type: 'dative' as const, url: `/grammar/g${i}`, img: '', descr: text(`grammar ${i}`), paywall: false, topic: `g${i}` })),
  words,
  articles: [{ type: 'Grammar', title: text('Cases'), url: '/articles-new/1', img: 'books', date: '2025-01-01' }],
};

describe('footer lists (spec 000 §2 "Footer")', () => {
  it('takes the first 5 worksheets, grammar quizzes and articles, and the last 5 word quizzes', () => {
    const lists = footerLists(catalogues, 'en');
    expect(lists.worksheets.map((l) => l.label)).toEqual(['sheet 0', 'sheet 1', 'sheet 2', 'sheet 3', 'sheet 4']);
    expect(lists.grammar).toHaveLength(5);
    expect(lists.words.map((l) => l.label)).toEqual(['word 3', 'word 4', 'word 5', 'word 6', 'word 7']);
    expect(lists.articles).toEqual([{ label: 'Cases', to: '/articles-new/1' }]);
  });

  it('titles entries in the current language', () => {
    expect(footerLists(catalogues, 'tr').words[0]?.label).toBe('tr word 3');
  });

});
