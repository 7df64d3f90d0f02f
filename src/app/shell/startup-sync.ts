import { startupSync, type StartupSyncResult } from '@/features/progress/sync';
import { fetchServerReviews } from '@/features/reviews/reviews-remote';
import { knownTopics } from './known-topics';

/**
 * What the session guard runs once per login and page load, and on reconnection: the progress
 * sync and the reviews sync (queued changes out, the server's list in). Loaded on demand, so a
 * visitor's first page never downloads the API client.
 */
export async function runStartupSync(): Promise<StartupSyncResult | null> {
  fetchServerReviews().catch(() => undefined);
  try {
    return await startupSync(knownTopics());
  } catch {
    return null;
  }
}
