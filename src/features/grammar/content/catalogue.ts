import type { GrammarExerciseCard } from './types';

/** The grammar exercises of the /grammar hub and the footer. Each joins with its page. */
export const grammarCards: readonly GrammarExerciseCard[] = [];
