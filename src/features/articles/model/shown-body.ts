import type { Lang } from '@/i18n/languages';
import type { ArticleBlock, ArticleContent, ArticleTranslation } from '../content/types';

/** The body an article page shows, and in which language it is written. */
export interface ShownBody {
  body: ArticleBlock[];
  /** The language of the body's text (German examples inside are marked apart). */
  lang: Lang;
  /** The interface is not English but the body is: the page says so at the top. */
  inEnglishOnly: boolean;
}

/**
 * The translation when it is this article's, in the interface language, block for block (a stale
 * one, left from the language before, never shows); else the English original.
 */
export function shownBody(article: Pick<ArticleContent, 'slug' | 'body'>, translation: ArticleTranslation | null, lang: Lang): ShownBody {
  if (lang === 'en') return { body: article.body, lang: 'en', inEnglishOnly: false };
  if (translation && translation.slug === article.slug && translation.lang === lang && translation.body.length === article.body.length) {
    return { body: translation.body, lang, inEnglishOnly: false };
  }
  return { body: article.body, lang: 'en', inEnglishOnly: true };
}
