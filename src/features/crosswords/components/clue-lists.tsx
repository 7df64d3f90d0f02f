import { useTranslation } from 'react-i18next';
import type { Grid } from '../model/grid';
import type { Cursor } from '../model/play';

/**
 * The clues across and down beside the grid: the current word's clue marked, the crossing word's
 * tinted; a click moves the cursor to the word's first cell (the clues are no tab stops: Tab moves
 * from clue to clue in the grid).
 */
export function ClueLists({ grid, wordIndex, crossing, onCursor }: { grid: Grid; wordIndex: number; crossing: number | null; onCursor: (cursor: Cursor) => void }) {
  const { t } = useTranslation('crosswords');
  return (
    <div className="grid min-w-0 flex-1 gap-6 sm:grid-cols-2">
      {(['across', 'down'] as const).map((d) => (
        <section key={d} aria-labelledby={`cw-${d}`}>
          <h2 id={`cw-${d}`} className="text-xl font-bold">
            {d === 'across' ? t('game.across') : t('game.down')}
          </h2>
          <ol className="mt-2 space-y-1">
            {grid.words.map((w, i) =>
              w.direction === d ? (
                <li key={w.id}>
                  <button
                    type="button"
                    tabIndex={-1}
                    aria-current={i === wordIndex ? 'true' : undefined}
                    className={`w-full rounded-md px-2 py-1 text-left ${i === wordIndex ? 'bg-amber-200 font-semibold' : i === crossing ? 'bg-amber-50' : 'hover:bg-slate-100'}`}
                    onClick={() => onCursor({ cell: w.cells[0] ?? 0, direction: w.direction })}
                  >
                    <span className="font-semibold">{w.number}.</span> <span lang="de">{w.clue}</span> <span className="text-slate-600">({w.cells.length})</span>
                  </button>
                </li>
              ) : null,
            )}
          </ol>
        </section>
      ))}
    </div>
  );
}
