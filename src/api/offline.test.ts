import { afterEach, describe, expect, it, vi } from 'vitest';
import { offlineMessage } from '@/api/offline-message';
import { DEMO_USER } from '@/mocks/db';
import { setFault } from '@/mocks/faults';
import { server } from '@/mocks/node';
import { getCrosswords } from './endpoints/crosswords';
import { login } from './endpoints/auth';
import { ApiError, isOfflineError } from './errors';

/** Makes the browser report "no connection" (what `context.setOffline(true)` does in Chromium). */
function goOffline(): void {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
}

/** Counts the requests that reach the stand-in. */
function countRequests(): () => number {
  let count = 0;
  const listener = () => {
    count += 1;
  };
  server.events.on('request:start', listener);
  return () => count;
}

afterEach(() => {
  server.events.removeAllListeners();
});

describe('backend calls without a connection', () => {
  it('offline: the call is not sent and fails with the offline kind', async () => {
    const requests = countRequests();
    goOffline();
    const error: unknown = await login(DEMO_USER).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'offline', call: 'login' });
    expect(requests()).toBe(0);
  });

  it('a network failure while the browser still says online keeps the network kind (the spec texts apply)', async () => {
    setFault('getCrosswords', 'network');
    await expect(getCrosswords()).rejects.toMatchObject({ kind: 'network' });
  });

  it('a call that gets no answer because the connection dropped meanwhile is offline', async () => {
    setFault('getCrosswords', 'network');
    const pending = getCrosswords();
    // The request is on its way; the connection drops before the (missing) answer arrives.
    goOffline();
    await expect(pending).rejects.toMatchObject({ kind: 'offline' });
  });

  it('online again: the same call succeeds', async () => {
    const spy = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await expect(login(DEMO_USER)).rejects.toMatchObject({ kind: 'offline' });
    spy.mockReturnValue(true);
    await expect(login(DEMO_USER)).resolves.toMatchObject({ token: expect.any(String) as unknown });
  });
});

describe('offlineMessage: the one text for "no connection"', () => {
  it('says so for an offline failure, in the interface language', () => {
    expect(offlineMessage(new ApiError({ kind: 'offline', call: 'login' }))).toBe('You are offline — this needs a connection');
  });

  it('is null for every other failure, whose own message applies', () => {
    for (const kind of ['network', 'timeout', 'http', 'server', 'shape'] as const) {
      const error = new ApiError({ kind, call: 'login', status: kind === 'http' ? 500 : undefined });
      expect(offlineMessage(error)).toBeNull();
      expect(isOfflineError(error)).toBe(false);
    }
    expect(offlineMessage(new Error('boom'))).toBeNull();
    expect(offlineMessage(undefined)).toBeNull();
  });
});
