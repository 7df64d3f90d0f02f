import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../client';
import { ArticleSchema } from '../schemas';

/** GET site/get_article.php?id={id} → {title, content (HTML), author, date, image_path}. */
export function getArticle(id: number) {
  return callApi({ call: 'getArticle', method: 'GET', path: 'site/get_article.php', params: { id }, schema: ArticleSchema });
}

export const articleQueryOptions = (id: number) => queryOptions({ queryKey: ['article', id], queryFn: () => getArticle(id) });
