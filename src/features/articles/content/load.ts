import type { ArticleContent } from './types';

/** Each article is its own lazily loaded chunk: the hub and the footer never load bodies. */
const articleModules = import.meta.glob<{ default: ArticleContent }>('./articles/*.ts');

export async function loadArticle(slug: string): Promise<ArticleContent | null> {
  const load = articleModules[`./articles/${slug}.ts`];
  return load ? (await load()).default : null;
}

