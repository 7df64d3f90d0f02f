import type { PhraseSet } from './types';

/** The phrase sets of the phrasebook. Each set joins this list with its page. */
export const phraseSets: readonly PhraseSet[] = [];
