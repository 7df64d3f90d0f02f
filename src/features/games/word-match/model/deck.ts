import type { Lang } from '@/i18n/languages';
import { sample, shuffle, type Random } from '@/lib/random';
import { germanOf, translatesToItself, uniqueWords, type GameWord } from '@/features/games/model/game-word';

/**
 * Word match (memory): a deck of face-down cards, each word twice — once as its German card,
 * once as its picture (or, when the word has no picture, its translation).
 */
export const MATCH_PAIRS = 8;

/**
 * "Fewest flips wins": a game earns a star when the cards turned over (every card turned face up
 * counts as one flip) are at most `pairs × 3 + 4` — 28 for 8 pairs. A perfect game takes 16 flips;
 * a player with a perfect memory (who never turns a card twice without need) takes about 25 on
 * average and never more than 28, so the star means remembering nearly every card seen.
 */
export function starFlips(pairs: number): number {
  return pairs * 3 + 4;
}

export function isStarGame(flips: number, pairs: number): boolean {
  return flips <= starFlips(pairs);
}

export interface MatchCard {
  /** The pair it belongs to: the two cards of a pair, and only they, share it. */
  pair: number;
  face: 'german' | 'picture' | 'translation';
  /** The German as learners learn it (nouns with their article). */
  de: string;
  /** The translation in the interface language (on the card, or the picture's name). */
  translation: string;
  img?: string;
}

const key = (text: string) => text.trim().toLowerCase();

/**
 * The words a deck can use: one per German word, one per translation and one per picture, so two
 * cards of different pairs never read (or look) the same; without a picture, never a pair of two
 * cards that read alike ("golden" and "golden").
 */
export function matchWords(words: readonly GameWord[], lang: Lang): GameWord[] {
  const seen = new Set<string>();
  return uniqueWords(words).filter((word) => {
    const keys = [`de:${key(word.de)}`, `tr:${key(word.tr[lang])}`, ...(word.img ? [`img:${word.img}`] : [])];
    if (key(word.tr[lang]) === '' || keys.some((k) => seen.has(k)) || (!word.img && translatesToItself(word, lang))) return false;
    keys.forEach((k) => seen.add(k));
    return true;
  });
}

/** A shuffled deck of up to `pairs` random words, each twice: its German card and its match. */
export function buildDeck(words: readonly GameWord[], lang: Lang, random: Random = Math.random, pairs: number = MATCH_PAIRS): MatchCard[] {
  const chosen = sample(matchWords(words, lang), pairs, random);
  const cards = chosen.flatMap((word, pair): MatchCard[] => {
    const base = { pair, de: germanOf(word), translation: word.tr[lang] };
    return [
      { ...base, face: 'german' },
      word.img ? { ...base, face: 'picture', img: word.img } : { ...base, face: 'translation' },
    ];
  });
  return shuffle(cards, random);
}
