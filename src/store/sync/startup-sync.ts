import { startupSync, type StartupSyncResult } from './progress-sync';
import { fetchServerReviews } from './reviews-remote';

/** The topics to ask the server for: the app's catalogues span the features, so the app hands them in (src/app/shell/known-topics.ts). */
export type LoadTopics = () => Promise<readonly string[]>;

/**
 * What the session guard runs once per login and page load, and on reconnection (and "Your
 * data" after an import): the progress sync and the reviews sync (queued changes out, the
 * server's list in). Loaded on demand, so a visitor's first page never downloads the API client.
 */
export async function runStartupSync(loadTopics: LoadTopics): Promise<StartupSyncResult | null> {
  fetchServerReviews().catch(() => undefined);
  try {
    return await startupSync(await loadTopics());
  } catch {
    return null;
  }
}
