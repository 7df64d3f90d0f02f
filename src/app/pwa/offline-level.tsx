import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadAll, type DownloadProgress, type OfflineJob } from './download';
import { usePwaStore } from './pwa-state';

type Phase = { name: 'idle' } | { name: 'running'; progress: DownloadProgress } | { name: 'done' } | { name: 'failed'; progress: DownloadProgress };

/**
 * "Make this level available offline" (issue 17) on the word level pages and the grammar hubs:
 * loads every topic of the level through the service worker (which caches it), with a progress
 * bar, then says so. Shown only while a service worker controls the page (without one, nothing
 * would be kept).
 */
export function OfflineLevel({ jobs }: { jobs: () => OfflineJob[] }) {
  const controlled = usePwaStore((s) => s.controlled);
  return controlled ? <OfflineLevelPanel jobs={jobs} /> : null;
}

function OfflineLevelPanel({ jobs }: { jobs: () => OfflineJob[] }) {
  const { t, ready } = useTranslation('pwa');
  const [phase, setPhase] = useState<Phase>({ name: 'idle' });
  const progressId = useId();
  if (!ready) return null;

  const start = () => {
    setPhase({ name: 'running', progress: { done: 0, failed: 0, total: 0 } });
    void downloadAll(jobs(), (progress) => setPhase({ name: 'running', progress })).then((result) =>
      setPhase(result.failed > 0 ? { name: 'failed', progress: result } : { name: 'done' }),
    );
  };

  return (
    <section className="mt-6 max-w-3xl rounded-xl border border-slate-200 bg-slate-50 p-4 print:hidden" aria-label={t('level.button')}>
      {phase.name === 'idle' && (
        <>
          <p className="text-slate-700">{t('level.intro')}</p>
          <button type="button" className="btn-secondary mt-3 min-h-11" onClick={start}>
            {t('level.button')}
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
        {phase.name === 'done' && <p className="font-semibold text-emerald-900">{t('level.done')}</p>}
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
