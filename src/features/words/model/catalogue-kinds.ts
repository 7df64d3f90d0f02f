import type { WordQuizEntry } from '../content/types';

export type WordKind = 'nouns' | 'verbs' | 'adjectives';
export type LevelSlug = 'a1' | 'a2' | 'b1';

const A2_VERB_TOPICS = ['legalAndAdministrativeActions', 'cultureAndArts', 'personalDevelopment', 'housingAndAccommodation'];

/** What kind of words a catalogue entry practises (for the level pages' filter). */
export function kindOf(entry: WordQuizEntry): WordKind {
  if (entry.level === 'A-verbs' || entry.level === 'B') return 'verbs';
  if (entry.level === 'A-adjectives') return 'adjectives';
  if (entry.level === 'A2') {
    if (entry.id.startsWith('pairs')) return 'adjectives';
    if (A2_VERB_TOPICS.some((topic) => entry.id.startsWith(topic))) return 'verbs';
  }
  return 'nouns';
}

/** The catalogue levels shown on each level page (/words/a1, /words/a2, /words/b1). */
export function entriesOfLevel(entries: readonly WordQuizEntry[], level: LevelSlug): WordQuizEntry[] {
  const levels = level === 'a1' ? ['A', 'A-verbs', 'A-adjectives'] : level === 'a2' ? ['A2'] : ['B'];
  return entries.filter((e) => levels.includes(e.level));
}

export function levelOf(entry: WordQuizEntry): LevelSlug {
  return entry.level === 'A2' ? 'a2' : entry.level === 'B' ? 'b1' : 'a1';
}
