import { requireToken, sessionToken } from '@/api/session';
import { currentSyncState } from './account-data';
import { readSyncState } from './sync-state';

/**
 * The session a sync run belongs to. Every sync module asks the session here and in
 * api/session.ts (`hasSession`, `requireToken`): none reads the token on its own.
 */
export interface SessionMark {
  token: string;
  owner: string | null;
}

/** The session and account a run starts with; throws for a visitor (nothing to sync). */
export function sessionMark(): SessionMark {
  return { token: requireToken(), owner: currentSyncState().owner };
}

/** Still the session and account the run started with? An answer for another one is not applied. */
export function sameSession(mark: SessionMark): boolean {
  return sessionToken() === mark.token && readSyncState()?.owner === mark.owner;
}
