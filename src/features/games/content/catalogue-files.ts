import { renderCatalogue, type CatalogueFile } from '@/lib/catalogue-file';
import { assertContent } from '@/lib/content-schema';
import { buildQuizCatalogue, QUIZ_CATALOGUE_PATH } from './build-quiz-catalogue';
import type { GermanyQuiz } from './quiz-types';
import { germanyQuizSchema } from './schema';

// Every quiz, eagerly: for the generator and the drift test only. The app never imports this
// file, so each quiz stays its own lazy chunk (germany-load.ts).
const quizzes = import.meta.glob<GermanyQuiz>('./germany/*.ts', { eager: true, import: 'default' });

/** The games area's generated catalogue: the quizzes about Germany (`npm run catalogues`). */
export function catalogueFiles(): CatalogueFile[] {
  assertContent(germanyQuizSchema, quizzes);
  return [
    renderCatalogue({
      path: QUIZ_CATALOGUE_PATH,
      source: 'content/germany/*.ts',
      doc: 'The quizzes about Germany (/quizzes/): card data only, no questions.',
      exportName: 'germanyQuizzes',
      typeName: 'GermanyQuizCard',
      entries: buildQuizCatalogue(Object.values(quizzes)),
    }),
  ];
}
