import { afterEach, describe, expect, it } from 'vitest';
import { useAppStore } from './store';
import { followOtherTabs } from './sync/cross-tab';
import { readSavedLang } from './settings-slice';
import { MAX_TOKEN_LENGTH, readSavedToken } from './session-slice';

afterEach(() => localStorage.clear());

describe('store', () => {
  it('defaults the language to en and saves a choice under site-language', () => {
    expect(readSavedLang()).toBe('en');
    useAppStore.getState().setLang('tr');
    expect(useAppStore.getState().curLang).toBe('tr');
    expect(localStorage.getItem('site-language')).toBe('tr');
  });

  it('restores a language the old site saved JSON-quoted, and ignores junk', () => {
    localStorage.setItem('site-language', '"be"');
    expect(readSavedLang()).toBe('be');
    localStorage.setItem('site-language', 'klingon');
    expect(readSavedLang()).toBe('en');
    localStorage.setItem('site-language', '{"a":1}');
    expect(readSavedLang()).toBe('en');
  });

  it('mirrors the token in localStorage and removes it on logout', () => {
    useAppStore.getState().login('abc');
    expect(localStorage.getItem('token')).toBe('abc');
    useAppStore.getState().logout();
    expect(localStorage.getItem('token')).toBeNull();
    expect(useAppStore.getState().token).toBeNull();
  });

  it('treats an empty or quoted token as the old site wrote it', () => {
    localStorage.setItem('token', '');
    expect(readSavedToken()).toBeNull();
    localStorage.setItem('token', '"t0k"');
    expect(readSavedToken()).toBe('t0k');
  });

  it('skips a token that cannot be sent in a header: huge, or with spaces or control characters', () => {
    for (const junk of ['x'.repeat(MAX_TOKEN_LENGTH + 1), 'two words', 'line\nbreak', 'Straße', '"\u0000"']) {
      localStorage.setItem('token', junk);
      expect(readSavedToken(), junk.slice(0, 20)).toBeNull();
    }
    localStorage.setItem('token', 'x'.repeat(MAX_TOKEN_LENGTH));
    expect(readSavedToken()).toHaveLength(MAX_TOKEN_LENGTH);
    localStorage.setItem('token', 'standin-1-abc.DEF_123~+/=');
    expect(readSavedToken()).toBe('standin-1-abc.DEF_123~+/=');
  });

  it('follows logins and logouts of other tabs through storage events', () => {
    const stop = followOtherTabs();
    localStorage.setItem('token', 'other-tab');
    window.dispatchEvent(new StorageEvent('storage', { key: 'token', newValue: 'other-tab' }));
    expect(useAppStore.getState().token).toBe('other-tab');
    localStorage.removeItem('token');
    window.dispatchEvent(new StorageEvent('storage', { key: 'token', newValue: null }));
    expect(useAppStore.getState().token).toBeNull();
    stop();
    localStorage.setItem('token', 'ignored');
    window.dispatchEvent(new StorageEvent('storage', { key: 'token' }));
    expect(useAppStore.getState().token).toBeNull();
  });

  it('runs the quiz state through a round', () => {
    const s = useAppStore.getState();
    s.dispatchQuiz({ type: 'start', base: { type: 'food01' }, config: { length: 10 } });
    s.dispatchQuiz({ type: 'answer', correct: true, item: 'der Apfel' });
    s.dispatchQuiz({ type: 'next' });
    expect(useAppStore.getState().quiz).toMatchObject({ correct: 1, health: 40, round: 1, phase: 'asking', base: { type: 'food01' } });
    useAppStore.getState().dispatchQuiz({ type: 'start' });
    expect(useAppStore.getState().quiz).toMatchObject({ correct: 0, health: 50, round: 0, base: { type: 'food01' }, config: { length: 10 } });
  });
});
