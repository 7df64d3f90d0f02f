import type { LocalizedText } from '@/i18n/languages';

/** Catalogue levels (spec 000 §3): A (A1 nouns), A-verbs, A-adjectives, A2, B (verb roots). */
export type WordQuizLevel = 'A' | 'A-verbs' | 'A-adjectives' | 'A2' | 'B';

/** A word-quiz catalogue entry (spec 000 §3 "Word-quiz catalogue entry"). */
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

/**
 * What a word set's catalogue entry needs, kept in the set's module; `npm run catalogues` builds
 * content/catalogue.ts from it (link, id and topic come from the set's id).
 */
export interface WordSetCard {
  level: Exclude<WordQuizLevel, 'B'>;
  /** Position among the entries of its level (1, 2, …). */
  order: number;
  img: string;
  descr: LocalizedText;
  paywall: boolean;
  tag?: string;
}

/** A verb-root set's catalogue entry data (level B; its paywall is the set's own). */
export interface VerbRootCard {
  /** Position among the verb-root entries (1, 2, …). */
  order: number;
  img: string;
  descr: LocalizedText;
}

export type Article = 'der' | 'die' | 'das';

/** A noun: German singular without article, its article, and its plural (null: no plural in use). */
export interface NounItem {
  kind: 'noun';
  de: string;
  article: Article;
  plural: string | null;
  /** Noto emoji icon name (@iconify-json/noto) that shows the word; omitted for abstract words. */
  img?: string;
  /** Translation in every interface language; `de` is a short German explanation. */
  tr: LocalizedText;
  /** Other German words a typed answer may give for the same meaning (Duden), written as the answer is: nouns with their article (`der Sonnabend`). */
  alternatives?: string[];
}

/** A verb in the infinitive (reflexive verbs with "sich"). */
export interface VerbItem {
  kind: 'verb';
  de: string;
  img?: string;
  tr: LocalizedText;
  /** Other German words a typed answer may give for the same meaning (Duden), written as the answer is: nouns with their article (`der Sonnabend`). */
  alternatives?: string[];
}

/** An adjective in its base form. */
export interface AdjectiveItem {
  kind: 'adjective';
  de: string;
  img?: string;
  tr: LocalizedText;
  /** Other German words a typed answer may give for the same meaning (Duden), written as the answer is: nouns with their article (`der Sonnabend`). */
  alternatives?: string[];
}

/** A pair of opposite adjectives, written "groß – klein" (translations likewise "big – small"). */
export interface AdjectivePairItem {
  kind: 'pair';
  de: string;
  img?: string;
  tr: LocalizedText;
}

/** Any other word a topic needs: numerals ("zwölf"), adverbs ("heute"), set phrases. */
export interface OtherItem {
  kind: 'other';
  de: string;
  img?: string;
  tr: LocalizedText;
  /** Other German words a typed answer may give for the same meaning (Duden), written as the answer is: nouns with their article (`der Sonnabend`). */
  alternatives?: string[];
}

export type WordItem = NounItem | VerbItem | AdjectiveItem | AdjectivePairItem | OtherItem;

/** One topic's word list: `src/features/words/content/topics/<id>.ts`, default export. */
export interface WordSet {
  id: string;
  card: WordSetCard;
  words: WordItem[];
}

/** One element of a verb-root quiz (spec 000 §3 "Verb-root quiz set"), in every language. */
export interface VerbRootElement {
  /** Noto emoji icon name that shows the action, or "" when none fits. */
  img: string;
  /** The prefixed German verb, e.g. "abgeben". */
  de: string;
  /** Meaning of the verb in each interface language other than German. */
  en: string;
  ua: string;
  ru: string;
  be: string;
  tr: string;
  pl: string;
  es: string;
  /** Short German explanation of the verb (for the German interface). */
  de_meaning: string;
  /** A German example sentence using the verb. */
  sentence: string;
  /** The sentence translated into each interface language other than German. */
  sentence_en: string;
  sentence_ua: string;
  sentence_ru: string;
  sentence_be: string;
  sentence_tr: string;
  sentence_pl: string;
  sentence_es: string;
  isCorrect: boolean;
}

/** A verb-root quiz set: verbs sharing a root (geben, abgeben, angeben…). */
export interface VerbRootSet {
  type: string;
  paywall: boolean;
  card: VerbRootCard;
  elements: VerbRootElement[];
}
