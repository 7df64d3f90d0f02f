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
