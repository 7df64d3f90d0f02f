import { describe, expect, it } from 'vitest';
import type { GameWord } from '@/features/games/model/game-word';
import { seeded } from '@/lib/random';
import {
  backspace,
  canScramble,
  clearSlots,
  isFull,
  isPlayable,
  isSolved,
  isTileUsed,
  lettersOf,
  newPuzzle,
  pickRound,
  placedLetters,
  placeTile,
  reveal,
  ROUND_SIZE,
  scramble,
  slotLetter,
  takeBack,
  tileForKey,
  typedLetter,
  typeLetter,
  usableWords,
  type Puzzle,
} from './anagram';

const tr = { en: 'x', ua: 'x', de: 'x', ru: 'x', be: 'x', tr: 'x', pl: 'x', es: 'x' };
const noun = (de: string, article: 'der' | 'die' | 'das' = 'das'): GameWord => ({ kind: 'noun', de, article, tr });
const verb = (de: string): GameWord => ({ kind: 'verb', de, tr });

const sorted = (letters: readonly string[]) => [...letters].sort().join('');

/** Types a whole string, one key at a time. */
const typeAll = (puzzle: Puzzle, text: string) => [...text].reduce(typeLetter, puzzle);

describe('scramble', () => {
  const words = ['Löwe', 'Straße', 'Tee', 'aus', 'Ei', 'ab', 'Kaffee', 'Ananas', 'Mississippi', 'abgeben', 'Geschirrspülmaschine', 'Öl', 'Übung', 'Bär', 'Ohr', 'Zoo', 'Otto', 'aab'];
  it('never spells the word, over many seeds, and keeps every letter as often as in the word', () => {
    for (const word of words.filter((w) => new Set(lettersOf(w)).size >= 2)) {
      for (let seed = 0; seed < 500; seed++) {
        const mixed = scramble(word, seeded(seed));
        expect(mixed.join(''), `${word} with seed ${seed}`).not.toBe(word.toLowerCase());
        expect(sorted(mixed)).toBe(sorted(lettersOf(word)));
      }
    }
  });

  it('never spells a two-letter word with two letters (only one other order exists)', () => {
    for (let seed = 0; seed < 100; seed++) expect(scramble('ab', seeded(seed)).join('')).toBe('ba');
  });

  it('also when the random source always gives the order of the word', () => {
    // random() = 0.999… makes every Fisher–Yates swap a no-op: the shuffle spells the word.
    const stuck = () => 0.9999999;
    for (const word of ['Löwe', 'aab', 'Tee', 'Straße']) {
      const mixed = scramble(word, stuck);
      expect(mixed.join('')).not.toBe(word.toLowerCase());
      expect(sorted(mixed)).toBe(sorted(lettersOf(word)));
    }
  });

  it('refuses words whose letters are all the same', () => {
    expect(() => scramble('aaa')).toThrow();
    expect(canScramble('aaa')).toBe(false);
    expect(canScramble('Aaa')).toBe(false);
  });

  it('gives lower-case tiles with ä ö ü ß as themselves', () => {
    expect(sorted(scramble('Äußerung', seeded(3)))).toBe(sorted(['ä', 'u', 'ß', 'e', 'r', 'u', 'n', 'g']));
  });
});

describe('the words of a round', () => {
  it('takes one-word items of at least 3 letters with two different letters, each German form once', () => {
    const words = [noun('Haus'), noun('Ei'), verb('gehen'), { kind: 'pair', de: 'groß – klein', tr } as GameWord, { kind: 'other', de: 'guten Tag', tr } as GameWord, noun('Haus'), noun('Ooo'), verb('tun')];
    expect(usableWords(words).map((w) => w.de)).toEqual(['Haus', 'gehen', 'tun']);
  });

  const twelve = ['Löwe', 'Tiger', 'Elefant', 'Bär', 'Wolf', 'Fuchs', 'Affe', 'Giraffe', 'Zebra', 'Hirsch', 'Schlange', 'Krokodil'].map((de) => noun(de, 'der'));

  it('picks 10 different words', () => {
    for (let seed = 0; seed < 50; seed++) {
      const round = pickRound(twelve, seeded(seed));
      expect(round).toHaveLength(ROUND_SIZE);
      expect(new Set(round.map((w) => w.de)).size).toBe(ROUND_SIZE);
    }
  });

  it('prefers words that were not in the last round', () => {
    const first = pickRound(twelve, seeded(1));
    const left = twelve.filter((w) => !first.includes(w)).map((w) => w.de);
    const next = pickRound(twelve, seeded(2), first.map((w) => `der ${w.de}`));
    expect(next.map((w) => w.de)).toEqual(expect.arrayContaining(left));
    expect(next).toHaveLength(ROUND_SIZE);
  });

  it('is playable only with 10 usable words', () => {
    expect(isPlayable(twelve)).toBe(true);
    const nine = [...twelve.slice(0, 9), noun('Ei'), noun('Aaa'), twelve[0]!];
    expect(isPlayable(nine)).toBe(false);
    expect(() => pickRound(nine)).toThrow();
  });
});

describe('tiles and slots', () => {
  // Tiles spelled out on purpose, so each test knows where each letter lies.
  const puzzle = (word: string, tiles: string): Puzzle => ({ word, answer: lettersOf(word), tiles: [...tiles], slots: lettersOf(word).map(() => null) });

  it('starts with empty slots, one per letter, and scrambled tiles', () => {
    const p = newPuzzle('Löwe', seeded(7));
    expect(p.slots).toEqual([null, null, null, null]);
    expect(p.tiles.join('')).not.toBe('löwe');
    expect(isFull(p)).toBe(false);
  });

  it('places a tapped tile in the next empty slot, once', () => {
    let p = puzzle('Löwe', 'wöel');
    p = placeTile(p, 3);
    p = placeTile(p, 3);
    expect(p.slots).toEqual([3, null, null, null]);
    expect(isTileUsed(p, 3)).toBe(true);
    expect(placedLetters(p)).toBe('l');
  });

  it('typing a letter places the first free tile with that letter, in any case', () => {
    let p = puzzle('Kaffee', 'efaefk');
    p = typeLetter(p, 'K');
    expect(p.slots[0]).toBe(5);
    p = typeLetter(p, 'a');
    p = typeLetter(p, 'f');
    expect(p.slots.slice(0, 3)).toEqual([5, 2, 1]);
    p = typeLetter(p, 'F');
    expect(p.slots[3]).toBe(4);
    // No free f is left: another f changes nothing, nor does a letter the word lacks.
    expect(typeLetter(p, 'f')).toBe(p);
    expect(typeLetter(p, 'x')).toBe(p);
  });

  it('types ä ö ü ß as themselves (capital ẞ and Ä too), and no substitutes', () => {
    let p = puzzle('Straße', 'ßatser');
    expect(tileForKey(p, 's')).toBe(3);
    p = typeAll(p, 'STRAẞE');
    expect(isSolved(p)).toBe(true);
    const bär = puzzle('Bär', 'räb');
    expect(tileForKey(bär, 'a')).toBe(-1);
    expect(tileForKey(bär, 'Ä')).toBe(1);
    expect(typedLetter('Enter')).toBeNull();
    expect(typedLetter('Dead')).toBeNull();
    expect(typedLetter('1')).toBeNull();
    expect(typedLetter(' ')).toBeNull();
  });

  it('Backspace takes back the last placed letter, and a tapped slot its own letter', () => {
    let p = typeAll(puzzle('Tiger', 'regit'), 'tig');
    p = backspace(p);
    expect(placedLetters(p)).toBe('ti');
    expect(isTileUsed(p, 2)).toBe(false);
    p = takeBack(p, 0);
    expect(p.slots).toEqual([null, 3, null, null, null]);
    // The next letter goes into the gap, Backspace then takes the rightmost.
    p = typeLetter(p, 't');
    expect(p.slots[0]).toBe(4);
    p = backspace(p);
    expect(p.slots).toEqual([4, null, null, null, null]);
    expect(backspace(clearSlots(p))).toEqual(clearSlots(p));
  });

  it('checks only a full word: the right order solves it, a wrong one does not', () => {
    const p = puzzle('Wolf', 'flow');
    expect(isSolved(typeAll(p, 'wol'))).toBe(false);
    expect(isFull(typeAll(p, 'flow'))).toBe(true);
    expect(isSolved(typeAll(p, 'flow'))).toBe(false);
    expect(isSolved(typeAll(p, 'WOLF'))).toBe(true);
  });

  it('accepts the word whichever of two equal tiles is used', () => {
    const p = puzzle('Affe', 'effa');
    // Tap the second f first: the letters still spell the word.
    expect(isSolved([0, 2, 1, 3].reduce(placeTile, p))).toBe(false);
    expect(isSolved([3, 2, 1, 0].reduce(placeTile, p))).toBe(true);
  });

  it('shows the first letter of a noun as a capital in its slot, and lower case elsewhere', () => {
    const p = typeAll(puzzle('Elefant', 'tnafele'), 'elefant');
    expect(p.slots.map((s, i) => slotLetter(p, i, p.tiles[s!]!)).join('')).toBe('Elefant');
    const v = typeAll(puzzle('essen', 'nsees'), 'essen');
    expect(v.slots.map((s, i) => slotLetter(v, i, v.tiles[s!]!)).join('')).toBe('essen');
    const ö = typeAll(puzzle('Öl', 'lö'), 'öl');
    expect(slotLetter(ö, 0, 'ö')).toBe('Ö');
  });

  it('giving up places the tiles so that they spell the word', () => {
    const p = reveal(typeAll(puzzle('Giraffe', 'faigerf'), 'ff'));
    expect(isSolved(p)).toBe(true);
    expect(new Set(p.slots).size).toBe(7);
  });
});
