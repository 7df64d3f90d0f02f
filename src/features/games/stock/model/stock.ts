import { germanOf, nounsOf, uniqueWords, type Article, type GameWord } from '@/features/games/model/game-word';
import { limitSeconds, type TimeFactor } from '@/lib/time-limit';
import { sample, type Random } from '@/lib/random';

/**
 * "Stock the shop" (issue 12, game 8): nouns of a topic arrive one at a time and go onto the der,
 * die or das shelf. Pure rules: which nouns can be sorted, a round, the shelf check, the keys.
 */
export const STOCK_ROUND = 10;
/** Seconds per item at the normal time setting: relaxed, ×2, ×10 or off (WCAG 2.2.1). */
export const STOCK_SECONDS = 20;
export const SHELVES: readonly Article[] = ['der', 'die', 'das'];

/** A stock word: a noun, so it has its article. */
export type StockWord = GameWord & { article: Article };

const hasArticle = (w: GameWord): w is StockWord => w.article !== undefined;

/**
 * The nouns that can be sorted: one per German form, and none whose word is listed with two
 * articles (der/die See, der/das Teil) — the learner could not know which shelf is meant.
 */
export function stockWords(words: readonly GameWord[]): StockWord[] {
  const nouns = uniqueWords(nounsOf(words)).filter(hasArticle);
  const articles = new Map<string, Set<Article>>();
  for (const noun of nouns) articles.set(noun.de, (articles.get(noun.de) ?? new Set()).add(noun.article));
  return nouns.filter((n) => articles.get(n.de)?.size === 1);
}

/** Enough nouns for a full round. */
export function isStockPlayable(words: readonly GameWord[]): boolean {
  return stockWords(words).length >= STOCK_ROUND;
}

/** The round: up to 10 different sortable nouns in random order. */
export function buildStockRound(words: readonly GameWord[], random: Random = Math.random): StockWord[] {
  return sample(stockWords(words), STOCK_ROUND, random);
}

export function isRightShelf(word: StockWord, shelf: Article): boolean {
  return word.article === shelf;
}

/** The per-item limit under the learner's time setting (Infinity: no clock). */
export function stockSeconds(factor: TimeFactor): number {
  return limitSeconds(STOCK_SECONDS, factor);
}

/**
 * The shelf keys: 1 2 3 in shelf order, or the last letter of the article (deR, diE, daS).
 * They work only while the focus is in the game (WCAG 2.1.4), never with Ctrl/Alt/Meta.
 */
export function shelfOfKey(key: string): Article | null {
  switch (key.toLowerCase()) {
    case '1':
    case 'r':
      return 'der';
    case '2':
    case 'e':
      return 'die';
    case '3':
    case 's':
      return 'das';
    default:
      return null;
  }
}

/** What a shelf holds after some answers: every answered word on its right shelf, in order. */
export interface ShelfItem {
  word: StockWord;
  /** Whether the learner put it there (false: wrong shelf or time ran out). */
  right: boolean;
}

/** The first `count` words of the round as answered, right unless the engine counted them wrong. */
export function answeredItems(round: readonly StockWord[], count: number, incorrectItems: readonly string[]): ShelfItem[] {
  const wrong = new Set(incorrectItems);
  return round.slice(0, Math.max(0, count)).map((word) => ({ word, right: !wrong.has(germanOf(word)) }));
}

export function shelfContents(answered: readonly ShelfItem[], shelf: Article): ShelfItem[] {
  return answered.filter((item) => item.word.article === shelf);
}

/** The words the learner missed (the engine's wrong answers and time-outs), in round order. */
export function missedWords(round: readonly StockWord[], incorrectItems: readonly string[]): StockWord[] {
  const wrong = new Set(incorrectItems);
  return round.filter((w) => wrong.has(germanOf(w)));
}
