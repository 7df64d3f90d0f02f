import type { PhraseGroup, PhraseSet } from '../content/types';

/** How the /phrases hub groups the sets, in this order (issue 11). */
export const PHRASE_GROUP_ORDER: readonly PhraseGroup[] = ['social', 'everyday', 'travel', 'feelings', 'help'];

/** The sets by group, in the hub's group order; each group keeps the catalogue's order; empty groups left out. */
export function groupSets(sets: readonly PhraseSet[]): { group: PhraseGroup; sets: PhraseSet[] }[] {
  return PHRASE_GROUP_ORDER.map((group) => ({ group, sets: sets.filter((s) => s.group === group) })).filter((g) => g.sets.length > 0);
}
