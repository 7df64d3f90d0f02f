import type { Lang, LocalizedText, NonEnglishText } from '@/i18n/languages';
import type { GrammarTopic } from './topics';

export type { GrammarTopic };

/** A grammar exercise card (spec 000 §3 "Grammar exercise card"). */
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
export interface RuleBlock {
  heading: string;
  paragraphs: string[];
  /** German example sentences, each with its translation in the rules' language. */
  examples?: { de: string; tr: string }[];
  table?: { caption: string; head: string[]; rows: string[][] };
}

/**
 * A practice sentence (spec 000 §3, 001 §3 "Grammar exercise element"): `formDe` is the German
 * sentence cut into parts by " - " (joined with single spaces the parts give the sentence back);
 * the quiz hides one part. `correct` starts false.
 */
export interface SentenceElement {
  formDe: string;
  formEn: string;
  /** The hint in the other interface languages; `de` is a German paraphrase or note that does not give the answer away. */
  tr: NonEnglishText;
  correct: boolean;
  /**
   * The parts that may be hidden, by their words (without the punctuation around them): the parts
   * that are the topic (the verb forms of a tense, the conjunction, the preposition). Absent: every
   * part is the topic. The quiz's random choice runs over these only (docs/content.md).
   */
  hide?: string[];
  /** Other correct answers for a part, keyed by the part's words: `{ 'Wie viel': ['Was'] }`. */
  alternatives?: Record<string, string[]>;
}

/** An A2 grammar lesson (spec 001 "A2 grammar lessons"): English rules, German practice sentences, title and hints in every language. */
export interface A2Lesson {
  /** Route slug: /grammar/a2/<slug>. */
  slug: string;
  /** Position on the A2 index (1–16, the spec's order). */
  order: number;
  /** The lesson title; `en` exactly as the spec lists it. */
  title: LocalizedText;
  /** One-sentence description for the index card. */
  descr: LocalizedText;
  rules: RuleBlock[];
  elements: SentenceElement[];
}

/** A {de, en} practice sentence (question building, imperatives, word order): `de` cut by " - ". */
export interface DeEnElement {
  de: string;
  en: string;
  /** The hint in the other interface languages, as for SentenceElement. */
  tr: NonEnglishText;
  /**
   * The parts that may be hidden, by their words (without the punctuation around them): the parts
   * that are the topic (the verb forms of a tense, the conjunction, the preposition). Absent: every
   * part is the topic. The quiz's random choice runs over these only (docs/content.md).
   */
  hide?: string[];
  /** Other correct answers for a part, keyed by the part's words: `{ 'Wie viel': ['Was'] }`. */
  alternatives?: Record<string, string[]>;
}

/** A choice question (spec 000 §3): articles, cases, definite/indefinite/no article. */
export interface ChoiceQuestion {
  /** The German sentence with ___ where the answer goes. */
  question: string;
  /** One of the base's `variants`. */
  answer: string;
  /** Other variants that are right too (German admits them): accepted like the answer. */
  alternatives?: string[];
  /** Why, in one short line, in every interface language. */
  explanation?: LocalizedText;
}

export type A1Practice =
  | { kind: 'sentences'; elements: SentenceElement[] }
  | { kind: 'deEn'; elements: DeEnElement[] }
  | { kind: 'choice'; variants: string[]; questions: ChoiceQuestion[] };

/** An A1 grammar topic (spec 000 §2 "Grammar pages", §3 "Grammar quiz base"): one route each. */
export interface A1Topic {
  /** Route slug: /grammar/<slug>. */
  slug: string;
  type: GrammarTopic;
  title: LocalizedText;
  descr: LocalizedText;
  /** The rules page in every interface language, with German examples. */
  rules: Record<Lang, RuleBlock[]>;
  practice: A1Practice;
}

/** A teaser tile for the verbs-with-prepositions quizzes (26 exist, 3–4 verbs each). */
export interface VerbPrepositionTile {
  /** The set it opens: /grammar/<slug>. */
  slug: string;
  /** 3–4 verbs with their preposition, e.g. "warten auf". */
  verbs: string[];
}
