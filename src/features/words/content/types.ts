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
}
