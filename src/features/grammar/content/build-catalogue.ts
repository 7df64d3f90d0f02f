import { a1ProgressTopic, a2ProgressTopic } from './progress-topics';
import type { A1Topic, A2IndexEntry, A2Lesson, GrammarExerciseCard, GrammarTopic } from './types';

/** A Noto picture per grammar topic (spec 000 §3 "Grammar topics"). */
const ICONS: Record<GrammarTopic, string> = {
  articles: 'memo',
  'possessive pronouns': 'key',
  'personal pronouns': 'busts-in-silhouette',
  accusative: 'bullseye',
  dative: 'wrapped-gift',
  genitive: 'puzzle-piece',
  modals: 'flexed-biceps',
  adjectives: 'artist-palette',
  conjunctions: 'link',
  questions: 'red-question-mark',
  'word order': 'abacus',
  reflexive: 'mirror',
  imperative: 'loudspeaker',
  'simple past': 'hourglass-done',
  'A2 topics': 'graduation-cap',
  other: 'books',
};

const isVerbsWithPrepositions = (slug: string) => slug.startsWith('verbs-with-prepositions');

/**
 * The /grammar hub's cards (spec 000 §3 "Grammar exercise card") from the A1 topics: the
 * verbs-with-prepositions sets last, in number order; the other topics alphabetically by slug.
 */
export function buildGrammarCards(topics: readonly A1Topic[]): GrammarExerciseCard[] {
  return [...topics]
    .sort((a, b) => Number(isVerbsWithPrepositions(a.slug)) - Number(isVerbsWithPrepositions(b.slug)) || a.slug.localeCompare(b.slug))
    .map((topic) => ({ type: topic.type, url: `/grammar/${topic.slug}`, img: ICONS[topic.type], descr: topic.title, paywall: false, topic: a1ProgressTopic(topic.slug) }));
}

/** The /grammar/a2 index (spec 001 "A2 grammar index") from the lessons, by their `order`; throws on a place taken twice. */
export function buildA2Index(lessons: readonly A2Lesson[]): A2IndexEntry[] {
  const sorted = [...lessons].sort((a, b) => a.order - b.order);
  sorted.forEach((lesson, i) => {
    const previous = sorted[i - 1];
    if (previous && previous.order === lesson.order) throw new Error(`${previous.slug} and ${lesson.slug} both have the place ${lesson.order}`);
  });
  return sorted.map((lesson) => ({ slug: lesson.slug, title: lesson.title, count: lesson.elements.length, topic: a2ProgressTopic(lesson.slug) }));
}
