import type { Lang } from '@/i18n/languages';
import type { ArticleContent, ArticleTranslation } from './types';

/** Each article is its own lazily loaded chunk: the hub and the footer never load bodies. */
const articleModules = import.meta.glob<{ default: ArticleContent }>('./articles/*.ts');

/** Each translated body too: one chunk per article and language, loaded only in that language. */
const translationModules = import.meta.glob<{ default: ArticleTranslation }>('./translations/*/*.ts');

const translationKey = (slug: string, lang: Lang) => `./translations/${lang}/${slug}.ts`;

export async function loadArticle(slug: string): Promise<ArticleContent | null> {
  const load = articleModules[`./articles/${slug}.ts`];
  return load ? (await load()).default : null;
}

/** Whether the article's body exists in this language (known without loading it). English always does. */
export function hasTranslation(slug: string, lang: Lang): boolean {
  return lang === 'en' || translationKey(slug, lang) in translationModules;
}

/** The article's body in this language, or null when it has none (English is the article module itself). */
export async function loadTranslation(slug: string, lang: Lang): Promise<ArticleTranslation | null> {
  if (lang === 'en') return null;
  const load = translationModules[translationKey(slug, lang)];
  return load ? (await load()).default : null;
}
