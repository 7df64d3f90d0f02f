import { describe, expect, it } from 'vitest';
import { germanOf, nounsOf, singleWords, uniqueWords, type GameWord } from './game-word';

const tr = { en: 'x', ua: 'x', de: 'x', ru: 'x', be: 'x', tr: 'x', pl: 'x', es: 'x' };
const haus: GameWord = { kind: 'noun', de: 'Haus', article: 'das', plural: 'Häuser', tr };
const gehen: GameWord = { kind: 'verb', de: 'gehen', tr };
const pair: GameWord = { kind: 'pair', de: 'groß – klein', tr };
const phrase: GameWord = { kind: 'other', de: 'guten Tag', tr };

describe('game words', () => {
  it('gives nouns their article', () => {
    expect(germanOf(haus)).toBe('das Haus');
    expect(germanOf(gehen)).toBe('gehen');
  });

  it('keeps nouns for the article games and one-word items for the letter games', () => {
    expect(nounsOf([haus, gehen, pair])).toEqual([haus]);
    expect(singleWords([haus, gehen, pair, phrase])).toEqual([haus, gehen]);
  });

  it('drops a German form listed twice', () => {
    expect(uniqueWords([haus, gehen, { ...haus, tr: { ...tr, en: 'house' } }])).toEqual([haus, gehen]);
  });
});
