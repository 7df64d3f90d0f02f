import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readRaw, removeKey, STORAGE_KEYS, writeRaw } from '@/lib/storage';
import { formatTime } from '../model/issue';

const TIMER_HIDDEN_KEY = STORAGE_KEYS.crosswordTimerHidden;

export type PlayerView = 'grid' | 'list';

/** The view switch (grid or list of fields), the clock with its remembered hide button, and the letters filled. */
export function CrosswordStatusBar({ view, onView, seconds, filled, total }: { view: PlayerView; onView: (view: PlayerView) => void; seconds: number; filled: number; total: number }) {
  const { t } = useTranslation('crosswords');
  const [timerHidden, setTimerHidden] = useState(() => readRaw(TIMER_HIDDEN_KEY) === 'true');
  return (
    <div className="mt-4 flex flex-wrap items-center gap-x-6 gap-y-3">
      <fieldset className="flex flex-wrap items-center gap-2">
        <legend className="sr-only">{t('game.view')}</legend>
        <span aria-hidden="true" className="font-semibold">
          {t('game.view')}:
        </span>
        {(['grid', 'list'] as const).map((v) => (
          <button key={v} type="button" aria-pressed={view === v} className={view === v ? 'btn-primary py-1.5' : 'btn-secondary py-1.5'} onClick={() => onView(v)}>
            {v === 'grid' ? t('game.viewGrid') : t('game.viewList')}
          </button>
        ))}
      </fieldset>
      <p className="flex items-center gap-2">
        {!timerHidden && (
          <span>
            {t('game.time')}: <span role="timer" className="font-mono tabular-nums">{formatTime(seconds)}</span>
          </span>
        )}
        <button
          type="button"
          className="btn-secondary px-3 py-1.5 text-sm"
          onClick={() => {
            const hidden = !timerHidden;
            setTimerHidden(hidden);
            if (hidden) writeRaw(TIMER_HIDDEN_KEY, 'true');
            else removeKey(TIMER_HIDDEN_KEY);
          }}
        >
          {timerHidden ? t('game.showTimer') : t('game.hideTimer')}
        </button>
      </p>
      <p className="text-slate-700">{t('game.filled', { filled, total })}</p>
    </div>
  );
}
