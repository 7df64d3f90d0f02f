import type { KeyboardEvent, PointerEvent, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { Cell, Puzzle } from './model/puzzle';
import { onAny, sameCell } from './model/selection';

export interface GridLines {
  /** The words found (a solid frame). */
  found: readonly (readonly Cell[])[];
  /** After giving up, the words not found (dashed). */
  missed: readonly (readonly Cell[])[];
  /** The last selection that was no word (dotted). */
  wrong: readonly Cell[] | null;
}

interface WordGridProps {
  puzzle: Puzzle;
  lines: GridLines;
  /** The first letter chosen, and the line it would make to the cell pointed at. */
  anchor: Cell | null;
  preview: readonly Cell[];
  /** The keyboard position (the one cell in the tab order). */
  focus: Cell;
  /** The cells by "row,col", for moving the focus. */
  cells: RefObject<Map<string, HTMLDivElement>>;
  onKeyDown: (event: KeyboardEvent) => void;
  onPointerDown: (event: PointerEvent) => void;
  onPointerMove: (event: PointerEvent) => void;
  onPointerUp: (event: PointerEvent) => void;
  onPointerCancel: () => void;
}

/**
 * The letter grid (an ARIA grid: one cell in the tab order, moved by the arrow keys) under the
 * frames of the found, missed and wrong lines. The word search handles the keys and the pointer.
 */
export function WordGrid({ puzzle, lines, anchor, preview, focus, cells, onKeyDown, onPointerDown, onPointerMove, onPointerUp, onPointerCancel }: WordGridProps) {
  const { t } = useTranslation('game-words-puzzle');
  return (
    <div className="relative w-full rounded-lg border border-slate-300 bg-white">
      <svg aria-hidden="true" className="pointer-events-none absolute inset-0 size-full" viewBox={`0 0 ${puzzle.cols} ${puzzle.rows}`} preserveAspectRatio="none">
        {lines.found.map((line, i) => (
          <Capsule key={`f${i}`} cells={line} className="fill-emerald-100 stroke-emerald-700" />
        ))}
        {lines.missed.map((line, i) => (
          <Capsule key={`m${i}`} cells={line} className="fill-amber-100/70 stroke-amber-700" dash="6 4" />
        ))}
        {lines.wrong && <Capsule cells={lines.wrong} className="fill-red-50 stroke-red-700" dash="2 3" />}
      </svg>
      <div
        role="grid"
        aria-label={t('gridLabel', { rows: puzzle.rows, cols: puzzle.cols })}
        aria-describedby="words-puzzle-help"
        className="relative flex w-full touch-none flex-col select-none"
      >
        {puzzle.grid.map((line, row) => (
          <div role="row" key={row} className="grid" style={{ gridTemplateColumns: `repeat(${puzzle.cols}, minmax(1.5rem, 1fr))` }}>
            {line.map((letter, col) => {
              const cell = { row, col };
              const isFound = onAny(cell, lines.found);
              const isMissed = !isFound && onAny(cell, lines.missed);
              const isAnchor = sameCell(anchor, cell);
              const inPreview = !isAnchor && onAny(cell, [preview]);
              const state = isFound ? `, ${t('stateFound')}` : isMissed ? `, ${t('stateMissed')}` : '';
              return (
                <div
                  key={col}
                  ref={(el) => {
                    if (el) cells.current.set(`${row},${col}`, el);
                    else cells.current.delete(`${row},${col}`);
                  }}
                  role="gridcell"
                  data-row={row}
                  data-col={col}
                  tabIndex={sameCell(focus, cell) ? 0 : -1}
                  aria-selected={isAnchor}
                  aria-label={t('cell', { letter, row: row + 1, col: col + 1 }) + state}
                  onKeyDown={onKeyDown}
                  onPointerDown={onPointerDown}
                  onPointerMove={onPointerMove}
                  onPointerUp={onPointerUp}
                  onPointerCancel={onPointerCancel}
                  className={`relative flex aspect-square cursor-pointer items-center justify-center rounded-md border-2 text-base font-semibold sm:text-xl focus-visible:z-10 ${
                    isAnchor ? 'border-brand-800 bg-brand-700 text-white' : inPreview ? 'border-brand-600 bg-brand-100' : 'border-transparent'
                  } ${isFound ? 'text-emerald-950' : isMissed ? 'text-amber-950' : ''}`}
                >
                  <span aria-hidden="true" lang="de">
                    {letter}
                  </span>
                </div>
              );
            })}
          </div>
        ))}
      </div>
    </div>
  );
}

/**
 * The frame around a word in the grid (found: solid; missed: dashed; a wrong line: dotted), a
 * rounded bar from the first letter's centre to the last's, in cell units. The shape marks it,
 * not only its colour.
 */
function Capsule({ cells, className, dash }: { cells: readonly Cell[]; className: string; dash?: string }) {
  const first = cells[0];
  const last = cells[cells.length - 1];
  if (!first || !last) return null;
  const dx = last.col - first.col;
  const dy = last.row - first.row;
  const length = Math.hypot(dx, dy);
  const angle = (Math.atan2(dy, dx) * 180) / Math.PI;
  const r = 0.42;
  return (
    <rect
      x={-r}
      y={-r}
      width={length + 2 * r}
      height={2 * r}
      rx={r}
      transform={`translate(${first.col + 0.5} ${first.row + 0.5}) rotate(${angle})`}
      className={className}
      strokeWidth={2}
      strokeDasharray={dash}
      vectorEffect="non-scaling-stroke"
    />
  );
}
