import type * as v from 'valibot';
import type { LocalizedText } from '@/i18n/languages';
import type { ARTICLE_TYPES, articleBlock, articleContentSchema, articleTranslationSchema } from './schema';

/*
 * The content shapes are inferred from the valibot schemas (schema.ts), where their fields are
 * documented; this module imports them as types only, so valibot stays out of the app's chunks.
 */

/** Article types (spec 000 §3 "Article"). */
export type ArticleType = (typeof ARTICLE_TYPES)[number];

/**
 * An article card (spec 000 §3 "Article": type, title, url, img) with its date, built by
 * `npm run catalogues`. The descriptions live apart, one module per interface language
 * (ArticleDescription): with all 8 languages in one list the catalogue would exceed the 40 KB chunk budget.
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

/** One block of an article body (English, with German marked; or its translation). */
export type ArticleBlock = v.InferOutput<typeof articleBlock>;

/** One article's module (`content/articles/<slug>.ts`, default export). */
export type ArticleContent = v.InferOutput<typeof articleContentSchema>;

/**
 * An article body in another interface language (`content/translations/<lang>/<slug>.ts`, default
 * export): the English body's blocks one for one, the German ({{…}} and examples' `de`) unchanged.
 * Each is its own lazily loaded chunk; an article without one is shown in English with a notice.
 */
export type ArticleTranslation = v.InferOutput<typeof articleTranslationSchema>;
