import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadAll, type DownloadProgress, type OfflineJob } from './download';
import { usePwaStore } from './pwa-state';

type Phase = { name: 'idle' } | { name: 'running'; progress: DownloadProgress } | { name: 'done' } | { name: 'failed'; progress: DownloadProgress };

/** What the panel offers: a level (word levels, grammar hubs) or a whole area (issue 25). */
export type OfflineArea = 'level' | 'phrasebook' | 'games' | 'articles';

/**
 * "Make this level available offline" (issue 17) on the word level pages and the grammar hubs,
 * and "Make the phrasebook / the games / the articles available offline" on their hubs (issue 25):
 * loads every part through the service worker (which caches it), with a progress bar, then says
 * so. Shown only while a service worker controls the page (without one, nothing would be kept).
 */
type Jobs = () => OfflineJob[] | Promise<OfflineJob[]>;

export function OfflineLevel({ jobs, area = 'level' }: { jobs: Jobs; area?: OfflineArea }) {
  const controlled = usePwaStore((s) => s.controlled);
  return controlled ? <OfflineLevelPanel jobs={jobs} area={area} /> : null;
}

function OfflineLevelPanel({ jobs, area }: { jobs: Jobs; area: OfflineArea }) {
  const { t, ready } = useTranslation('pwa');
  const [phase, setPhase] = useState<Phase>({ name: 'idle' });
  const progressId = useId();
  if (!ready) return null;

  const start = () => {
    setPhase({ name: 'running', progress: { done: 0, failed: 0, total: 0 } });
    // An area's list of jobs is its own chunk, loaded now; if even that fails, the download failed.
    void Promise.resolve()
      .then(jobs)
      .then((list) => downloadAll(list, (progress) => setPhase({ name: 'running', progress })))
      .catch(() => ({ done: 0, failed: 1, total: 1 }))
      .then((result) => setPhase(result.failed > 0 ? { name: 'failed', progress: result } : { name: 'done' }));
  };

  return (
    <section className="mt-6 max-w-3xl rounded-xl border border-slate-200 bg-slate-50 p-4 print:hidden" aria-label={t(`${area}.button`)}>
      {phase.name === 'idle' && (
        <>
          <p className="text-slate-700">{t(`${area}.intro`)}</p>
          <button type="button" className="btn-secondary mt-3 min-h-11" onClick={start}>
            {t(`${area}.button`)}
          </button>
        </>
      )}
      {phase.name === 'running' && (
        <div className="flex flex-col gap-2">
          <label htmlFor={progressId} className="text-slate-800">
            {t('level.progress', { done: phase.progress.done + phase.progress.failed, total: phase.progress.total })}
          </label>
          <progress id={progressId} className="h-3 w-full accent-emerald-700" max={Math.max(1, phase.progress.total)} value={phase.progress.done + phase.progress.failed} />
        </div>
      )}
      <div role="status">
        {phase.name === 'done' && <p className="font-semibold text-emerald-900">{t(`${area}.done`)}</p>}
        {phase.name === 'failed' && <p className="text-red-800">{t('level.failed', { failed: phase.progress.failed, total: phase.progress.total })}</p>}
      </div>
      {phase.name === 'failed' && (
        <button type="button" className="btn-secondary mt-3 min-h-11" onClick={start}>
          {t('level.retry')}
        </button>
      )}
    </section>
  );
}
