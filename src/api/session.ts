/**
 * The session as the contract sees it: the token authenticated calls carry, and the one place that
 * asks "is anyone logged in?" (`hasSession`, `requireToken`) — the client and the sync ask here.
 *
 * api/ sits below store/ in the layer order (eslint.config.js), so it does not import the store:
 * the store hands its token over when it is created (`setSessionSource` in src/store/store.ts).
 * Kept apart from client.ts so that handing it over does not put axios in the entry.
 */
export interface SessionSource {
  /** The current session token; null for a visitor. */
  token: () => string | null;
  /** The server said the session is over (a 401 on a call that carried it). */
  end: () => void;
}

let source: SessionSource = { token: () => null, end: () => undefined };

export function setSessionSource(next: SessionSource): void {
  source = next;
}

/** The session token that authenticated calls carry; part of their query keys, so sessions never share answers. */
export function sessionToken(): string | null {
  return source.token();
}

/** A learner is logged in exactly when a token exists (spec 000 §4). */
export function hasSession(): boolean {
  return sessionToken() !== null;
}

/** The token, for work that only makes sense for a logged-in learner; throws for a visitor. */
export function requireToken(): string {
  const token = sessionToken();
  if (!token) throw new Error('no session');
  return token;
}

/**
 * Called when a call that carried the session answers 401: the session is over, the visitor
 * continues as a visitor (DECISIONS.md "The guard") and the shell says so. The progress stays
 * on the device, still belonging to that account (docs/sync.md). A public call's 401
 * (crosswords, article, tutors, sections, register, forgot password) says nothing about the session.
 */
export function dropSession(sentToken: string): void {
  const current = sessionToken();
  // A newer session (a login meanwhile) is not ended by an old one's answer.
  if (current !== null && current === sentToken) source.end();
}
