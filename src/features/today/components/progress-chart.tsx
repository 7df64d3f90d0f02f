import { useTranslation } from 'react-i18next';
import type { StarCell } from '../model/progress';

const ROW = 42;
const BAR = 280;

/**
 * Stars earned of stars possible per level and area, as bars (SVG) a learner reads at a glance;
 * the same numbers as a table for screen readers (the drawing is hidden from them).
 */
export function ProgressChart({ cells }: { cells: readonly StarCell[] }) {
  const { t } = useTranslation('today');
  const label = (c: StarCell) => `${c.level ? c.level.toUpperCase() : t('progress.allLevels')} · ${t(`next.${c.area}`)}`;
  const height = cells.length * ROW;
  return (
    <figure className="mt-4">
      <svg viewBox={`0 0 360 ${height}`} className="w-full max-w-md" aria-hidden="true" focusable="false" data-testid="today-chart">
        {cells.map((c, i) => {
          const y = i * ROW;
          const filled = c.total > 0 ? Math.round((BAR * c.earned) / c.total) : 0;
          return (
            <g key={`${c.level}-${c.area}`}>
              <text x={0} y={y + 14} fontSize={14} fill="currentColor">
                {label(c)}
              </text>
              <rect x={0} y={y + 20} width={BAR} height={14} rx={4} className="fill-brand-100" />
              <rect x={0} y={y + 20} width={filled} height={14} rx={4} fill="currentColor" className="text-brand-700" />
              <text x={BAR + 8} y={y + 32} fontSize={13} fill="currentColor">
                {`${c.earned}/${c.total}`}
              </text>
            </g>
          );
        })}
      </svg>
      {/* A table ignores the 1 px width of sr-only: the box around it keeps it off the layout. */}
      <div className="sr-only">
        <table>
          <caption>{t('progress.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('progress.level')}</th>
              <th scope="col">{t('progress.area')}</th>
              <th scope="col">{t('progress.stars')}</th>
            </tr>
          </thead>
          <tbody>
            {cells.map((c) => (
              <tr key={`${c.level}-${c.area}`}>
                <th scope="row">{c.level ? c.level.toUpperCase() : t('progress.allLevels')}</th>
                <td>{t(`next.${c.area}`)}</td>
                <td>{t('progress.of', { earned: c.earned, total: c.total })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
