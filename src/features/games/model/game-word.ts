import type { Lang, LocalizedText } from '@/i18n/languages';

export type Article = 'der' | 'die' | 'das';

/**
 * A word as the games use it, whatever set it comes from (a word topic or a verb-root set): the
 * app layer turns the sets into these (features do not import each other).
 */
export interface GameWord {
  kind: 'noun' | 'verb' | 'adjective' | 'pair' | 'other';
  /** German without article: "Haus", "abgeben". */
  de: string;
  article?: Article;
  plural?: string | null;
  /** Noto emoji icon name, when the word has a picture. */
  img?: string;
  tr: LocalizedText;
}

/** The German as learners should learn it: nouns with their article. */
export function germanOf(word: GameWord): string {
  return word.article ? `${word.article} ${word.de}` : word.de;
}

/**
 * The translation reads as the German word itself ("golden ↔ golden", "der Computer ↔ computer"):
 * nothing to learn in a pair game (issue 25), so such words sit out of laces and word match.
 */
export function translatesToItself(word: GameWord, lang: Lang): boolean {
  const bare = (text: string) => text.trim().toLowerCase();
  const tr = bare(word.tr[lang]);
  return tr === bare(word.de) || tr === bare(germanOf(word));
}

/** Nouns with their article: what the article games (stock game) sort. */
export function nounsOf(words: readonly GameWord[]): GameWord[] {
  return words.filter((w) => w.kind === 'noun' && w.article !== undefined);
}

/** Words made of one German word (no spaces, no " – " pairs): what letter games can scramble or hide. */
export function singleWords(words: readonly GameWord[]): GameWord[] {
  return words.filter((w) => w.kind !== 'pair' && /^[A-Za-zÄÖÜäöüß]+$/.test(w.de));
}

/** One entry per German form (sets may list a word twice); the first wins. */
export function uniqueWords(words: readonly GameWord[]): GameWord[] {
  const seen = new Set<string>();
  return words.filter((w) => {
    const key = germanOf(w);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
