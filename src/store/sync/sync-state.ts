import { readJson, removeKey, STORAGE_KEYS, writeJson } from '@/lib/storage';
import { repairResults, type QuizResults } from '../results-model';
import { repairReviews, type ReviewItem } from '../reviews-model';
import type { ReviewOp } from './sync-model';

/**
 * What this device knows about the sync of its progress and reviews (docs/sync.md), stored beside
 * them so every tab reads the same:
 * - `owner`: the account the local progress belongs to (an id of its e-mail), `null` while it is
 *   a visitor's, `LEGACY_OWNER` for a session logged in before this was recorded;
 * - `base`: what the server was last known to hold (from its answers and confirmed pushes);
 *   local stars beyond it are the queue still to send;
 * - `reviewOps`: review changes not yet carried out on the server.
 */
export interface SyncState {
  owner: string | null;
  base: QuizResults;
  reviewOps: ReviewOp[];
  nextOpId: number;
}

/** Everything of one account set aside on this device while another account (or a visitor) uses it. */
export interface AsideEntry {
  results: QuizResults;
  base: QuizResults;
  reviews: ReviewItem[];
  reviewOps: ReviewOp[];
  phraseReviews: ReviewItem[];
}

export const SYNC_STATE_KEY = STORAGE_KEYS.syncState;
export const SYNC_ASIDE_KEY = STORAGE_KEYS.syncAside;
/** The owner of progress found with a token but no recorded owner (a session from an older version). */
export const LEGACY_OWNER = 'session-before-owner-tracking';

function repairOps(value: unknown): ReviewOp[] {
  if (!Array.isArray(value)) return [];
  const ops: ReviewOp[] = [];
  for (const entry of value as unknown[]) {
    if (!entry || typeof entry !== 'object') continue;
    const { id, op, review, translation } = entry as Record<string, unknown>;
    if (typeof id !== 'number' || !Number.isFinite(id) || (op !== 'add' && op !== 'delete') || typeof review !== 'string' || review.trim() === '') continue;
    ops.push({ id, op, review: review.trim(), translation: typeof translation === 'string' ? translation : '' });
  }
  return ops;
}

export function repairState(value: unknown): SyncState | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  const reviewOps = repairOps(record.reviewOps);
  const nextOpId = typeof record.nextOpId === 'number' && Number.isFinite(record.nextOpId) ? record.nextOpId : 1;
  return {
    owner: typeof record.owner === 'string' && record.owner !== '' ? record.owner : null,
    base: repairResults(record.base),
    reviewOps,
    nextOpId: Math.max(nextOpId, ...reviewOps.map((op) => op.id + 1)),
  };
}

/** This tab's copy, used when storage refuses reads or writes (private mode, quota). */
let memory: SyncState | null = null;

/** The stored sync state, repaired; `null` when none was ever written (a visitor, or an older version's data). */
export function readSyncState(): SyncState | null {
  return readJson(SYNC_STATE_KEY, repairState) ?? memory;
}

export function writeSyncState(state: SyncState): void {
  memory = writeJson(SYNC_STATE_KEY, state) ? null : state;
}

export function clearSyncState(): void {
  memory = null;
  removeKey(SYNC_STATE_KEY);
}

/** Read, change, write in one step (the state as stored now, never an older copy). */
export function updateSyncState(change: (state: SyncState) => SyncState, fresh: () => SyncState): SyncState {
  const next = change(readSyncState() ?? fresh());
  writeSyncState(next);
  return next;
}

export function repairAside(value: unknown): Record<string, AsideEntry> {
  const out: Record<string, AsideEntry> = {};
  if (!value || typeof value !== 'object' || Array.isArray(value)) return out;
  for (const [owner, entry] of Object.entries(value as Record<string, unknown>)) {
    if (!entry || typeof entry !== 'object' || owner === '') continue;
    const e = entry as Record<string, unknown>;
    out[owner] = {
      results: repairResults(e.results),
      base: repairResults(e.base),
      reviews: repairReviews(e.reviews),
      reviewOps: repairOps(e.reviewOps),
      phraseReviews: repairReviews(e.phraseReviews),
    };
  }
  return out;
}

export function readAside(): Record<string, AsideEntry> {
  return readJson(SYNC_ASIDE_KEY, repairAside) ?? {};
}

/** Stores (or with `null` removes) one account's set-aside data; false when the device refused it. */
export function writeAside(owner: string, entry: AsideEntry | null): boolean {
  const all = readAside();
  if (entry) all[owner] = entry;
  else delete all[owner];
  if (Object.keys(all).length === 0) {
    removeKey(SYNC_ASIDE_KEY);
    return true;
  }
  return writeJson(SYNC_ASIDE_KEY, all);
}
