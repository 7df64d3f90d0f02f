import { useTranslation } from 'react-i18next';
import type { Grid } from '../model/grid';

/**
 * What the printer gets (CSS @media print, crossword.css): the title, the empty grid with its
 * numbers and both clue lists, sized to fit one A4 page. Not shown on screen.
 */
export function PrintSheet({ grid, title, date }: { grid: Grid; title: string; date: string }) {
  const { t } = useTranslation('crosswords');
  const rows = Array.from({ length: grid.height }, (_, r) => grid.cells.slice(r * grid.width, (r + 1) * grid.width));
  return (
    <div className="cw-print-sheet hidden print:block" data-testid="print-sheet">
      <p className="cw-print-title" lang="de">
        {t('game.printTitle', { title, date })}
      </p>
      <table className="cw-print-grid" style={{ '--cw-cols': grid.width } as React.CSSProperties}>
        <tbody>
          {rows.map((row, r) => (
            <tr key={r}>
              {row.map((cell) => (
                <td key={cell.index} className={cell.solution === null ? 'cw-print-block' : undefined}>
                  {cell.number ?? ''}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <div className="cw-print-clues">
        {(['across', 'down'] as const).map((d) => (
          <div key={d}>
            <p className="cw-print-heading">{d === 'across' ? t('game.across') : t('game.down')}</p>
            <ol>
              {grid.words
                .filter((w) => w.direction === d)
                .map((w) => (
                  <li key={w.id} lang="de">
                    <b>{w.number}.</b> {w.clue} ({w.cells.length})
                  </li>
                ))}
            </ol>
          </div>
        ))}
      </div>
    </div>
  );
}
