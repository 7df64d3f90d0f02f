import type { Compound, Level } from '../content/types';

export const COMPOUND_LEVELS: readonly Level[] = ['A1', 'A2', 'B1'];

const modules: Record<Level, () => Promise<{ default: Compound[] }>> = {
  A1: () => import('../content/compounds/a1'),
  A2: () => import('../content/compounds/a2'),
  B1: () => import('../content/compounds/b1'),
};

/** What a round of the compound-words game needs: the level's compounds and every compound the game knows. */
export interface CompoundContent {
  compounds: Compound[];
  /** All levels: no item's distractor tiles may complete another of them (Wohnung·s·tür beside Haus·tür). */
  known: Compound[];
}

export function isCompoundLevel(choice: string): choice is Level {
  return (COMPOUND_LEVELS as readonly string[]).includes(choice);
}

/** Loads the chosen level's module (its own chunk) and, beside it, the other levels' for the distractor check. */
export async function loadCompounds(choice: string): Promise<CompoundContent> {
  if (!isCompoundLevel(choice)) throw new Error(`No compound level ${choice}`);
  const loaded = await Promise.all(COMPOUND_LEVELS.map((level) => modules[level]().then((m) => [level, m.default] as const)));
  const byLevel = new Map(loaded);
  return { compounds: byLevel.get(choice) ?? [], known: loaded.flatMap(([, list]) => list) };
}
