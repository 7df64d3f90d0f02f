import { useState, useSyncExternalStore, type Dispatch, type SetStateAction } from 'react';
import { seeded, type Random } from './random';

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
 * State whose first value comes from storage or the browser (a stored choice, a "seen" flag): read
 * once when the component mounts, but shown only once hydrated. While React hydrates a
 * prerendered page the component renders `visitor` — what the HTML was prerendered with — and
 * the stored value right after. A fresh client render shows the stored value at once.
 */
export function useStoredState<T>(read: () => T, visitor: T): [T, Dispatch<SetStateAction<T>>] {
  const hydrated = useHydrated();
  const [value, setValue] = useState(read);
  return [hydrated ? value : visitor, setValue];
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
