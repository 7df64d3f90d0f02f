import type { StateCreator } from 'zustand';
import { readLooseString, removeKey, STORAGE_KEYS, writeRaw } from '@/lib/storage';

export interface SessionSlice {
  /** The bearer token; a visitor is logged in exactly when it exists (spec 000 §4). */
  token: string | null;
  login: (token: string) => void;
  logout: () => void;
  /** Re-reads the token from storage (another tab logged in or out). */
  syncTokenFromStorage: () => void;
}

export function readSavedToken(): string | null {
  const token = readLooseString(STORAGE_KEYS.token);
  return token ? token : null;
}

export const createSessionSlice: StateCreator<SessionSlice, [], [], SessionSlice> = (set) => ({
  token: readSavedToken(),
  login: (token) => {
    writeRaw(STORAGE_KEYS.token, token);
    set({ token });
  },
  logout: () => {
    removeKey(STORAGE_KEYS.token);
    set({ token: null });
  },
  syncTokenFromStorage: () => set({ token: readSavedToken() }),
});
