import type { WordQuizEntry } from './types';

/** The word quizzes of the /words pages and the footer. Each topic joins with its page. */
export const wordQuizzes: readonly WordQuizEntry[] = [];
