import { onlineManager, QueryClient } from '@tanstack/react-query';

/** Is this a client error (4xx) that asking again cannot fix? */
function isClientError(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 500;
}

/**
 * Did the call fail for want of a connection (ApiError kind `offline`)? Read structurally: the
 * entry chunk must not import the API client (axios) for this.
 */
function isOffline(error: unknown): boolean {
  return (error as { kind?: unknown } | null)?.kind === 'offline';
}

/**
 * Did the call get no answer within its time-out (15 s)? Asking again would keep a loading
 * screen up for ≈ 48 s; the page shows the error after one time-out instead (issue 24).
 */
function isTimeout(error: unknown): boolean {
  return (error as { kind?: unknown } | null)?.kind === 'timeout';
}

/** Whether a failed query is asked again (at most twice): not for a 4xx, offline or a time-out. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  return !isClientError(error) && !isOffline(error) && !isTimeout(error) && failureCount < 2;
}

export function createQueryClient(): QueryClient {
  // The query library assumes "online" until it hears an `offline` event; a page opened without a
  // connection would then never hear a change when it returns, and failed lists would not reload.
  if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine !== false);
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        // Network trouble and 5xx get two more tries; a 4xx answer will not change, nor will
        // "offline" until the connection returns (then a failed query is fetched again); a
        // time-out is not waited for a second time.
        retry: shouldRetry,
        // Offline, calls still run and fail at once with the offline message (api/client.ts)
        // instead of waiting paused, with the page saying "Loading..." for ever.
        networkMode: 'always',
        // …and when it returns, what failed is fetched again ('always' would turn this off).
        refetchOnReconnect: true,
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
