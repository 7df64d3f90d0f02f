import { afterEach, describe, expect, it, vi } from 'vitest';
import { askPersistenceAfterFirstStar, countStars, PERSIST_ASKED_KEY } from './persist-after-first-star';
import { useAppStore } from './store';

const NO_STARS = { food01_results: { pictures: [false, false, false] as [boolean, boolean, boolean] } };
const ONE_STAR = { food01_results: { pictures: [true, false, false] as [boolean, boolean, boolean] } };
const TWO_STARS = { food01_results: { pictures: [true, true, false] as [boolean, boolean, boolean] }, food02_results: { typing: [false, false, false] as [boolean, boolean, boolean] } };

let stop: () => void = () => undefined;
afterEach(() => stop());

function persistSpy() {
  return vi.fn(() => Promise.resolve(true));
}

describe('countStars', () => {
  it('counts every earned star', () => {
    expect(countStars({})).toBe(0);
    expect(countStars(NO_STARS)).toBe(0);
    expect(countStars(ONE_STAR)).toBe(1);
    expect(countStars({ ...TWO_STARS, x_results: { a: [true, true, true] } })).toBe(5);
  });
});

describe('navigator.storage.persist() after the first earned star', () => {
  it('is not asked on a visit, nor for saves without a star', () => {
    const persist = persistSpy();
    stop = askPersistenceAfterFirstStar(() => ({ persist }));
    useAppStore.getState().saveResults({});
    useAppStore.getState().saveResults(NO_STARS);
    useAppStore.getState().saveReviews([{ review: 'der Apfel', translation: 'apple' }]);
    expect(persist).not.toHaveBeenCalled();
    expect(localStorage.getItem(PERSIST_ASKED_KEY)).toBeNull();
  });

  it('is asked exactly once: when the first star is saved, not for the stars after it', () => {
    const persist = persistSpy();
    stop = askPersistenceAfterFirstStar(() => ({ persist }));
    useAppStore.getState().saveResults(ONE_STAR);
    expect(persist).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(PERSIST_ASKED_KEY)).toBe('true');
    useAppStore.getState().saveResults(TWO_STARS);
    expect(persist).toHaveBeenCalledTimes(1);
  });

  it('is remembered in storage: after a progress reset and a new first star (or on a later page load) it is not asked again', () => {
    const persist = persistSpy();
    stop = askPersistenceAfterFirstStar(() => ({ persist }));
    useAppStore.getState().saveResults(ONE_STAR);
    stop();
    // A later page load: a new subscription, the flag still stored.
    stop = askPersistenceAfterFirstStar(() => ({ persist }));
    useAppStore.getState().clearResults();
    useAppStore.getState().saveResults(ONE_STAR);
    expect(persist).toHaveBeenCalledTimes(1);
  });

  it('never throws where the API is missing, and asks nothing then', () => {
    for (const api of [undefined, {}]) {
      useAppStore.getState().clearResults();
      stop = askPersistenceAfterFirstStar(() => api);
      expect(() => useAppStore.getState().saveResults(ONE_STAR)).not.toThrow();
      expect(useAppStore.getState().quizResults).toEqual(ONE_STAR);
      stop();
    }
    expect(localStorage.getItem(PERSIST_ASKED_KEY)).toBeNull();
  });

  it('never throws when the browser refuses (a rejected promise or a throwing call)', async () => {
    const rejecting = vi.fn(() => Promise.reject(new Error('denied')));
    stop = askPersistenceAfterFirstStar(() => ({ persist: rejecting }));
    expect(() => useAppStore.getState().saveResults(ONE_STAR)).not.toThrow();
    await expect(rejecting.mock.results[0]?.value).rejects.toThrow('denied');
    stop();
    localStorage.removeItem(PERSIST_ASKED_KEY);
    useAppStore.getState().clearResults();
    stop = askPersistenceAfterFirstStar(() => ({
      persist: () => {
        throw new Error('not allowed');
      },
    }));
    expect(() => useAppStore.getState().saveResults(ONE_STAR)).not.toThrow();
  });

  it('asks navigator.storage by default', () => {
    const persist = persistSpy();
    Object.defineProperty(navigator, 'storage', { value: { persist }, configurable: true });
    try {
      stop = askPersistenceAfterFirstStar();
      useAppStore.getState().saveResults(ONE_STAR);
      expect(persist).toHaveBeenCalledTimes(1);
    } finally {
      Reflect.deleteProperty(navigator, 'storage');
    }
  });
});
