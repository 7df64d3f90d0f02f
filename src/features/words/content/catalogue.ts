import { a1Adjectives } from './catalogue-a1-adjectives';
import { a1NounsPart1 } from './catalogue-a1-nouns-1';
import { a1NounsPart2 } from './catalogue-a1-nouns-2';
import { a1NounsPart3 } from './catalogue-a1-nouns-3';
import { a1Verbs } from './catalogue-a1-verbs';
import { a2Nouns } from './catalogue-a2-nouns';
import { a2VerbsAndPairs } from './catalogue-a2-verbs-pairs';
import { verbRoots } from './catalogue-verb-roots';
import type { WordQuizEntry } from './types';

/**
 * Every word quiz (spec 000 §3 "Word-quiz catalogue entry"), in catalogue order: A1 nouns, A1
 * verbs, A1 adjectives, A2 nouns, A2 verbs and adjective pairs, B verb roots. Imports no topic
 * data: each topic's words are their own lazily loaded module (topics/<id>.ts, verb-roots/<id>.ts).
 */
export const wordQuizzes: readonly WordQuizEntry[] = [
  ...a1NounsPart1,
  ...a1NounsPart2,
  ...a1NounsPart3,
  ...a1Verbs,
  ...a1Adjectives,
  ...a2Nouns,
  ...a2VerbsAndPairs,
  ...verbRoots,
];
