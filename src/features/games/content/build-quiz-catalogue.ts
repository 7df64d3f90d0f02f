import type { GermanyQuiz, GermanyQuizCard } from './quiz-types';

/** Where the generated catalogue of the quizzes about Germany is written. */
export const QUIZ_CATALOGUE_PATH = 'src/features/games/content/germany-catalogue.ts';

export const germanyQuizUrl = (id: string) => `/quizzes/${id}`;

/**
 * The /quizzes/ cards from the quiz modules, in the order of `QUIZ_ORDER` (the quizzes issue 13 asks
 * for: geography, culture, history, everyday life, festivals, food, customs …; then by id): used by
 * scripts/gen-catalogues.mjs and the drift test; the app imports only the written catalogue.
 */
export const QUIZ_ORDER: readonly string[] = ['geography', 'states-and-cities', 'history', 'politics', 'culture', 'festivals', 'food', 'everyday-life', 'customs', 'sport'];

export function buildQuizCatalogue(quizzes: readonly GermanyQuiz[]): GermanyQuizCard[] {
  const rank = (id: string) => (QUIZ_ORDER.includes(id) ? QUIZ_ORDER.indexOf(id) : QUIZ_ORDER.length);
  return [...quizzes]
    .sort((a, b) => rank(a.id) - rank(b.id) || a.id.localeCompare(b.id))
    .map((q) => ({ id: q.id, title: q.title, descr: q.descr, img: q.img, url: germanyQuizUrl(q.id), topic: `germany-${q.id}`, count: q.questions.length }));
}
