import { describe, expect, it } from 'vitest';
import { seeded } from '@/lib/random';
import type { GameWord } from '../../model/game-word';
import { buildDeck, isStarGame, MATCH_PAIRS, matchWords, starFlips } from './deck';

const tr = (en: string) => ({ en, ua: `ua ${en}`, de: `de ${en}`, ru: `ru ${en}`, be: `be ${en}`, tr: `tr ${en}`, pl: `pl ${en}`, es: `es ${en}` });
const word = (de: string, en: string, img?: string, article?: 'der' | 'die' | 'das'): GameWord => ({ kind: article ? 'noun' : 'verb', de, article, img, tr: tr(en) });
const words: GameWord[] = Array.from({ length: 12 }, (_, i) => word(`Wort${i}`, `word ${i}`, i % 3 === 0 ? undefined : `icon-${i}`, i % 2 ? 'das' : undefined));

describe('word match: the deck', () => {
  it('keeps one word per German word, translation and picture', () => {
    const list = [word('See', 'lake', 'water', 'der'), word('See', 'sea', 'wave', 'die'), word('Teich', 'lake', 'pond', 'der'), word('Ozean', 'ocean', 'water', 'der'), word('Fluss', 'river', 'river', 'der')];
    expect(matchWords(list, 'en').map((w) => w.de)).toEqual(['See', 'Fluss']);
  });

  it('leaves out a word whose translation card would read as its German card, unless it has a picture (issue 25)', () => {
    const list = [word('golden', 'golden'), word('Computer', 'computer', undefined, 'der'), word('Radio', 'radio', 'radio', 'das'), word('Fluss', 'river')];
    expect(matchWords(list, 'en').map((w) => w.de)).toEqual(['Radio', 'Fluss']);
  });

  it('holds every word twice: its German card and its picture, or its translation when it has none', () => {
    for (let seed = 0; seed < 20; seed++) {
      const deck = buildDeck(words, 'pl', seeded(seed));
      expect(deck).toHaveLength(MATCH_PAIRS * 2);
      const pairs = new Map<number, typeof deck>();
      for (const card of deck) pairs.set(card.pair, [...(pairs.get(card.pair) ?? []), card]);
      expect(pairs.size).toBe(MATCH_PAIRS);
      for (const cards of pairs.values()) {
        expect(cards).toHaveLength(2);
        const german = cards.filter((c) => c.face === 'german');
        const other = cards.filter((c) => c.face !== 'german');
        expect(german).toHaveLength(1);
        expect(other).toHaveLength(1);
        const source = words.find((w) => (w.article ? `${w.article} ${w.de}` : w.de) === german[0]!.de)!;
        expect(other[0]!.face).toBe(source.img ? 'picture' : 'translation');
        expect(other[0]!.img).toBe(source.img);
        expect(other[0]!.translation).toBe(source.tr.pl);
      }
      const germans = deck.filter((c) => c.face === 'german').map((c) => c.de);
      expect(new Set(germans).size).toBe(germans.length);
    }
  });

  it('shuffles: the two cards of a pair are not always neighbours', () => {
    const deck = buildDeck(words, 'en', seeded(5));
    const neighbours = deck.filter((c, i) => deck[i + 1]?.pair === c.pair).length;
    expect(neighbours).toBeLessThan(MATCH_PAIRS / 2);
  });

  it('uses fewer pairs when a topic has fewer words', () => {
    expect(buildDeck(words.slice(0, 3), 'en', seeded(1))).toHaveLength(6);
  });
});

describe('word match: the star bound', () => {
  it('is pairs × 3 + 4 flips (28 for 8 pairs), inclusive', () => {
    expect(starFlips(8)).toBe(28);
    expect(starFlips(6)).toBe(22);
    expect(isStarGame(16, 8)).toBe(true);
    expect(isStarGame(28, 8)).toBe(true);
    expect(isStarGame(29, 8)).toBe(false);
  });
});
