import { describe, expect, it } from 'vitest';
import type { ArticleCard, ArticleType } from '../content/types';
import { filterArticles } from './hub';

const card = (en: string, ua: string, type: ArticleType, date: string): ArticleCard => ({
  type,
  title: { en, ua, de: en, ru: en, be: en, tr: en, pl: en, es: en },
  url: `/articles/${en}`,
  img: 'books',
  date,
});
const cards = [card('Old grammar', 'Стара граматика', 'Grammar', '2024-01-01'), card('New grammar', 'Нова граматика', 'Grammar', '2025-01-01'), card('Words', 'Слова', 'Vocabulary', '2023-01-01')];

describe('article hub filter', () => {
  it('groups by type in the spec order, newest first', () => {
    expect(filterArticles(cards, 'en', 'all', '').map((g) => [g.type, g.cards.map((c) => c.title.en)])).toEqual([
      ['Vocabulary', ['Words']],
      ['Grammar', ['New grammar', 'Old grammar']],
    ]);
  });
  it('filters by type and searches the title in the interface language', () => {
    expect(filterArticles(cards, 'en', 'Vocabulary', '').map((g) => g.type)).toEqual(['Vocabulary']);
    expect(filterArticles(cards, 'ua', 'all', 'НОВА').flatMap((g) => g.cards.map((c) => c.title.en))).toEqual(['New grammar']);
    expect(filterArticles(cards, 'en', 'all', 'нова')).toEqual([]);
    expect(filterArticles(cards, 'en', 'Vocabulary', 'grammar')).toEqual([]);
  });
});
