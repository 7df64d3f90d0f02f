import { buildPhraseCatalogue, CATALOGUE_PATH, renderPhraseCatalogue } from './build-catalogue';
import type { PhraseSetContent } from './types';

// Every set, eagerly: for the generator and the drift test only. The app never imports this
// file, so each set stays its own lazy chunk (load.ts).
const sets = import.meta.glob<PhraseSetContent>('./sets/*.ts', { eager: true, import: 'default' });

/** The phrasebook's generated catalogue (scripts/gen-phrases-catalogue.mjs writes it). */
export function catalogueFiles(): { path: string; text: string }[] {
  return [{ path: CATALOGUE_PATH, text: renderPhraseCatalogue(buildPhraseCatalogue(Object.values(sets))) }];
}
