import { renderCatalogue, type CatalogueFile } from '@/lib/catalogue-file';
import { assertContent } from '@/lib/content-schema';
import { buildPhraseCatalogue, CATALOGUE_PATH } from './build-catalogue';
import { phraseSetContentSchema } from './schema';
import type { PhraseSetContent } from './types';

// Every set, eagerly: for the generator and the drift test only. The app never imports this
// file, so each set stays its own lazy chunk (load.ts).
const sets = import.meta.glob<PhraseSetContent>('./sets/*.ts', { eager: true, import: 'default' });

/** The phrasebook's generated catalogue (`npm run catalogues`). */
export function catalogueFiles(): CatalogueFile[] {
  assertContent(phraseSetContentSchema, sets);
  return [
    renderCatalogue({
      path: CATALOGUE_PATH,
      source: 'content/sets/*.ts',
      doc: 'The phrase sets of the phrasebook (hub, footer, menu): card data only, no phrases.',
      exportName: 'phraseSets',
      typeName: 'PhraseSet',
      entries: buildPhraseCatalogue(Object.values(sets)),
    }),
  ];
}
