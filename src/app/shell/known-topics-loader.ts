/**
 * The topics the sync asks the server for (src/store/sync/startup-sync.ts), loaded on demand: the
 * list reads every feature's catalogue, which a visitor's first page must not download.
 */
export const loadKnownTopics = (): Promise<readonly string[]> => import('./known-topics').then((m) => m.knownTopics());
