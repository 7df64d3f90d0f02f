import { useSyncExternalStore } from 'react';

/**
 * Live result of a CSS media query. Hydration-safe: the server snapshot (and so the prerendered
 * page and the first, hydrating render) is `false`; the live value follows right after.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/**
 * A touch screen without a hovering pointer (phones, tablets): no arrow keys or Tab to speak of
 * (issue 25). A laptop with a touch screen keeps its mouse (`hover: hover`), so it is no match.
 */
export const TOUCH_QUERY = '(hover: none) and (pointer: coarse)';

/** `true` on a touch screen (see TOUCH_QUERY); `false` while hydrating. */
export function useTouchScreen(): boolean {
  return useMediaQuery(TOUCH_QUERY);
}
