import { renderCatalogue, type CatalogueFile } from '@/lib/catalogue-file';
import { assertContent } from '@/lib/content-schema';
import { LANGS } from '@/i18n/languages';
import { buildArticleCatalogue, buildArticleDescriptions, CATALOGUE_PATH, descriptionsPath } from './build-catalogue';
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
    ...LANGS.map((lang) =>
      renderCatalogue({
        path: descriptionsPath(lang),
        source: 'content/articles/*.ts',
        doc: `The article cards' descriptions in the interface language "${lang}" (loaded by the hub for that language only).`,
        exportName: 'articleDescriptions',
        typeName: 'ArticleDescription',
        entries: buildArticleDescriptions(Object.values(articles), lang),
      }),
    ),
  ];
}
