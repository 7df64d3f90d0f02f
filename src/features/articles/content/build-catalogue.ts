import { ARTICLE_TYPES } from './schema';
import type { Lang } from '@/i18n/languages';
import type { ArticleCard, ArticleContent, ArticleDescription } from './types';

/**
 * The articles' catalogue (spec 000 §3 "Article": type, title, url, img — plus descr and date)
 * built from the article modules: the hub and the footer read it without loading any body.
 * Used by scripts/gen-catalogues.mjs and by the drift test; the app imports only catalogue.ts.
 */

export const articleUrl = (slug: string) => `/articles/${slug}`;

/** Card data of every article: by type in the spec's order, newest first within a type (then by slug); throws on a slug used twice. */
export function buildArticleCatalogue(articles: readonly ArticleContent[]): ArticleCard[] {
  const seen = new Set<string>();
  for (const a of articles) {
    if (seen.has(a.slug)) throw new Error(`article slug ${a.slug} is used twice`);
    seen.add(a.slug);
  }
  return [...articles]
    .sort((a, b) => ARTICLE_TYPES.indexOf(a.type) - ARTICLE_TYPES.indexOf(b.type) || b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug))
    .map((a) => ({ type: a.type, title: a.title, url: articleUrl(a.slug), img: a.img, date: a.date }));
}

/** The cards' descriptions in one language, in the catalogue's order. */
export function buildArticleDescriptions(articles: readonly ArticleContent[], lang: Lang): ArticleDescription[] {
  const bySlug = new Map(articles.map((a) => [articleUrl(a.slug), a]));
  return buildArticleCatalogue(articles).map((card) => ({ url: card.url, descr: bySlug.get(card.url)!.descr[lang] }));
}

export const descriptionsPath = (lang: Lang) => `src/features/articles/content/descriptions-${lang}.ts`;

export const CATALOGUE_PATH = 'src/features/articles/content/catalogue.ts';
