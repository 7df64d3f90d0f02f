import type { LocalizedText } from '@/i18n/languages';

/** The grammar topics the catalogue is grouped by (spec 000 §3 "Grammar topics"). */
export type GrammarTopic =
  | 'articles'
  | 'possessive pronouns'
  | 'personal pronouns'
  | 'accusative'
  | 'dative'
  | 'genitive'
  | 'modals'
  | 'adjectives'
  | 'conjunctions'
  | 'questions'
  | 'word order'
  | 'reflexive'
  | 'imperative'
  | 'simple past'
  | 'A2 topics'
  | 'other';

/** A grammar exercise card (spec 000 §3 "Grammar exercise card"). */
export interface GrammarExerciseCard {
  type: GrammarTopic;
  url: string;
  img: string;
  descr: LocalizedText;
  paywall: boolean;
}
