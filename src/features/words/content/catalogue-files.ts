import { renderCatalogue, type CatalogueFile } from '@/lib/catalogue-file';
import { assertContent } from '@/lib/content-schema';
import { buildWordCatalogue } from './build-catalogue';
import { verbRootSetSchema, wordSetSchema } from './schema';
import type { VerbRootSet, WordSet } from './types';

// Every set, eagerly: for the generator and the drift test only. The app never imports this
// file, so each set stays its own lazy chunk (load.ts).
const topics = import.meta.glob<WordSet>('./topics/*.ts', { eager: true, import: 'default' });
const roots = import.meta.glob<VerbRootSet>('./verb-roots/*.ts', { eager: true, import: 'default' });

const byFileName = <T>(modules: Record<string, T>): Record<string, T> =>
  Object.fromEntries(Object.entries(modules).map(([file, value]) => [/([\w-]+)\.ts$/.exec(file)?.[1] ?? file, value]));

/** The words area's generated catalogue: content/catalogue.ts. */
export function catalogueFiles(): CatalogueFile[] {
  assertContent(wordSetSchema, topics);
  assertContent(verbRootSetSchema, roots);
  return [
    renderCatalogue({
      path: 'src/features/words/content/catalogue.ts',
      source: 'content/topics/*.ts and content/verb-roots/*.ts (their `card`)',
      doc: 'Every word quiz (spec 000 §3 "Word-quiz catalogue entry"), in catalogue order. Imports no topic data: each set is its own lazy chunk (load.ts).',
      exportName: 'wordQuizzes',
      typeName: 'WordQuizEntry',
      entries: buildWordCatalogue(byFileName(topics), byFileName(roots)),
    }),
  ];
}
