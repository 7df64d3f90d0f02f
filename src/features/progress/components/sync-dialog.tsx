import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { offlineMessage } from '@/api/offline-message';
import { useAppStore } from '@/store/store';
import { pushResultsByGroup, replaceLocalWithServer, type PushProgress } from '@/store/sync/progress-sync';
import type { QuizResults } from '@/store/results-model';

type Phase = 'ask' | 'confirm-local' | 'pushing' | 'failed' | 'done';

interface Props {
  /** How many local results the server lacks. */
  count: number;
  /** The server's results, for "replace the data on this device". */
  server: QuizResults;
  onClose: () => void;
}

/**
 * "Data Sync Required" (spec 000 §4): states how many results need syncing; "replace the data
 * on the server" sends every group entry by entry with a progress bar and an "Updating" line;
 * "replace the data on this device" takes the server's after a confirmation (DECISIONS.md).
 */
export function SyncDialog({ count, server, onClose }: Props) {
  const { t } = useTranslation('sync');
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [phase, setPhase] = useState<Phase>('ask');
  const [progress, setProgress] = useState<PushProgress>({ group: '', percent: 0 });
  /** Without a connection the failure says so; otherwise the spec's 'Error during sync. Please try again.' */
  const [offline, setOffline] = useState<string | null>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  const close = () => {
    dialogRef.current?.close();
    onClose();
  };

  const replaceServer = async () => {
    setPhase('pushing');
    setProgress({ group: '', percent: 0 });
    try {
      const outcome = await pushResultsByGroup(useAppStore.getState().quizResults, setProgress, { replace: true });
      if (outcome === 'no-token') return close();
      setPhase('done');
    } catch (error) {
      setOffline(offlineMessage(error));
      setPhase('failed');
    }
  };

  const replaceLocal = () => {
    replaceLocalWithServer(server);
    setPhase('done');
  };

  const busy = phase === 'pushing';

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby="sync-title"
      className="consent-dialog"
      onCancel={(e) => {
        e.preventDefault();
        if (!busy) close();
      }}
    >
      <h2 id="sync-title" className="text-lg font-bold">
        {t('title')}
      </h2>
      <p className="mt-2 text-slate-700">{t('body', { count })}</p>

      {(busy || phase === 'failed' || phase === 'done') && (
        <div className="mt-4">
          <div className="flex items-center gap-3">
            <div
              role="progressbar"
              aria-label={t('progressLabel')}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={progress.percent}
              className="h-3 flex-1 overflow-hidden rounded-full bg-slate-200"
            >
              <div className="h-full bg-brand-600 transition-[width]" style={{ width: `${progress.percent}%` }} />
            </div>
            <span className="w-12 text-right font-mono text-sm">{progress.percent}%</span>
          </div>
          <p className="mt-2 min-h-6 text-sm text-slate-700" aria-live="polite">
            {progress.group ? t('updating', { group: progress.group }) : ''}
          </p>
        </div>
      )}

      {phase === 'failed' && (
        <p role="alert" className="mt-2 font-medium text-red-700">
          {offline ?? t('error')}
        </p>
      )}
      {phase === 'done' && (
        <p role="status" className="mt-2 font-medium text-emerald-800">
          {t('done')}
        </p>
      )}

      {phase === 'confirm-local' ? (
        <div className="mt-4 space-y-3">
          <p className="font-medium">{t('confirmReplaceLocal')}</p>
          <div className="flex flex-wrap gap-2">
            <button type="button" className="btn-primary" onClick={replaceLocal}>
              {t('replaceLocal')}
            </button>
            <button type="button" className="btn-secondary" onClick={() => setPhase('ask')}>
              {t('later')}
            </button>
          </div>
        </div>
      ) : phase === 'done' ? (
        <div className="mt-4">
          <button type="button" className="btn-primary" onClick={close}>
            {t('ok')}
          </button>
        </div>
      ) : (
        <div className="mt-4 flex flex-wrap gap-2">
          <button type="button" className="btn-primary" disabled={busy} onClick={() => void replaceServer()}>
            {t('replaceServer')}
          </button>
          <button type="button" className="btn-secondary" disabled={busy} onClick={() => setPhase('confirm-local')}>
            {t('replaceLocal')}
          </button>
          <button type="button" className="btn-secondary" disabled={busy} onClick={close}>
            {t('later')}
          </button>
        </div>
      )}
    </dialog>
  );
}
