import type { StateCreator } from 'zustand';
import { readJson, removeKey, STORAGE_KEYS, writeJson } from '@/lib/storage';
import { mergeReviews, removeReview, repairReviews, type ReviewItem } from './reviews-model';

/**
 * Phrases missed in a phrase game, to practise on /phrases/reviews (issue 11). Kept on the device
 * only — no server call exists for them (DECISIONS.md) — under their own key, so the word
 * `reviews` the old site and the server share stay as they are. Same shape as a word review:
 * `review` is the German phrase, `translation` its meaning in the language it was missed in.
 */
export const PHRASE_REVIEWS_KEY = STORAGE_KEYS.phraseReviews;

export function readStoredPhraseReviews(): ReviewItem[] {
  return readJson(PHRASE_REVIEWS_KEY, repairReviews) ?? [];
}

export interface PhraseReviewsSlice {
  phraseReviews: ReviewItem[];
  /** Joins missed phrases to the list (no duplicates; the phrases already there keep their place). */
  addPhraseReviews: (items: readonly ReviewItem[]) => boolean;
  /** A phrase cleared in the trainer leaves the list. */
  removePhraseReview: (review: string) => boolean;
  clearPhraseReviews: () => void;
  /** Reads the list again (another tab wrote it). */
  reloadPhraseReviews: () => void;
}

export const createPhraseReviewsSlice: StateCreator<PhraseReviewsSlice, [], [], PhraseReviewsSlice> = (set, get) => {
  const save = (phraseReviews: ReviewItem[]) => {
    set({ phraseReviews });
    return writeJson(PHRASE_REVIEWS_KEY, phraseReviews);
  };
  return {
    phraseReviews: readStoredPhraseReviews(),
    addPhraseReviews: (items) => save(mergeReviews(get().phraseReviews, items)),
    removePhraseReview: (review) => save(removeReview(get().phraseReviews, review)),
    clearPhraseReviews: () => {
      removeKey(PHRASE_REVIEWS_KEY);
      set({ phraseReviews: [] });
    },
    reloadPhraseReviews: () => set({ phraseReviews: readStoredPhraseReviews() }),
  };
};
