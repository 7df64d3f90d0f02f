import { MODES, type Mode, type ModeId } from './modes';

/**
 * Which games of a subcategory the learner has done, from the ratings answer (spec 001 §2–§3:
 * "complete all tasks in a column", the game state's "minimum ratings"). A row's `type` is the
 * quiz type the add-rating call sent (our numbers in `MODES`); a game is done once its row has a
 * rate of at least 1. Rows of unknown types (another numbering, junk) are ignored.
 */
export function modesDone(rows: readonly { type: string | number; rate: number }[]): Set<ModeId> {
  const done = new Set<ModeId>();
  for (const row of rows) {
    const type = typeof row.type === 'number' ? row.type : /^\s*\d+\s*$/.test(row.type) ? Number(row.type) : Number.NaN;
    const mode = MODES.find((m) => m.type === type);
    if (mode && Number.isFinite(row.rate) && row.rate >= 1) done.add(mode.id);
  }
  return done;
}

/** How many of the offered games are done: `{ done, total }`. */
export function doneCount(offered: readonly Mode[], done: ReadonlySet<ModeId>): { done: number; total: number } {
  return { done: offered.filter((m) => done.has(m.id)).length, total: offered.length };
}
