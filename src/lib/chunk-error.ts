/**
 * A part of the app that could not be downloaded: a route's chunk, a content chunk loaded by a
 * page (a phrase set, a grammar topic in the learner's language) or its CSS. Offline, outside what
 * the service worker has kept, this is what a page meets — not a programming error, so it gets the
 * offline screen instead of the router's "Unexpected Application Error!" (issue 25).
 * The messages are the browsers' own: Chromium, Firefox, Safari, and Vite's CSS preload.
 */
const CHUNK_FAILURES = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
  /Failed to load module script/i,
];

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || CHUNK_FAILURES.some((pattern) => pattern.test(error.message));
}
