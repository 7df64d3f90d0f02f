import { useSyncExternalStore } from 'react';

/** Live result of a CSS media query. */
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

/** The menu collapses behind a toggle up to 768 px wide (spec 000 §9). */
export const DESKTOP_QUERY = '(min-width: 769px)';
/** Submenus close this long after the pointer leaves (spec 000 §9). */
export const SUBMENU_CLOSE_DELAY_MS = 100;
