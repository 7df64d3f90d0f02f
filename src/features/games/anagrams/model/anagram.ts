import { germanOf, singleWords, uniqueWords, type GameWord } from '@/features/games/model/game-word';
import { shuffle, type Random } from '@/lib/random';

/**
 * The anagram game's rules (spec 000 §5), pure: which words can be scrambled, the scramble, a
 * round of 10 words, and the letter tiles and slots of one word (place, type, take back, check).
 */

/** Words per round; the next round starts only after all of them are solved or given up. */
export const ROUND_SIZE = 10;
/** Shorter words are too easy to be a puzzle. */
export const MIN_LETTERS = 3;

/** The letters of a German word as the tiles show them: lower case, ä ö ü ß as themselves. */
export function lettersOf(word: string): string[] {
  return [...word.normalize('NFC').toLowerCase()];
}

/** A word can be scrambled: at least 3 letters and at least two different ones. */
export function canScramble(de: string): boolean {
  const letters = lettersOf(de);
  return letters.length >= MIN_LETTERS && new Set(letters).size >= 2;
}

/** The words of a choice the game can ask: one-word items, each German form once, scramblable. */
export function usableWords(words: readonly GameWord[]): GameWord[] {
  return uniqueWords(singleWords(words)).filter((w) => canScramble(w.de));
}

/** Enough words for a round of 10 different ones. */
export function isPlayable(words: readonly GameWord[]): boolean {
  return usableWords(words).length >= ROUND_SIZE;
}

/**
 * The letters of `word` in an order that never spells the word itself (lower case, the same
 * letters as often as in the word). A shuffle that happens to spell it is turned by one place,
 * which always changes a word with two different letters; such words alone are allowed.
 */
export function scramble(word: string, random: Random = Math.random): string[] {
  const letters = lettersOf(word);
  if (new Set(letters).size < 2) throw new Error(`Cannot scramble "${word}": it needs two different letters`);
  const target = letters.join('');
  const mixed = shuffle(letters, random);
  return mixed.join('') === target ? [...mixed.slice(1), mixed[0] as string] : mixed;
}

/**
 * Ten different usable words in random order. Words of `recent` (the German forms of the last
 * round) are taken only when the choice has too few others, so a next round brings new words.
 */
export function pickRound(words: readonly GameWord[], random: Random = Math.random, recent: readonly string[] = []): GameWord[] {
  const pool = usableWords(words);
  if (pool.length < ROUND_SIZE) throw new Error(`A round needs ${ROUND_SIZE} usable words, the choice has ${pool.length}`);
  const seen = new Set(recent);
  const fresh = shuffle(
    pool.filter((w) => !seen.has(germanOf(w))),
    random,
  );
  const again = shuffle(
    pool.filter((w) => seen.has(germanOf(w))),
    random,
  );
  return shuffle([...fresh, ...again].slice(0, ROUND_SIZE), random);
}

/** One word to unscramble: its letters in order, the scrambled tiles, and which tile is in which slot. */
export interface Puzzle {
  /** The German word as written ("Löwe"): the slots show it in this case. */
  word: string;
  /** The word's letters in order, lower case. */
  answer: readonly string[];
  /** The scrambled tiles, lower case; a tile is its index here. */
  tiles: readonly string[];
  /** One entry per letter of the word: the tile placed there, or null while empty. */
  slots: readonly (number | null)[];
}

export function newPuzzle(word: string, random: Random = Math.random): Puzzle {
  const answer = lettersOf(word);
  return { word, answer, tiles: scramble(word, random), slots: answer.map(() => null) };
}

export function isTileUsed(puzzle: Puzzle, tile: number): boolean {
  return puzzle.slots.includes(tile);
}

export function isFull(puzzle: Puzzle): boolean {
  return puzzle.slots.every((s) => s !== null);
}

/** The letters placed so far, in slot order (empty slots left out), lower case. */
export function placedLetters(puzzle: Puzzle): string {
  return puzzle.slots.map((s) => (s === null ? '' : puzzle.tiles[s])).join('');
}

/** All slots filled and they spell the word. */
export function isSolved(puzzle: Puzzle): boolean {
  return isFull(puzzle) && placedLetters(puzzle) === puzzle.answer.join('');
}

/** Puts a free tile into the first empty slot; a used tile or a full word changes nothing. */
export function placeTile(puzzle: Puzzle, tile: number): Puzzle {
  const slot = puzzle.slots.indexOf(null);
  if (slot === -1 || tile < 0 || tile >= puzzle.tiles.length || isTileUsed(puzzle, tile)) return puzzle;
  return { ...puzzle, slots: puzzle.slots.map((s, i) => (i === slot ? tile : s)) };
}

/**
 * The key a learner typed as a tile letter: one letter, any case (ä ö ü ß as themselves, ẞ too);
 * null for anything else (digits, Enter, "Dead" keys …).
 */
export function typedLetter(key: string): string | null {
  if ([...key].length !== 1 || !/^\p{L}$/u.test(key)) return null;
  return key === 'ẞ' ? 'ß' : key.toLowerCase();
}

/** The first free tile with the typed letter, or -1. */
export function tileForKey(puzzle: Puzzle, key: string): number {
  const letter = typedLetter(key);
  if (letter === null) return -1;
  return puzzle.tiles.findIndex((t, i) => t === letter && !isTileUsed(puzzle, i));
}

/** Typing a letter places the first free tile with that letter (nothing if there is none). */
export function typeLetter(puzzle: Puzzle, key: string): Puzzle {
  const tile = tileForKey(puzzle, key);
  return tile === -1 ? puzzle : placeTile(puzzle, tile);
}

/** Puts the letter of a slot back among the tiles; the slot stays empty until the next letter. */
export function takeBack(puzzle: Puzzle, slot: number): Puzzle {
  if (puzzle.slots[slot] === null || puzzle.slots[slot] === undefined) return puzzle;
  return { ...puzzle, slots: puzzle.slots.map((s, i) => (i === slot ? null : s)) };
}

/** The last filled slot, or -1 when nothing is placed. */
export function lastFilledSlot(puzzle: Puzzle): number {
  for (let i = puzzle.slots.length - 1; i >= 0; i--) if (puzzle.slots[i] !== null) return i;
  return -1;
}

/** Backspace: takes back the last placed letter. */
export function backspace(puzzle: Puzzle): Puzzle {
  return takeBack(puzzle, lastFilledSlot(puzzle));
}

/** Takes every letter back. */
export function clearSlots(puzzle: Puzzle): Puzzle {
  return { ...puzzle, slots: puzzle.slots.map(() => null) };
}

/** Giving up: the tiles placed so that they spell the word. */
export function reveal(puzzle: Puzzle): Puzzle {
  const used = new Set<number>();
  const slots = puzzle.answer.map((letter) => {
    const tile = puzzle.tiles.findIndex((t, i) => t === letter && !used.has(i));
    used.add(tile);
    return tile;
  });
  return { ...puzzle, slots };
}

/** A word written with a capital (nouns): its first slot shows the letter as a capital. */
export function isCapitalised(word: string): boolean {
  const first = word.charAt(0);
  return first !== first.toLowerCase();
}

/** How a letter shows in a slot: the first letter of a capitalised word as a capital (ß stays ß). */
export function slotLetter(puzzle: Puzzle, slot: number, letter: string): string {
  return slot === 0 && isCapitalised(puzzle.word) && letter !== 'ß' ? letter.toUpperCase() : letter;
}
