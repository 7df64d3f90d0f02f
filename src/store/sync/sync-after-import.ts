import { hasSession } from '@/api/session';
import type { LoadTopics } from './startup-sync';

/**
 * After "Your data" imported a file: a logged-in learner's merged results go to the server by the
 * same start-up sync a login runs (OR-merge with the server's, push what it lacks). Loaded on
 * demand; a failure is silent — the next start-up sync sends them again.
 */
export function syncAfterImport(loadTopics: LoadTopics): void {
  if (!hasSession()) return;
  void import('./startup-sync').then((m) => m.runStartupSync(loadTopics)).catch(() => undefined);
}
