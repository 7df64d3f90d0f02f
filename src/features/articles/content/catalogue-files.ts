import { renderCatalogue, type CatalogueFile } from '@/lib/catalogue-file';
import { assertContent } from '@/lib/content-schema';
import { buildArticleCatalogue, CATALOGUE_PATH } from './build-catalogue';
import { articleContentSchema } from './schema';
import type { ArticleContent } from './types';

// Every article, eagerly: for the generator and the drift test only. The app never imports this
// file, so each article stays its own lazy chunk (load.ts).
const articles = import.meta.glob<ArticleContent>('./articles/*.ts', { eager: true, import: 'default' });

/** The articles' generated catalogue (`npm run catalogues`). */
export function catalogueFiles(): CatalogueFile[] {
  assertContent(articleContentSchema, articles);
  return [
    renderCatalogue({
      path: CATALOGUE_PATH,
      source: 'content/articles/*.ts',
      doc: 'The article cards of the /articles hub and the footer: card data only, no bodies.',
      exportName: 'articleCards',
      typeName: 'ArticleCard',
      entries: buildArticleCatalogue(Object.values(articles)),
    }),
  ];
}
