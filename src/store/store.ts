import { create } from 'zustand';
import { createPhraseReviewsSlice, type PhraseReviewsSlice } from './phrase-reviews-slice';
import { createProgressSlice, type ProgressSlice } from './progress-slice';
import { createQuizSlice, type QuizSlice } from './quiz-slice';
import { createSessionSlice, type SessionSlice } from './session-slice';
import { createSettingsSlice, type SettingsSlice } from './settings-slice';
import { STORAGE_KEYS } from '@/lib/storage';

export type AppState = SettingsSlice & SessionSlice & QuizSlice & ProgressSlice & PhraseReviewsSlice;

/** The one store of the app (ARCHITECTURE.md): settings, session, quiz state, progress, reviews and phrase reviews. */
export const useAppStore = create<AppState>()((...a) => ({
  ...createSettingsSlice(...a),
  ...createSessionSlice(...a),
  ...createQuizSlice(...a),
  ...createProgressSlice(...a),
  ...createPhraseReviewsSlice(...a),
}));

/**
 * Follows logins and logouts made in other tabs: the browser fires `storage` there when
 * `token` changes here (spec 000 §4 "it updates on storage events"). Returns the unsubscriber.
 */
export function followOtherTabs(target: Window = window): () => void {
  const onStorage = (event: StorageEvent) => {
    // key === null: the other tab cleared all storage.
    if (event.key === STORAGE_KEYS.token || event.key === null) {
      useAppStore.getState().syncTokenFromStorage();
    }
  };
  target.addEventListener('storage', onStorage);
  return () => target.removeEventListener('storage', onStorage);
}
