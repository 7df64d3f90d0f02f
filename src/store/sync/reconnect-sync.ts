import { sessionToken } from '@/api/session';

/**
 * When the connection returns (`online`), runs `sync` for the logged-in learner, so what was earned
 * offline reaches the server (issue 17). Nothing for a visitor. Once per reconnection: an `online`
 * heard while the previous run is still going (a flapping connection) starts no second one.
 * Returns the function that stops listening.
 */
export function syncWhenBackOnline(sync: (token: string) => Promise<unknown>, target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window): () => void {
  let running = false;
  const onOnline = () => {
    const token = sessionToken();
    if (!token || running) return;
    running = true;
    sync(token)
      .catch(() => undefined)
      .finally(() => {
        running = false;
      });
  };
  target.addEventListener('online', onOnline);
  return () => target.removeEventListener('online', onOnline);
}
