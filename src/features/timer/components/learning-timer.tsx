import { useEffect, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '@/components/ui/app-link';
import { playSound } from '@/lib/sounds';
import { finishesOnTick, formatTime, initialTimer, timerReducer } from '../model/countdown';

export interface TimerLink {
  label: 'words' | 'grammar' | 'phrasebook';
  to: string;
}

/**
 * The floating learning timer (spec 001 §2, §4): 20 minutes with Start, Pause and Reset, links to
 * the areas each recommended for 20 minutes; a sound at zero, then it resets. Collapsed to a small
 * button by default. On a phone (below `sm`) the collapsed button is a tab at the right edge of
 * the screen, 30 px wide: it covers only the page's 16 px padding and a card's edge, never a card's
 * content, where a game's right-hand column sat under the round button before (issue 25 item 11);
 * a running timer marks the tab with a dot (its time shows in the panel).
 */
export function LearningTimer({ links }: { links: readonly TimerLink[] }) {
  const { t, ready } = useTranslation('timer');
  const [open, setOpen] = useState(false);
  const [state, dispatch] = useReducer(timerReducer, initialTimer);
  const [finished, setFinished] = useState(false);

  useEffect(() => {
    if (!state.running) return;
    const id = window.setInterval(() => {
      dispatch('tick');
    }, 1000);
    return () => window.clearInterval(id);
  }, [state.running]);

  useEffect(() => {
    if (finishesOnTick(state)) {
      const id = window.setTimeout(() => {
        playSound('success');
        setFinished(true);
      }, 1000);
      return () => window.clearTimeout(id);
    }
  }, [state]);

  if (!ready) return null;

  return (
    <div className="fixed right-0 bottom-16 z-30 flex flex-col items-end gap-2 sm:right-3 sm:bottom-3 print:hidden">
      {open && (
        <section aria-labelledby="timer-title" className="mr-2 w-72 max-w-[calc(100vw-1rem)] rounded-xl border border-slate-200 bg-white p-4 shadow-xl sm:mr-0">
          <h2 id="timer-title" className="font-bold">
            {t('title')}
          </h2>
          <p className="mt-2 text-center font-mono text-4xl" role="timer" aria-label={t('remaining')}>
            {formatTime(state.left)}
          </p>
          {finished && (
            <p role="status" className="mt-1 text-center text-sm font-semibold text-emerald-800">
              {t('done')}
            </p>
          )}
          <div className="mt-3 flex justify-center gap-2">
            {state.running ? (
              <button type="button" className="btn-secondary px-3 py-1.5" onClick={() => dispatch('pause')}>
                {t('pause')}
              </button>
            ) : (
              <button
                type="button"
                className="btn-primary px-3 py-1.5"
                onClick={() => {
                  setFinished(false);
                  dispatch('start');
                }}
              >
                {t('start')}
              </button>
            )}
            <button type="button" className="btn-secondary px-3 py-1.5" onClick={() => dispatch('reset')}>
              {t('reset')}
            </button>
          </div>
          {links.length > 0 && (
            <>
              <p className="mt-3 text-sm text-slate-700">{t('recommend')}</p>
              <ul className="mt-1 space-y-1 text-sm">
                {links.map((link) => (
                  <li key={link.to} className="flex justify-between">
                    <AppLink to={link.to} className="text-link">
                      {t(link.label)}
                    </AppLink>
                    <span className="text-slate-600">{t('minutes')}</span>
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>
      )}
      <button
        type="button"
        aria-expanded={open}
        aria-label={open ? t('close') : t('open')}
        onClick={() => setOpen((o) => !o)}
        className="relative flex items-center gap-2 rounded-l-full bg-brand-700 py-3 pr-1 pl-1.5 font-semibold text-white shadow-lg hover:bg-brand-800 sm:rounded-full sm:px-4 sm:py-2.5"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5">
          <circle cx="12" cy="13" r="8" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M12 9v4l3 2M9 2h6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        {state.running && <span aria-hidden="true" className="absolute top-1.5 left-1 size-2 rounded-full bg-amber-300 sm:hidden" />}
        <span className={state.running ? 'sr-only font-mono sm:not-sr-only' : 'sr-only'}>{state.running ? formatTime(state.left) : t('open')}</span>
      </button>
    </div>
  );
}
