import { describe, expect, it } from 'vitest';
import { germanOf, type GameWord } from '@/features/games/model/game-word';
import { seeded } from '@/lib/random';
import {
  answeredItems,
  buildStockRound,
  isRightShelf,
  isStockPlayable,
  missedWords,
  shelfContents,
  shelfOfKey,
  STOCK_ROUND,
  stockSeconds,
  stockWords,
  type StockWord,
} from './stock';

const tr = { en: 'x', ua: 'x', de: 'x', ru: 'x', be: 'x', tr: 'x', pl: 'x', es: 'x' };
const noun = (de: string, article: 'der' | 'die' | 'das'): StockWord => ({ kind: 'noun', de, article, plural: null, tr });
const nouns = (n: number): StockWord[] => Array.from({ length: n }, (_, i) => noun(`Ding${i}`, i % 3 === 0 ? 'der' : i % 3 === 1 ? 'die' : 'das'));
const gehen: GameWord = { kind: 'verb', de: 'gehen', tr };

describe('stock the shop: the words', () => {
  it('sorts only nouns with an article, each German form once', () => {
    const words: GameWord[] = [noun('Hund', 'der'), gehen, { kind: 'noun', de: 'Ohne', tr }, noun('Hund', 'der'), noun('Katze', 'die')];
    expect(stockWords(words).map(germanOf)).toEqual(['der Hund', 'die Katze']);
  });

  it('leaves out a word listed with two articles (der/die See): its shelf would be a guess', () => {
    const words = [noun('See', 'der'), noun('Haus', 'das'), noun('See', 'die')];
    expect(stockWords(words).map(germanOf)).toEqual(['das Haus']);
  });

  it('is playable with 10 sortable nouns, not with 9 or with words of another kind', () => {
    expect(isStockPlayable(nouns(10))).toBe(true);
    expect(isStockPlayable(nouns(9))).toBe(false);
    expect(isStockPlayable([...nouns(9), gehen, gehen])).toBe(false);
    expect(isStockPlayable([...nouns(9), noun('See', 'der'), noun('See', 'die')])).toBe(false);
  });

  it('builds a round of 10 different nouns, in a random order that a seed repeats', () => {
    const pool = nouns(30);
    const round = buildStockRound(pool, seeded(7));
    expect(round).toHaveLength(STOCK_ROUND);
    expect(new Set(round.map(germanOf)).size).toBe(STOCK_ROUND);
    for (const word of round) expect(pool).toContain(word);
    expect(buildStockRound(pool, seeded(7))).toEqual(round);
    expect(buildStockRound(pool, seeded(8))).not.toEqual(round);
  });
});

describe('stock the shop: the shelves', () => {
  it('accepts only the shelf of the noun’s own article', () => {
    expect(isRightShelf(noun('Apfel', 'der'), 'der')).toBe(true);
    expect(isRightShelf(noun('Apfel', 'der'), 'die')).toBe(false);
    expect(isRightShelf(noun('Haus', 'das'), 'das')).toBe(true);
    expect(isRightShelf(noun('Haus', 'das'), 'der')).toBe(false);
  });

  it('maps 1 2 3 and the article’s last letter (deR, diE, daS) to the shelves, nothing else', () => {
    expect(['1', '2', '3'].map(shelfOfKey)).toEqual(['der', 'die', 'das']);
    expect(['r', 'e', 's', 'R', 'E', 'S'].map(shelfOfKey)).toEqual(['der', 'die', 'das', 'der', 'die', 'das']);
    expect(['4', 'd', 'Enter', ' ', 'Tab'].map(shelfOfKey)).toEqual([null, null, null, null, null]);
  });

  it('puts every answered noun on its own shelf, marking the ones the learner missed', () => {
    const round = [noun('Apfel', 'der'), noun('Birne', 'die'), noun('Ei', 'das'), noun('Brot', 'das')];
    const answered = answeredItems(round, 3, ['die Birne']);
    expect(answered.map((a) => [germanOf(a.word), a.right])).toEqual([
      ['der Apfel', true],
      ['die Birne', false],
      ['das Ei', true],
    ]);
    expect(shelfContents(answered, 'das').map((a) => a.word.de)).toEqual(['Ei']);
    expect(shelfContents(answered, 'die').map((a) => a.right)).toEqual([false]);
    expect(answeredItems(round, 0, [])).toEqual([]);
  });

  it('lists the missed nouns (wrong shelf or time out) in round order', () => {
    const round = [noun('Apfel', 'der'), noun('Birne', 'die'), noun('Ei', 'das')];
    expect(missedWords(round, ['das Ei', 'der Apfel']).map(germanOf)).toEqual(['der Apfel', 'das Ei']);
    expect(missedWords(round, [])).toEqual([]);
  });

  it('gives 20 s an item at the normal setting, longer when asked, none when off', () => {
    expect(stockSeconds(1)).toBe(20);
    expect(stockSeconds(2)).toBe(40);
    expect(stockSeconds(10)).toBe(200);
    expect(stockSeconds(0)).toBe(Number.POSITIVE_INFINITY);
  });
});
