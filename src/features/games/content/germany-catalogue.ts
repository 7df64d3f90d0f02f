// Generated from content/germany/*.ts by `npm run catalogues` (scripts/gen-catalogues.mjs) — do not edit.
import type { GermanyQuizCard } from './types';

/** The quizzes about Germany (/quizzes/): card data only, no questions. */
export const germanyQuizzes: readonly GermanyQuizCard[] = [
];
