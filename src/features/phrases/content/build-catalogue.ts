import type { PhraseSet, PhraseSetContent } from './types';

/**
 * The phrasebook's catalogue (spec 000 §3 "Phrase set": title, img, id, url, descr, paywall —
 * plus the hub's group and the progress topic) built from the set modules: the hub, the footer
 * and the menu read it without loading any phrase. Used by scripts/gen-catalogues.mjs and
 * by the drift test; the app imports only the written catalogue.ts.
 */

/** The order of spec 000 §2 ("Phrase pages under /phrases/ cover …"); the footer lists the first 5. */
export const PHRASE_SET_ORDER: readonly string[] = [
  'greetings',
  'simple-requests',
  'how-are-you',
  'introductions',
  'need-or-want',
  'weather',
  'time-periods',
  'slang',
  'reservations',
  'simple-questions',
  'shopping',
  'daily-routines',
  'ordering-food',
  'leisure',
  'hobbies',
  'feelings',
  'preferences',
  'likes',
  'dislikes',
  'emergency',
  'directions',
  'compliments',
  'comparisons',
  'polite-expressions',
  'asking-for-help',
  'appointments',
];

export const phraseSetUrl = (id: string) => `/phrases/${id}`;
/** The progress topic of a set: `quiz_results["phrases-<id>_results"]`. */
export const phraseTopic = (id: string) => `phrases-${id}`;

function rank(id: string): number {
  const i = PHRASE_SET_ORDER.indexOf(id);
  return i === -1 ? PHRASE_SET_ORDER.length : i;
}

/** Card data of every set, in the spec's order (sets it does not name follow, by id); throws on an id used twice. */
export function buildPhraseCatalogue(sets: readonly PhraseSetContent[]): PhraseSet[] {
  const seen = new Set<string>();
  for (const set of sets) {
    if (seen.has(set.id)) throw new Error(`phrase set id ${set.id} is used twice`);
    seen.add(set.id);
  }
  return [...sets]
    .sort((a, b) => rank(a.id) - rank(b.id) || a.id.localeCompare(b.id))
    .map((set) => ({
      id: set.id,
      title: set.title,
      img: set.img,
      url: phraseSetUrl(set.id),
      descr: set.descr,
      paywall: set.paywall,
      group: set.group,
      topic: phraseTopic(set.id),
    }));
}

export const CATALOGUE_PATH = 'src/features/phrases/content/catalogue.ts';
