import type { ParseKeys } from 'i18next';
import { paths } from '@/config/paths';
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
 * language. Every entry leads to a built page (tests/app/navigation-links.test.ts).
 */
export function footerLists(c: FooterCatalogues, lang: Lang): FooterLists {
  return {
    games: c.games.map((g) => ({ label: g.title[lang], to: g.url })),
    worksheets: c.worksheets.map((w) => ({ label: w.title[lang], to: w.url, file: true })).slice(0, FOOTER_GROUP_SIZE),
    phrases: c.phrases.map((p) => ({ label: p.title[lang], to: p.url })).slice(0, FOOTER_GROUP_SIZE),
    grammar: c.grammar.map((g) => ({ label: g.descr[lang], to: g.url })).slice(0, FOOTER_GROUP_SIZE),
    words: c.words.map((w) => ({ label: w.descr[lang], to: w.link })).slice(-FOOTER_GROUP_SIZE),
    articles: c.articles.map((a) => ({ label: a.title[lang], to: a.url })).slice(0, FOOTER_GROUP_SIZE),
  };
}

type Key = ParseKeys<'common'>;

/** The footer's top strip (spec 000 §2). */
export const advertisingLinks: readonly { label: Key; to: string }[] = [
  { label: 'footer.advertise', to: paths.advertise },
  { label: 'footer.advertiseTravel', to: paths.advertiseTravel },
  { label: 'footer.advertiseSchools', to: paths.advertiseSchools },
];

/** The footer's "Other" group. */
export const otherLinks: readonly { label: Key; to: string }[] = [
  { label: 'footer.impressum', to: paths.impressum },
  { label: 'footer.privacy', to: paths.privacy },
  { label: 'footer.terms', to: paths.terms },
  { label: 'footer.accessibility', to: paths.accessibility },
  { label: 'footer.yourData', to: paths.yourData },
];

/** The "all …" links under the groups. */
export const allLinks = {
  phrases: { label: 'footer.fullPhrasebook', to: paths.phrases },
  grammar: { label: 'footer.allGrammar', to: paths.grammar },
  words: { label: 'footer.allWords', to: paths.words },
  articles: { label: 'footer.allArticles', to: paths.articles },
} as const satisfies Record<string, { label: Key; to: string }>;
