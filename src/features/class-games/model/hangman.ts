/**
 * Galgenmännchen (hangman), pure: the letters A–Z plus Ä Ö Ü ß. Ä is its own letter (guessing A
 * does not reveal Ä), and ß stays ß — JavaScript's "ß".toUpperCase() is "SS", so letters are
 * compared by `letterKey`, never by toUpperCase alone.
 */
export const MAX_WRONG = 8;

export const LETTERS: readonly string[] = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'Ä', 'Ö', 'Ü', 'ß'];

/** The key a letter is guessed and compared by: capitals, except ß (and capital ẞ) which stay ß. */
export function letterKey(ch: string): string {
  if (ch === 'ß' || ch === 'ẞ') return 'ß';
  return ch.toUpperCase();
}

/** A typed key as a guessable letter, or null (digits, Enter, "ab", …). */
export function guessOf(key: string): string | null {
  if ([...key].length !== 1) return null;
  const k = letterKey(key);
  return LETTERS.includes(k) ? k : null;
}

export interface Hangman {
  /** The word to guess, as written ("Straße"). */
  word: string;
  /** Guessed letter keys in the order guessed. */
  guessed: string[];
}

export type HangmanStatus = 'playing' | 'won' | 'lost';

export function newHangman(word: string): Hangman {
  return { word, guessed: [] };
}

function isGuessable(ch: string): boolean {
  return LETTERS.includes(letterKey(ch));
}

/** Adds a guess; a repeated or unknown letter, or a finished game, changes nothing. */
export function guess(state: Hangman, letter: string): Hangman {
  const key = guessOf(letter);
  if (key === null || state.guessed.includes(key) || statusOf(state) !== 'playing') return state;
  return { ...state, guessed: [...state.guessed, key] };
}

export function wrongGuesses(state: Hangman): string[] {
  const inWord = new Set([...state.word].map(letterKey));
  return state.guessed.filter((g) => !inWord.has(g));
}

export function wrongCount(state: Hangman): number {
  return wrongGuesses(state).length;
}

export interface MaskCell {
  ch: string;
  shown: boolean;
}

/** The word letter by letter; spaces and hyphens are always shown. */
export function maskOf(state: Hangman): MaskCell[] {
  return [...state.word].map((ch) => ({ ch, shown: !isGuessable(ch) || state.guessed.includes(letterKey(ch)) }));
}

export function statusOf(state: Hangman): HangmanStatus {
  if (maskOf(state).every((c) => c.shown)) return 'won';
  if (wrongCount(state) >= MAX_WRONG) return 'lost';
  return 'playing';
}

/** Words a hangman game can use: letters only (spaces and hyphens allowed between them), at least 3. */
export function isHangmanWord(word: string): boolean {
  return /^[A-Za-zÄÖÜäöüß]+(?:[ -][A-Za-zÄÖÜäöüß]+)*$/.test(word) && word.replace(/[ -]/g, '').length >= 3;
}
