import { vi } from 'vitest';
import { DARK_QUERY } from '@/lib/theme';

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
