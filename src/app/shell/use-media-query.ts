/** The live media-query hook lives in lib (features use it too); the shell's own queries stay here. */
export { useMediaQuery } from '@/lib/use-media-query';

/** The menu collapses behind a toggle up to 768 px wide (spec 000 §9). */
export const DESKTOP_QUERY = '(min-width: 769px)';
/** Submenus close this long after the pointer leaves (spec 000 §9). */
export const SUBMENU_CLOSE_DELAY_MS = 100;
