import type * as v from 'valibot';
import type { LocalizedText } from '@/i18n/languages';
import type { WORD_SET_LEVELS, verbRootElementSchema, verbRootSetSchema, wordItemSchema, wordSetCardSchema, wordSetSchema } from './schema';

/*
 * The content shapes are inferred from the valibot schemas (schema.ts), where their fields are
 * documented; this module imports them as types only, so valibot stays out of the app's chunks.
 */

/** Catalogue levels (spec 000 §3): A (A1 nouns), A-verbs, A-adjectives, A2, B (verb roots). */
export type WordQuizLevel = (typeof WORD_SET_LEVELS)[number] | 'B';

/** A word-quiz catalogue entry (spec 000 §3 "Word-quiz catalogue entry"), built by `npm run catalogues`. */
export interface WordQuizEntry {
  level: WordQuizLevel;
  link: string;
  img: string;
  descr: LocalizedText;
  paywall: boolean;
  id: string;
  /** Groups the parts of a multi-part topic (time01…time05 share "time"). */
  tag?: string;
  /** The progress topic its quizzes record under (`quiz_results["<topic>_results"]`): the set's id. */
  topic: string;
}

/** What a word set's catalogue entry needs, kept in the set's module (link, id and topic come from the set's id). */
export type WordSetCard = v.InferOutput<typeof wordSetCardSchema>;

/** A word of a set: a noun (with article and plural), verb, adjective, adjective pair or other word, told apart by `kind`. */
export type WordItem = v.InferOutput<typeof wordItemSchema>;

/** One topic's word list: `src/features/words/content/topics/<id>.ts`, default export. */
export type WordSet = v.InferOutput<typeof wordSetSchema>;

/** One element of a verb-root quiz (spec 000 §3 "Verb-root quiz set"), in every language. */
export type VerbRootElement = v.InferOutput<typeof verbRootElementSchema>;

/** A verb-root quiz set: verbs sharing a root (geben, abgeben, angeben…). */
export type VerbRootSet = v.InferOutput<typeof verbRootSetSchema>;
