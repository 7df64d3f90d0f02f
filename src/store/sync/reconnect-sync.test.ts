import { describe, expect, it, vi } from 'vitest';
import { useAppStore } from '@/store/store';
import { syncWhenBackOnline } from './reconnect-sync';

function reconnect(target: EventTarget): void {
  target.dispatchEvent(new Event('online'));
}

describe('syncWhenBackOnline', () => {
  it('runs the sync with the token when the connection returns for a logged-in learner', () => {
    useAppStore.getState().login('tok-1');
    const target = new EventTarget();
    const sync = vi.fn(() => Promise.resolve());
    syncWhenBackOnline(sync, target);
    expect(sync).not.toHaveBeenCalled();
    reconnect(target);
    expect(sync).toHaveBeenCalledTimes(1);
    expect(sync).toHaveBeenCalledWith('tok-1');
  });

  it('does nothing for a visitor', () => {
    const target = new EventTarget();
    const sync = vi.fn(() => Promise.resolve());
    syncWhenBackOnline(sync, target);
    reconnect(target);
    expect(sync).not.toHaveBeenCalled();
  });

  it('runs once per reconnection: not again while the last run is still going, again after it', async () => {
    useAppStore.getState().login('tok-2');
    const target = new EventTarget();
    let finish: () => void = () => undefined;
    const sync = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    syncWhenBackOnline(sync, target);
    reconnect(target);
    reconnect(target);
    expect(sync).toHaveBeenCalledTimes(1);
    finish();
    await vi.waitFor(() => {
      reconnect(target);
      expect(sync).toHaveBeenCalledTimes(2);
    });
  });

  it('a failed run does not stop the next reconnection from syncing', async () => {
    useAppStore.getState().login('tok-3');
    const target = new EventTarget();
    const sync = vi.fn(() => Promise.reject(new Error('offline again')));
    syncWhenBackOnline(sync, target);
    reconnect(target);
    await vi.waitFor(() => {
      reconnect(target);
      expect(sync).toHaveBeenCalledTimes(2);
    });
  });

  it('stops listening when asked', () => {
    useAppStore.getState().login('tok-4');
    const target = new EventTarget();
    const sync = vi.fn(() => Promise.resolve());
    const stop = syncWhenBackOnline(sync, target);
    stop();
    reconnect(target);
    expect(sync).not.toHaveBeenCalled();
  });
});
