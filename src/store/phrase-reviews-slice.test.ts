import { afterEach, describe, expect, it } from 'vitest';
import { followProgressInOtherTabs } from '@/store/sync/cross-tab';
import { PHRASE_REVIEWS_KEY, readStoredPhraseReviews } from './phrase-reviews-slice';
import { useAppStore } from './store';

afterEach(() => {
  localStorage.clear();
  useAppStore.getState().reloadPhraseReviews();
});

describe('phrase reviews (device only, key phraseReviews)', () => {
  it('adds missed phrases without duplicates, saves them, and removes a cleared one', () => {
    const s = useAppStore.getState();
    s.addPhraseReviews([{ review: 'Wie geht es Ihnen?', translation: 'How are you?' }]);
    s.addPhraseReviews([
      { review: 'wie geht es ihnen?', translation: 'again' },
      { review: 'Guten Tag!', translation: 'Hello!' },
    ]);
    expect(useAppStore.getState().phraseReviews.map((r) => r.review)).toEqual(['Wie geht es Ihnen?', 'Guten Tag!']);
    expect(JSON.parse(localStorage.getItem(PHRASE_REVIEWS_KEY) ?? '[]')).toHaveLength(2);
    useAppStore.getState().removePhraseReview('wie geht es ihnen?');
    expect(useAppStore.getState().phraseReviews).toEqual([{ review: 'Guten Tag!', translation: 'Hello!' }]);
    // The word reviews the server shares are left alone.
    expect(localStorage.getItem('reviews')).toBeNull();
    expect(useAppStore.getState().reviews).toEqual([]);
  });

  it('repairs what it reads: junk is ignored, good entries kept', () => {
    localStorage.setItem(PHRASE_REVIEWS_KEY, '{not json');
    expect(readStoredPhraseReviews()).toEqual([]);
    // A single entry stored on its own (not in a list) is kept, as for the word reviews.
    localStorage.setItem(PHRASE_REVIEWS_KEY, JSON.stringify({ review: 'x' }));
    expect(readStoredPhraseReviews()).toEqual([{ review: 'x', translation: '' }]);
    localStorage.setItem(PHRASE_REVIEWS_KEY, JSON.stringify([null, 7, { review: '' }, { review: ' Danke! ', translation: 3 }, { review: 'Bitte.', translation: 'Please.' }]));
    expect(readStoredPhraseReviews()).toEqual([
      { review: 'Danke!', translation: '' },
      { review: 'Bitte.', translation: 'Please.' },
    ]);
    useAppStore.getState().reloadPhraseReviews();
    expect(useAppStore.getState().phraseReviews).toHaveLength(2);
  });

  it('clears the list and its key', () => {
    useAppStore.getState().addPhraseReviews([{ review: 'Tschüss!', translation: 'Bye!' }]);
    useAppStore.getState().clearPhraseReviews();
    expect(useAppStore.getState().phraseReviews).toEqual([]);
    expect(localStorage.getItem(PHRASE_REVIEWS_KEY)).toBeNull();
  });

  it('follows another tab that changed the list', () => {
    const stop = followProgressInOtherTabs();
    localStorage.setItem(PHRASE_REVIEWS_KEY, JSON.stringify([{ review: 'Hallo!', translation: 'Hi!' }]));
    window.dispatchEvent(new StorageEvent('storage', { key: PHRASE_REVIEWS_KEY }));
    expect(useAppStore.getState().phraseReviews).toEqual([{ review: 'Hallo!', translation: 'Hi!' }]);
    stop();
  });
});
