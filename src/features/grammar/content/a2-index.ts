import type { A2Lesson } from './types';

/** The 16 A2 lessons in the spec's order (spec 001 "A2 grammar index"). */
export const A2_ORDER = [
  'indirect-speech',
  'complex-complements',
  'praeteritum',
  'perfekt',
  'partizip',
  'adjective-declensions',
  'complex-prepositions',
  'conjunctions',
  'word-order',
  'futur-ii',
  'modal-verbs',
  'prefixes',
  'questions',
  'imperative',
  'adverbs',
  'particles',
] as const;

export type A2Slug = (typeof A2_ORDER)[number];

/** Titles and practice counts for the index, without loading the lessons (kept in sync by the content test). */
export const A2_INDEX: readonly { slug: A2Slug; title: string; count: number }[] = [
  { slug: 'indirect-speech', title: 'Indirect Speech', count: 32 },
  { slug: 'complex-complements', title: 'Complex Complements in Dative and Accusative', count: 32 },
  { slug: 'praeteritum', title: 'Präteritum', count: 30 },
  { slug: 'perfekt', title: 'Perfekt Tense', count: 30 },
  { slug: 'partizip', title: 'Partizip I and II', count: 30 },
  { slug: 'adjective-declensions', title: 'Adjective Declensions', count: 30 },
  { slug: 'complex-prepositions', title: 'Complex Prepositions', count: 37 },
  { slug: 'conjunctions', title: 'Conjunctions with Different Verb Forms', count: 37 },
  { slug: 'word-order', title: 'Word Order in Complex Sentences', count: 37 },
  { slug: 'futur-ii', title: 'Futur II', count: 36 },
  { slug: 'modal-verbs', title: 'Complex Verb Constructions with Modal Verbs', count: 37 },
  { slug: 'prefixes', title: 'Separable and Inseparable Prefixes', count: 36 },
  { slug: 'questions', title: 'Complex Questions and Question Pronouns', count: 37 },
  { slug: 'imperative', title: 'Complex Imperative Constructions', count: 36 },
  { slug: 'adverbs', title: 'Formation of Adverbs', count: 32 },
  { slug: 'particles', title: 'Particles', count: 32 },
];

const lessonModules = import.meta.glob<{ default: A2Lesson }>('./a2/*.ts');

export async function loadA2Lesson(slug: string): Promise<A2Lesson | null> {
  const load = lessonModules[`./a2/${slug}.ts`];
  return load ? (await load()).default : null;
}
