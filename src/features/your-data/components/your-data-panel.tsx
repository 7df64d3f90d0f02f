import { useEffect, useId, useMemo, useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { useHydrated } from '@/lib/hydration';
import { useAppStore } from '@/store/store';
import { calendarDay, formatDate } from '@/lib/format-date';
import { readDeviceSnapshot, writeDeviceSnapshot } from '../model/device';
import {
  buildExport,
  exportFileName,
  mergeSnapshot,
  parseExport,
  serialiseExport,
  snapshotCounts,
  type MergeSummary,
  type ParseError,
  type Snapshot,
} from '../model/transfer';

/** Far above any real progress file (a few KB); a bigger file is not one of ours. */
const MAX_FILE_BYTES = 5 * 1024 * 1024;

type ImportError = ParseError | 'read' | 'tooBig';

interface Pending {
  name: string;
  snapshot: Snapshot;
  exportedAt: string | null;
}

interface Props {
  /** Heading level of the panel's two sections (2 on its own page, 3 inside the account page). */
  level?: 2 | 3;
  /** After a successful import (the page starts the logged-in learner's progress sync). */
  onImported?: (summary: MergeSummary) => void;
}

/** Downloads text as a file: a Blob behind a temporary `<a download>`. */
function download(text: string, name: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

function SummaryList({ summary, withSettings }: { summary: MergeSummary; withSettings: boolean }) {
  const { t } = useTranslation('your-data');
  const rows: [string, number][] = [
    [t('summary.newStars'), summary.newStars],
    [t('summary.newReviews'), summary.newReviews],
    [t('summary.newPhraseReviews'), summary.newPhraseReviews],
    [t('summary.crosswords'), summary.crosswords],
  ];
  if (summary.today > 0) rows.push([t('summary.today'), summary.today]);
  if (withSettings) rows.push([t('summary.settings'), summary.settingsChanged]);
  return (
    <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1" data-testid="your-data-summary">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt>{label}</dt>
          <dd className="text-right font-semibold tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * "Your data" (issue 17): save everything this device holds as one file, and load such a file —
 * checked first, then shown as a preview of what it adds, written only on "Import". A file that
 * is not ours is refused with a message and nothing is written.
 */
export function YourDataPanel({ level = 2, onImported }: Props) {
  const { t, i18n } = useTranslation('your-data');
  const H = level === 2 ? 'h2' : 'h3';
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const results = useAppStore((s) => s.quizResults);
  const reviews = useAppStore((s) => s.reviews);
  const phraseReviews = useAppStore((s) => s.phraseReviews);
  const loggedIn = useAppStore((s) => s.token !== null);
  const [written, setWritten] = useState(0);
  const [exported, setExported] = useState<string | null>(null);
  const [error, setError] = useState<ImportError | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [withSettings, setWithSettings] = useState(false);
  const [done, setDone] = useState<{ summary: MergeSummary; withSettings: boolean; saved: boolean } | null>(null);
  const [dragging, setDragging] = useState(false);

  // The crosswords and settings are read from storage, not the store: only once hydrated, so a
  // prerendered page's first pass counts what the visitor's HTML shows (none). Re-read after the
  // store changes or an import wrote crosswords and settings.
  const hydrated = useHydrated();
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const device = useMemo(() => (hydrated ? readDeviceSnapshot() : null), [hydrated, results, reviews, phraseReviews, written]);
  const counts = snapshotCounts({ results, reviews, phraseReviews, crosswords: device?.crosswords ?? {}, settings: { gameChoices: {} }, today: device?.today });
  const preview = pending && device ? mergeSnapshot(device, pending.snapshot, { withSettings }) : null;

  const onExport = () => {
    const now = new Date();
    const name = exportFileName(now);
    download(serialiseExport(buildExport(readDeviceSnapshot(), now)), name);
    setExported(name);
  };

  const take = async (file: File | undefined) => {
    setDone(null);
    setPending(null);
    setError(null);
    setWithSettings(false);
    if (!file) return;
    if (file.size > MAX_FILE_BYTES) return setError('tooBig');
    let text: string;
    try {
      text = await file.text();
    } catch {
      return setError('read');
    }
    const parsed = parseExport(text);
    if (!parsed.ok) return setError(parsed.error);
    setPending({ name: file.name, snapshot: parsed.snapshot, exportedAt: parsed.exportedAt });
  };

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    void take(event.target.files?.[0]);
    event.target.value = '';
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void take(event.dataTransfer.files[0]);
  };

  const doneRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  const onConfirm = () => {
    if (!pending) return;
    const before = readDeviceSnapshot();
    const { next, summary } = mergeSnapshot(before, pending.snapshot, { withSettings });
    const saved = writeDeviceSnapshot(before, next);
    setDone({ summary, withSettings, saved });
    setPending(null);
    setWritten((n) => n + 1);
    onImported?.(summary);
  };

  const dateText = pending?.exportedAt && calendarDay(pending.exportedAt) ? formatDate(pending.exportedAt, i18n.language) : null;
  const settingsOffered = (preview?.summary.settingsChanged ?? 0) > 0;
  const progressNew = preview ? preview.summary.newStars + preview.summary.newReviews + preview.summary.newPhraseReviews + preview.summary.crosswords + preview.summary.today : 0;

  return (
    <div className="space-y-6">
      <section className="card" aria-labelledby={`${inputId}-export`}>
        <H id={`${inputId}-export`} className="text-xl font-bold">
          {t('export.title')}
        </H>
        <p className="mt-1 text-slate-700">{t('export.text')}</p>
        <p className="mt-3 font-semibold">{t('export.countsLabel')}</p>
        <dl className="mt-1 grid max-w-sm grid-cols-[1fr_auto] gap-x-4 gap-y-1" data-testid="your-data-counts">
          {(
            [
              [t('counts.stars'), counts.stars],
              [t('counts.reviews'), counts.reviews],
              [t('counts.phraseReviews'), counts.phraseReviews],
              [t('counts.crosswords'), counts.crosswords],
              // The /today schedule (issue 30), shown once it holds something.
              ...(counts.today > 0 ? [[t('counts.today'), counts.today] as const] : []),
            ] as const
          ).map(([label, value]) => (
            <div key={label} className="contents">
              <dt>{label}</dt>
              <dd className="text-right font-semibold tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
        <button type="button" className="btn-primary mt-4" onClick={onExport}>
          {t('export.button')}
        </button>
        {exported && (
          <div className="mt-3">
            <Alert tone="success">{t('export.done', { file: exported })}</Alert>
          </div>
        )}
      </section>

      <section className="card" aria-labelledby={`${inputId}-import`}>
        <H id={`${inputId}-import`} className="text-xl font-bold">
          {t('import.title')}
        </H>
        <p className="mt-1 text-slate-700">{t('import.text')}</p>
        <div
          className={`mt-4 rounded-lg border-2 border-dashed p-4 ${dragging ? 'border-sky-600 bg-sky-50' : 'border-slate-300'}`}
          onDragOver={(e) => {
            e.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          data-testid="your-data-drop"
        >
          <label htmlFor={inputId} className="block font-semibold">
            {t('import.file')}
          </label>
          <input ref={input} id={inputId} type="file" accept="application/json,.json" onChange={onFile} className="mt-2 block min-h-11 w-full max-w-full text-sm file:min-h-11 file:cursor-pointer" />
          <p className="mt-2 text-sm text-slate-600">{t('import.drop')}</p>
        </div>

        {error && (
          <div className="mt-4">
            <Alert tone="error">{t(`errors.${error}`)}</Alert>
          </div>
        )}

        {pending && preview && (
          <div className="mt-4 rounded-lg border border-slate-300 p-4" role="group" aria-labelledby={`${inputId}-preview`}>
            <p id={`${inputId}-preview`} className="font-semibold break-words">
              {t('preview.title', { file: pending.name })}
            </p>
            {dateText && <p className="text-sm text-slate-600">{t('preview.exportedAt', { date: dateText })}</p>}
            {progressNew === 0 && !withSettings ? (
              <p className="mt-2">{t('preview.nothingNew')}</p>
            ) : (
              <SummaryList summary={preview.summary} withSettings={withSettings} />
            )}
            {settingsOffered && (
              <label className="mt-3 flex items-start gap-2">
                <input type="checkbox" className="mt-0.5 size-6 shrink-0" checked={withSettings} onChange={(e) => setWithSettings(e.target.checked)} />
                <span>{t('preview.withSettings')}</span>
              </label>
            )}
            <p className="mt-2 text-sm text-slate-600">{t('preview.safe')}</p>
            <div className="mt-4 flex flex-wrap gap-3">
              <button type="button" className="btn-primary" onClick={onConfirm}>
                {t('preview.confirm')}
              </button>
              <button
                type="button"
                className="btn-secondary"
                onClick={() => {
                  setPending(null);
                  input.current?.focus();
                }}
              >
                {t('preview.cancel')}
              </button>
            </div>
          </div>
        )}

        {done && (
          // The Import button is gone with the preview: the focus goes to what happened (issue 25).
          <div ref={doneRef} tabIndex={-1} className="mt-4" data-testid="your-data-result">
            <Alert tone={done.saved ? 'success' : 'error'}>
              <p className="font-semibold">{done.saved ? t('done.title') : t('errors.storage')}</p>
              <SummaryList summary={done.summary} withSettings={done.withSettings} />
              {done.saved && loggedIn && <p className="mt-2">{t('done.account')}</p>}
            </Alert>
          </div>
        )}
      </section>
    </div>
  );
}
