import type { VerbRootSet, WordSet } from './types';

/** Each topic is its own lazily loaded chunk (CONTENT.md "Shape"). */
const topicModules = import.meta.glob<{ default: WordSet }>('./topics/*.ts');
const rootModules = import.meta.glob<{ default: VerbRootSet }>('./verb-roots/*.ts');

export async function loadWordSet(id: string): Promise<WordSet | null> {
  const load = topicModules[`./topics/${id}.ts`];
  return load ? (await load()).default : null;
}

export async function loadVerbRootSet(id: string): Promise<VerbRootSet | null> {
  const load = rootModules[`./verb-roots/${id}.ts`];
  return load ? (await load()).default : null;
}

let allSets: Promise<WordSet[]> | null = null;

/**
 * Every topic's words, for look-ups across all of them (translations of review words). Loads all
 * topic chunks, so call it only on demand, never at start-up; one load per session.
 */
export function loadAllWordSets(): Promise<WordSet[]> {
  allSets ??= Promise.all(Object.values(topicModules).map(async (load) => (await load()).default)).catch((error: unknown) => {
    allSets = null;
    throw error;
  });
  return allSets;
}
