import type { Lang } from '@/i18n/languages';
import type { ArticleCard } from '@/features/articles/content/types';
import type { Game } from '@/features/games/content/types';
import type { GrammarExerciseCard } from '@/features/grammar/content/types';
import type { PhraseSet } from '@/features/phrases/content/types';
import type { WordQuizEntry } from '@/features/words/content/types';
import type { Worksheet } from '@/features/worksheets/content/types';

/** How many entries each footer group lists (spec 000 §9). */
export const FOOTER_GROUP_SIZE = 5;

export interface FooterCatalogues {
  games: readonly Game[];
  worksheets: readonly Worksheet[];
  phrases: readonly PhraseSet[];
  grammar: readonly GrammarExerciseCard[];
  words: readonly WordQuizEntry[];
  articles: readonly ArticleCard[];
}

export interface FooterLink {
  label: string;
  to: string;
  /** A static file (worksheet PDF): a plain link that opens in a new tab. */
  file?: boolean;
}

export interface FooterLists {
  games: FooterLink[];
  worksheets: FooterLink[];
  phrases: FooterLink[];
  grammar: FooterLink[];
  words: FooterLink[];
  articles: FooterLink[];
}

/**
 * The footer's lists from the catalogues (spec 000 §2 "Footer"): games; first 5 worksheets,
 * phrase sets, grammar quizzes and articles; the last 5 word quizzes, titled in the current
 * language. Entries whose page is not built are left out, so the footer has no dead links.
 */
export function footerLists(c: FooterCatalogues, lang: Lang, isBuilt: (to: string) => boolean): FooterLists {
  const built = (links: FooterLink[]) => links.filter((l) => l.file || isBuilt(l.to));
  return {
    games: built(c.games.map((g) => ({ label: g.title[lang], to: g.url }))),
    worksheets: built(c.worksheets.map((w) => ({ label: w.title[lang], to: w.url, file: true }))).slice(0, FOOTER_GROUP_SIZE),
    phrases: built(c.phrases.map((p) => ({ label: p.title[lang], to: p.url }))).slice(0, FOOTER_GROUP_SIZE),
    grammar: built(c.grammar.map((g) => ({ label: g.descr[lang], to: g.url }))).slice(0, FOOTER_GROUP_SIZE),
    words: built(c.words.map((w) => ({ label: w.descr[lang], to: w.link }))).slice(-FOOTER_GROUP_SIZE),
    articles: built(c.articles.map((a) => ({ label: a.title[lang], to: a.url }))).slice(0, FOOTER_GROUP_SIZE),
  };
}
