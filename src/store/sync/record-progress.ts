import { hasSession } from '@/api/session';
import { recordSuccess } from '@/store/results-model';
import { useAppStore } from '@/store/store';

/**
 * A round earned its success: saved here at once (read, change, write in one step: a star saved
 * by another tab meanwhile stays); for a logged-in learner the queue of unsent stars is then
 * pushed in the background (a failure keeps it queued and retries, docs/sync.md). The API client
 * is loaded only then, so a visitor's word, grammar, game or phrase page never downloads it.
 */
export function recordProgress(topic: string, quizType: string): void {
  useAppStore.getState().updateResults((current) => recordSuccess(current, topic, quizType));
  if (!hasSession()) return;
  import('./progress-sync')
    .then(({ pushQueued }) => pushQueued())
    .catch(() => undefined);
}
