import { vi } from 'vitest';
import { DARK_QUERY } from '@/lib/theme';

/** A media query list that never changes: what jsdom lacks (it has no layout). */
export function staticMediaQueryList(query: string, matches: boolean): MediaQueryList {
  return {
    matches,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  } as MediaQueryList;
}

/** Media queries answer `matches(query)` for the rest of the test (restored with the spy). */
export function fakeMediaQueries(matches: (query: string) => boolean) {
  return vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => staticMediaQueryList(query, matches(query)));
}

/** A device whose colour scheme the test sets; `set` fires the media query's change listeners. */
export function fakeDevice(dark: boolean) {
  const listeners = new Set<() => void>();
  let matches = dark;
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        get matches() {
          return query === DARK_QUERY && matches;
        },
        media: query,
        onchange: null,
        addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
        removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => false,
      }) as unknown as MediaQueryList,
  );
  return {
    set(next: boolean) {
      matches = next;
      listeners.forEach((listener) => listener());
    },
    listenerCount: () => listeners.size,
  };
}
