import { create, createStore, type StateCreator } from 'zustand';
import { createPhraseReviewsSlice, type PhraseReviewsSlice } from './phrase-reviews-slice';
import { createProgressSlice, type ProgressSlice } from './progress-slice';
import { createQuizSlice, type QuizSlice } from './quiz-slice';
import { createSessionSlice, type SessionSlice } from './session-slice';
import { createSettingsSlice, type SettingsSlice } from './settings-slice';
import { setSessionSource } from '@/api/session';
import { asVisitor } from '@/lib/storage';

export type AppState = SettingsSlice & SessionSlice & QuizSlice & ProgressSlice & PhraseReviewsSlice;

const slices: StateCreator<AppState> = (...a) => ({
  ...createSettingsSlice(...a),
  ...createSessionSlice(...a),
  ...createQuizSlice(...a),
  ...createProgressSlice(...a),
  ...createPhraseReviewsSlice(...a),
});

/** What the components see while React hydrates a prerendered page (null: not hydrating). */
let hydrationState: AppState | null = null;

/**
 * The one store of the app (ARCHITECTURE.md): settings, session, quiz state, progress, reviews and phrase reviews.
 * Zustand hands `getInitialState` to React as the server snapshot, which React uses while it
 * hydrates; pointing it at the visitor state makes the first client pass match the prerendered
 * HTML, and React re-renders with the stored stars and user right after.
 */
export const useAppStore = create<AppState>()((set, get, api) => {
  const initial = slices(set, get, api);
  api.getInitialState = () => hydrationState ?? initial;
  return initial;
});

// The API client reads the session from here (it does not import the store: api/ is a lower layer).
setSessionSource({ token: () => useAppStore.getState().token, end: () => useAppStore.getState().endSession() });

/** Before `hydrateRoot`: the first client pass renders the visitor state the HTML was prerendered in. */
export function hydrateAsVisitor(): void {
  const visitor = asVisitor(() => createStore<AppState>()(slices).getState());
  const visitorDataOnly = Object.fromEntries(Object.entries(visitor).filter(([, value]) => typeof value !== 'function'));
  // The actions stay the real store's: only the data is the visitor's.
  hydrationState = { ...useAppStore.getState(), ...visitorDataOnly };
}
