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

/**
 * Still the account the run started with (whatever its token now)? A review answer is the
 * account's list: it may settle that account's queue even after a 401 ended the session or a new
 * login of the same account replaced the token, but never once another account (or a visitor)
 * owns the device.
 */
export function sameAccount(mark: SessionMark): boolean {
  return mark.owner !== null && readSyncState()?.owner === mark.owner;
}
