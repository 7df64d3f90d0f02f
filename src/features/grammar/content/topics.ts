/** The grammar topics the catalogue is grouped by, in the spec's order (spec 000 §3 "Grammar topics"). */
export const GRAMMAR_TOPICS = [
  'articles',
  'possessive pronouns',
  'personal pronouns',
  'accusative',
  'dative',
  'genitive',
  'modals',
  'adjectives',
  'conjunctions',
  'questions',
  'word order',
  'reflexive',
  'imperative',
  'simple past',
  'A2 topics',
  'other',
] as const;

export type GrammarTopic = (typeof GRAMMAR_TOPICS)[number];
