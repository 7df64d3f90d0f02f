import { useTranslation } from 'react-i18next';
import type { Scope } from '../model/play';

const TOOL = 'btn-secondary px-3 py-1.5 text-sm';

/**
 * Check and reveal (letter and word only in the grid view, where there is a cursor), clear all,
 * print, and the last tool's result.
 */
export function CrosswordControls({ gridView, status, onTool, onClear }: { gridView: boolean; status: string; onTool: (type: 'check' | 'reveal', scope: Scope) => void; onClear: () => void }) {
  const { t } = useTranslation('crosswords');
  return (
    <>
      <div className="mt-4 flex flex-wrap gap-2">
        {gridView && (
          <>
            <button type="button" className={TOOL} onClick={() => onTool('check', 'letter')}>
              {t('game.checkLetter')}
            </button>
            <button type="button" className={TOOL} onClick={() => onTool('check', 'word')}>
              {t('game.checkWord')}
            </button>
          </>
        )}
        <button type="button" className={TOOL} onClick={() => onTool('check', 'grid')}>
          {t('game.checkGrid')}
        </button>
      </div>
      <div className="mt-2 flex flex-wrap gap-2">
        {gridView && (
          <>
            <button type="button" className={TOOL} onClick={() => onTool('reveal', 'letter')}>
              {t('game.revealLetter')}
            </button>
            <button type="button" className={TOOL} onClick={() => onTool('reveal', 'word')}>
              {t('game.revealWord')}
            </button>
          </>
        )}
        <button type="button" className={TOOL} onClick={onClear}>
          {t('game.clearAll')}
        </button>
        <button type="button" className={TOOL} onClick={() => window.print()}>
          {t('game.print')}
        </button>
      </div>
      <p className="mt-3 min-h-6 font-medium text-slate-800">{status}</p>
    </>
  );
}
