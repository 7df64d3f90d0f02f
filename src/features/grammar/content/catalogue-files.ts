import { renderCatalogue, type CatalogueFile } from '@/lib/catalogue-file';
import { assertContent } from '@/lib/content-schema';
import { buildA2Index, buildGrammarCards } from './build-catalogue';
import { a1TopicSchema, a2LessonSchema } from './schema';
import type { A1Topic, A2Lesson } from './types';

// Every topic and lesson, eagerly: for the generator and the drift test only. The app never
// imports this file, so each topic stays its own lazy chunk (load.ts).
const a1 = import.meta.glob<A1Topic>(['./a1/*.ts', '!./a1/vwp-shared.ts', '!./a1/vwp-tiles.ts'], { eager: true, import: 'default' });
const a2 = import.meta.glob<A2Lesson>('./a2/*.ts', { eager: true, import: 'default' });

/** The grammar area's generated catalogues: the /grammar hub's cards and the A2 index. */
export function catalogueFiles(): CatalogueFile[] {
  assertContent(a1TopicSchema, a1);
  assertContent(a2LessonSchema, a2);
  return [
    renderCatalogue({
      path: 'src/features/grammar/content/catalogue.ts',
      source: 'content/a1/*.ts',
      doc: 'The grammar exercises of the /grammar hub and the footer (spec 000 §3 "Grammar exercise card").',
      exportName: 'grammarCards',
      typeName: 'GrammarExerciseCard',
      entries: buildGrammarCards(Object.values(a1)),
    }),
    renderCatalogue({
      path: 'src/features/grammar/content/a2-index.ts',
      source: 'content/a2/*.ts',
      doc: 'The 16 A2 lessons in the spec\'s order (spec 001 "A2 grammar index"): titles and practice counts, without loading the lessons.',
      exportName: 'A2_INDEX',
      typeName: 'A2IndexEntry',
      entries: buildA2Index(Object.values(a2)),
    }),
  ];
}
