import { describe, expect, it } from 'vitest';
import { seeded } from '@/lib/random';
import type { GameWord } from '../../model/game-word';
import { gridLetters, MAX_WORDS, MIN_WORDS, occurrences } from './puzzle';
import { isPlayable, makeRound } from './round';

const word = (de: string, en: string, extra: Partial<GameWord> = {}): GameWord => ({
  kind: 'noun',
  de,
  article: 'der',
  tr: { en, ua: `ua ${en}`, de: `de ${en}`, ru: `ru ${en}`, be: `be ${en}`, tr: `tr ${en}`, pl: `pl ${en}`, es: `es ${en}` },
  ...extra,
});

const animals = [
  word('Hund', 'dog'),
  word('Katze', 'cat'),
  word('Maus', 'mouse'),
  word('Vogel', 'bird'),
  word('Fisch', 'fish'),
  word('Pferd', 'horse'),
  word('Kuh', 'cow'),
  word('Schaf', 'sheep'),
  word('Ziege', 'goat'),
  word('Bär', 'bear'),
  word('Löwe', 'lion'),
  word('Tiger', 'tiger'),
];

describe('makeRound', () => {
  it('hides 10 words, each exactly once, listed in step with the placements', () => {
    for (let seed = 0; seed < 30; seed++) {
      const round = makeRound(animals, 'en', seed % 2 === 0, seeded(seed))!;
      expect(round.words).toHaveLength(MAX_WORDS);
      expect(round.puzzle.placements.map((p) => p.word)).toEqual(round.words.map((_, i) => i));
      round.words.forEach((w, i) => {
        const cells = round.puzzle.placements[i]!.cells;
        expect(cells.map((x) => round.puzzle.grid[x.row]![x.col]).join('')).toBe(gridLetters(w.de).join(''));
        expect(occurrences(round.puzzle.grid, gridLetters(w.de))).toHaveLength(1);
      });
    }
  });

  it('hides no opposite pairs, no phrases, no word twice and no two words with the same clue', () => {
    const words = [...animals.slice(0, 8), word('groß – klein', 'big – small', { kind: 'pair' }), word('sich freuen', 'to be glad', { kind: 'verb' }), word('Hund', 'hound'), word('Rind', 'cow')];
    for (let seed = 0; seed < 30; seed++) {
      const round = makeRound(words, 'en', true, seeded(seed))!;
      const des = round.words.map((w) => w.de);
      expect(des).not.toContain('groß – klein');
      expect(des).not.toContain('sich freuen');
      expect(new Set(des).size).toBe(des.length);
      expect(new Set(round.words.map((w) => w.tr.en)).size).toBe(des.length);
      expect(des.length).toBeGreaterThanOrEqual(MIN_WORDS);
    }
  });

  it('is null for words that cannot be hidden', () => {
    expect(makeRound([word('groß – klein', 'big – small', { kind: 'pair' })], 'en', false, seeded(1))).toBeNull();
  });
});

describe('isPlayable', () => {
  it('needs 8 words that can be hidden with their own clues in the interface language', () => {
    expect(isPlayable(animals, 'en', seeded(1))).toBe(true);
    expect(isPlayable(animals.slice(0, 7), 'en', seeded(1))).toBe(false);
    // Two words with the same Ukrainian clue leave only 7 to tell apart.
    const same = [...animals.slice(0, 7), word('Rind', 'cattle', { tr: { ...animals[6]!.tr, en: 'cattle' } })];
    expect(isPlayable(same, 'en', seeded(1))).toBe(true);
    expect(isPlayable(same, 'ua', seeded(1))).toBe(false);
  });
});
