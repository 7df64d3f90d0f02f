import type { StateCreator } from 'zustand';
import { readLooseString, removeKey, STORAGE_KEYS, writeRaw } from '@/lib/storage';

export interface SessionSlice {
  /** The bearer token; a visitor is logged in exactly when it exists (spec 000 §4). */
  token: string | null;
  login: (token: string) => void;
  /** Removes the token only; the account's data is handled by store/sync/account-data (logOut). */
  logout: () => void;
  /** The server said the session is over (a 401 on a call that carried it): the shell says so. */
  sessionEnded: boolean;
  endSession: () => void;
  dismissSessionEnded: () => void;
  /** Re-reads the token from storage (another tab logged in or out). */
  syncTokenFromStorage: () => void;
}

/** Far above any session token; a longer value is junk (sent as a header, the server refuses it: 431). */
export const MAX_TOKEN_LENGTH = 4096;

/** A token must fit in an `Authorization` header: visible ASCII only, of a sane length. */
export function isUsableToken(token: string): boolean {
  return token.length > 0 && token.length <= MAX_TOKEN_LENGTH && /^[\x21-\x7e]+$/.test(token);
}

/** The stored token, or null when absent or junk (the learner is then a visitor and may log in again). */
export function readSavedToken(): string | null {
  const token = readLooseString(STORAGE_KEYS.token);
  return token !== null && isUsableToken(token) ? token : null;
}

export const createSessionSlice: StateCreator<SessionSlice, [], [], SessionSlice> = (set) => ({
  token: readSavedToken(),
  login: (token) => {
    writeRaw(STORAGE_KEYS.token, token);
    set({ token, sessionEnded: false });
  },
  logout: () => {
    removeKey(STORAGE_KEYS.token);
    set({ token: null });
  },
  sessionEnded: false,
  endSession: () => {
    removeKey(STORAGE_KEYS.token);
    set({ token: null, sessionEnded: true });
  },
  dismissSessionEnded: () => set({ sessionEnded: false }),
  syncTokenFromStorage: () => set({ token: readSavedToken() }),
});
