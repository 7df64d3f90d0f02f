import { create } from 'zustand';

/**
 * What the page knows about its service worker (issue 17 "Offline"). The registration module,
 * loaded after the first paint (start.ts), fills it in; the update banner and the "make this
 * level available offline" button read it. Nothing here touches the network.
 */
export interface PwaState {
  /** A service worker controls this page: its requests go through the offline caches. */
  controlled: boolean;
  /** A new version is installed and waiting for the learner's "Reload". */
  needRefresh: boolean;
  /** Activates the waiting version and reloads (only ever called from the banner's button). */
  applyUpdate: (() => void) | null;
  /** The learner chose "Later": the banner stays closed for this page load. */
  dismissed: boolean;
}

export const usePwaStore = create<PwaState>(() => ({ controlled: false, needRefresh: false, applyUpdate: null, dismissed: false }));
