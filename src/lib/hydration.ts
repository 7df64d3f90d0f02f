import { useCallback, useState, useSyncExternalStore } from 'react';
import { seeded, type Random } from './random';
import { readStored, writeStored, type StoredKey } from './stored-key';

const never = () => () => undefined;

/**
 * False while React renders on the server or hydrates prerendered HTML, true afterwards (and
 * always true in a fresh client render). State read from storage or the browser outside the
 * store must wait for it, or the first client pass would differ from the prerendered HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}

/**
 * A stored key (src/lib/stored-key.ts) as component state: read once when the component mounts,
 * but shown only once hydrated — while React hydrates a prerendered page the component renders
 * the key's fallback, what the HTML was prerendered with, and the stored value right after (a
 * fresh client render shows the stored value at once). The setter stores the value and shows it.
 * Pass a key that keeps its identity between renders (a module constant, or memoised).
 */
export function useStoredState<T>(key: StoredKey<T>): [T, (value: T) => void] {
  const hydrated = useHydrated();
  const [value, setValue] = useState(() => readStored(key));
  const set = useCallback(
    (next: T) => {
      writeStored(key, next);
      setValue(next);
    },
    [key],
  );
  return [hydrated ? value : key.fallback, set];
}

/**
 * A browser capability for rendering (speech, fullscreen, speech recognition): prerendered pages
 * assume `assumed`, so the client's first pass matches them, and the real answer follows right
 * after hydration. A fresh client render gets the real answer at once.
 */
export function useBrowserFeature(check: () => boolean, assumed = true): boolean {
  return useSyncExternalStore(never, check, () => assumed);
}

function hashOf(text: string): number {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619);
  return hash >>> 0;
}

/**
 * The random source for choices a component makes when it first renders (teasers, "other
 * articles"): while prerendering and hydrating a fixed sequence per `seed`, so the client's first
 * pass picks exactly what the HTML shows; `Math.random` on every page opened in the app. Stable
 * for the component's life.
 */
export function useFirstRenderRandom(seed: string): Random {
  const hydrated = useHydrated();
  const [random] = useState<Random>(() => (hydrated ? Math.random : seeded(hashOf(seed))));
  return random;
}
