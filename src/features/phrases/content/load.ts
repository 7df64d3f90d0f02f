import type { PhraseSetContent } from './types';

/** Each phrase set is its own lazily loaded chunk: the hub and the footer never load phrases. */
const setModules = import.meta.glob<{ default: PhraseSetContent }>('./sets/*.ts');

export async function loadPhraseSet(id: string): Promise<PhraseSetContent | null> {
  const load = setModules[`./sets/${id}.ts`];
  return load ? (await load()).default : null;
}
