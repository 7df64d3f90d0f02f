import type { Lang, LocalizedText } from '@/i18n/languages';

/** Article types (spec 000 §3 "Article"). */
export type ArticleType =
  | 'Vocabulary'
  | 'Grammar'
  | 'Conversation and Listening'
  | 'Study Tips and Strategies'
  | 'Travel To Germany'
  | 'Life in Germany'
  | 'Reviews';

/**
 * An article card (spec 000 §3 "Article": type, title, url, img) with its date. The descriptions
 * live apart, one module per interface language (ArticleDescription): with all 8 languages in one
 * list the catalogue would exceed the 40 KB chunk budget.
 */
export interface ArticleCard {
  type: ArticleType;
  title: LocalizedText;
  url: string;
  /** Noto emoji icon name (the old site numbered its pictures; ours come from the Noto set). */
  img: string;
  /** Published, yyyy-mm-dd: newest first within a type. */
  date: string;
}

/** An article card's description in one interface language (`descriptions-<lang>.ts`). */
export interface ArticleDescription {
  url: string;
  descr: string;
}

/**
 * Inline markup inside article text (kept tiny so it can be validated and spell-checked):
 * `{{Guten Morgen}}` German (rendered lang="de"), `**strong**`, `[label](/route or https://…)`.
 */
export type InlineText = string;

/**
 * One block of an article body (English, with German marked). In a translation the same shape holds
 * the interface language's text; an example's `en` then holds its meaning in that language.
 */
export type ArticleBlock =
  /** A section heading (h2): an entry of the table of contents. */
  | { h2: string }
  /** A sub-heading (h3). */
  | { h3: string }
  | { p: InlineText }
  | { ul: InlineText[] }
  | { ol: InlineText[] }
  /** German examples with their English meaning; each can be heard. */
  | { examples: { de: string; en: string }[] }
  | { table: { caption: string; head: string[]; rows: InlineText[][] } }
  /** A highlighted tip. */
  | { tip: InlineText };

/** One article's module (`content/articles/<slug>.ts`, default export). */
export interface ArticleContent {
  /** Route slug: /articles/<slug>. */
  slug: string;
  type: ArticleType;
  title: LocalizedText;
  descr: LocalizedText;
  img: string;
  date: string;
  body: ArticleBlock[];
  /** Where stated facts and figures come from (title and address). */
  sources?: { title: string; url: string }[];
}

/** A language an article body can be translated into (English is the original). */
export type TranslationLang = Exclude<Lang, 'en'>;

/**
 * An article body in another interface language (`content/translations/<lang>/<slug>.ts`, default
 * export): the English body's blocks one for one, the German ({{…}} and examples' `de`) unchanged.
 * Each is its own lazily loaded chunk; an article without one is shown in English with a notice.
 */
export interface ArticleTranslation {
  slug: string;
  lang: TranslationLang;
  body: ArticleBlock[];
}
