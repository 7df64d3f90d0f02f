import type { Cell, Placement, Puzzle } from './puzzle';

/**
 * A learner's selection: a first and a last cell. It is a line when both lie on one row, one
 * column or one 45° diagonal (in any direction); the line's cells run from first to last.
 */
export function lineBetween(from: Cell, to: Cell): Cell[] | null {
  const dr = to.row - from.row;
  const dc = to.col - from.col;
  if (dr !== 0 && dc !== 0 && Math.abs(dr) !== Math.abs(dc)) return null;
  const steps = Math.max(Math.abs(dr), Math.abs(dc));
  const sr = Math.sign(dr);
  const sc = Math.sign(dc);
  return Array.from({ length: steps + 1 }, (_, i) => ({ row: from.row + sr * i, col: from.col + sc * i }));
}

const key = (cells: readonly Cell[]) =>
  cells
    .map((x) => `${x.row},${x.col}`)
    .sort()
    .join(' ');

export type SelectionResult =
  /** The cells of a hidden word (first to last letter, or last to first). */
  | { kind: 'word'; placement: Placement }
  /** A straight line that is no hidden word: a mistake. */
  | { kind: 'wrong'; cells: Cell[] }
  /** Not a straight line (or one cell): no word was proposed, nothing is counted. */
  | { kind: 'notLine' };

/** What a selection from `from` to `to` finds. */
export function matchSelection(puzzle: Puzzle, from: Cell, to: Cell): SelectionResult {
  const cells = lineBetween(from, to);
  if (!cells || cells.length < 2) return { kind: 'notLine' };
  const wanted = key(cells);
  const placement = puzzle.placements.find((p) => key(p.cells) === wanted);
  return placement ? { kind: 'word', placement } : { kind: 'wrong', cells };
}

/** The letters a line reads, first to last. */
export function lettersOf(puzzle: Puzzle, cells: readonly Cell[]): string {
  return cells.map((x) => puzzle.grid[x.row]?.[x.col] ?? '').join('');
}

/** Whether two cells (either may be missing) are the same cell. */
export function sameCell(a: Cell | null, b: Cell | null): boolean {
  return !!a && !!b && a.row === b.row && a.col === b.col;
}

/** Whether a cell lies on any of these lines. */
export function onAny(cell: Cell, lines: readonly (readonly Cell[])[]): boolean {
  return lines.some((cells) => cells.some((x) => x.row === cell.row && x.col === cell.col));
}

/**
 * Moves the keyboard position by an arrow key (or Home/End for the row's ends), staying inside the
 * grid; null for any other key.
 */
export function moveCell(cell: Cell, keyName: string, rows: number, cols: number, ctrl = false): Cell | null {
  const clamp = (n: number, max: number) => Math.min(max - 1, Math.max(0, n));
  switch (keyName) {
    case 'ArrowUp':
      return { row: clamp(cell.row - 1, rows), col: cell.col };
    case 'ArrowDown':
      return { row: clamp(cell.row + 1, rows), col: cell.col };
    case 'ArrowLeft':
      return { row: cell.row, col: clamp(cell.col - 1, cols) };
    case 'ArrowRight':
      return { row: cell.row, col: clamp(cell.col + 1, cols) };
    case 'Home':
      return ctrl ? { row: 0, col: 0 } : { row: cell.row, col: 0 };
    case 'End':
      return ctrl ? { row: rows - 1, col: cols - 1 } : { row: cell.row, col: cols - 1 };
    default:
      return null;
  }
}
