import type * as v from 'valibot';
import type { LocalizedText } from '@/i18n/languages';
import type { a1PracticeSchema, a1TopicSchema, a2LessonSchema, choiceQuestionSchema, deEnElementSchema, ruleBlockSchema, sentenceElementSchema } from './schema';
import type { GrammarTopic } from './topics';

export type { GrammarTopic };

/*
 * The content shapes are inferred from the valibot schemas (schema.ts), where their fields are
 * documented; this module imports them as types only, so valibot stays out of the app's chunks.
 */

/** A grammar exercise card (spec 000 §3 "Grammar exercise card"), built by `npm run catalogues`. */
export interface GrammarExerciseCard {
  type: GrammarTopic;
  url: string;
  img: string;
  descr: LocalizedText;
  paywall: boolean;
  /** The progress topic its practice records under (`quiz_results["<topic>_results"]`). */
  topic: string;
}

/** An A2 lesson's entry on the /grammar/a2 index, built from the lesson by `npm run catalogues`. */
export interface A2IndexEntry {
  slug: string;
  title: LocalizedText;
  /** How many practice sentences the lesson has. */
  count: number;
  /** The progress topic its practice records under: `a2-<slug>`. */
  topic: string;
}

/** One block of a rules page: a heading, explanation, German examples and an optional table. */
export type RuleBlock = v.InferOutput<typeof ruleBlockSchema>;

/** A practice sentence (spec 000 §3, 001 §3 "Grammar exercise element"): `formDe` cut into parts by " - ". */
export type SentenceElement = v.InferOutput<typeof sentenceElementSchema>;

/** An A2 grammar lesson (spec 001 "A2 grammar lessons"). */
export type A2Lesson = v.InferOutput<typeof a2LessonSchema>;

/** A {de, en} practice sentence (question building, imperatives, word order): `de` cut by " - ". */
export type DeEnElement = v.InferOutput<typeof deEnElementSchema>;

/** A choice question (spec 000 §3): articles, cases, definite/indefinite/no article. */
export type ChoiceQuestion = v.InferOutput<typeof choiceQuestionSchema>;

/** An A1 topic's practice: `sentences`, `deEn` or `choice`. */
export type A1Practice = v.InferOutput<typeof a1PracticeSchema>;

/** An A1 grammar topic (spec 000 §2 "Grammar pages", §3 "Grammar quiz base"): one route each. */
export type A1Topic = v.InferOutput<typeof a1TopicSchema>;

/** A teaser tile for the verbs-with-prepositions quizzes (26 exist, 3–4 verbs each). */
export interface VerbPrepositionTile {
  /** The set it opens: /grammar/<slug>. */
  slug: string;
  /** 3–4 verbs with their preposition, e.g. "warten auf". */
  verbs: string[];
}
