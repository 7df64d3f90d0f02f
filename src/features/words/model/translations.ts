import type { Lang } from '@/i18n/languages';
import type { WordSet } from '../content/types';
import { germanOf } from './quiz';

/** How a German word is compared: trimmed, case-insensitive (as the review list compares). */
export function wordKey(german: string): string {
  return german.trim().toLowerCase();
}

/**
 * The translation in `lang` of every word of the sets, by its German form as reviews store it
 * (nouns with their article: "die Katze"). Where sets share a word, the first set's wins.
 */
export function translationIndex(sets: readonly WordSet[], lang: Lang): Map<string, string> {
  const index = new Map<string, string>();
  for (const set of sets) {
    for (const word of set.words) {
      const key = wordKey(germanOf(word));
      if (!index.has(key)) index.set(key, word.tr[lang]);
    }
  }
  return index;
}
