import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { env } from '@/config/env';
import { NATIVE_NAMES, type Lang, type LocalizedText } from '@/i18n/languages';
import { useAppStore } from '@/store/store';
import { kindsFor } from '../model/kinds';
import type { Paper, SheetContent, SheetKind } from '../model/types';

export interface PrintableTopic {
  /** File name stem, e.g. "words-food01". */
  key: string;
  title: LocalizedText;
  level: string;
  load: () => Promise<SheetContent>;
}

/** A topic's "Print a worksheet" button and its dialog (issue 29). */
export function PrintWorksheet({ topic, className = 'btn-secondary' }: { topic: PrintableTopic; className?: string }) {
  const { t } = useTranslation('worksheets');
  const lang = useAppStore((s) => s.curLang);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button ref={button} type="button" className={className} onClick={() => setOpen(true)} aria-haspopup="dialog">
        {t('print.open')}
        <span className="sr-only">{`: ${topic.title[lang]}`}</span>
      </button>
      {open && (
        <PrintDialog
          topic={topic}
          lang={lang}
          onClose={() => {
            setOpen(false);
            button.current?.focus();
          }}
        />
      )}
    </>
  );
}

type Status = { state: 'loading' } | { state: 'ready' } | { state: 'making' } | { state: 'done'; file: string } | { state: 'failed' };

function fileName(key: string, kind: SheetKind, seed: number) {
  return `${key.replace(/[^A-Za-z0-9-]+/g, '-')}-${kind.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}-${seed}.pdf`;
}

function PrintDialog({ topic, lang, onClose }: { topic: PrintableTopic; lang: Lang; onClose: () => void }) {
  const { t } = useTranslation('worksheets');
  const id = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [content, setContent] = useState<SheetContent | null>(null);
  const [status, setStatus] = useState<Status>({ state: 'loading' });
  const [kind, setKind] = useState<SheetKind | null>(null);
  const [paper, setPaper] = useState<Paper>('a4');
  const [sheetLang, setSheetLang] = useState<Lang>(lang);
  const [withKey, setWithKey] = useState(true);
  const [seed, setSeed] = useState(1);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  // The content is loaded once, when the dialog opens (the page may pass a new topic object on every render).
  const [load] = useState(() => topic.load);
  useEffect(() => {
    let live = true;
    load().then(
      (loaded) => {
        if (!live) return;
        setContent(loaded);
        setKind(kindsFor(loaded)[0] ?? null);
        setStatus({ state: 'ready' });
      },
      () => live && setStatus({ state: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [load]);

  const close = () => {
    dialogRef.current?.close();
    onClose();
  };

  const make = async () => {
    if (!content || !kind) return;
    setStatus({ state: 'making' });
    try {
      const { makeWorksheet } = await import('../pdf/print');
      const { pdf, ms } = await makeWorksheet(content, { topic: topic.title[sheetLang], level: topic.level }, { kind, seed, lang: sheetLang, withKey, paper }, env.siteName);
      const file = fileName(topic.key, kind, seed);
      const url = URL.createObjectURL(new Blob([pdf as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }));
      const a = document.createElement('a');
      a.href = url;
      a.download = file;
      a.dataset.ms = String(Math.round(ms));
      document.body.append(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
      setStatus({ state: 'done', file });
    } catch {
      setStatus({ state: 'failed' });
    }
  };

  const kinds = content ? kindsFor(content) : [];
  const langs: Lang[] = lang === 'de' ? ['de'] : [lang, 'de'];
  const busy = status.state === 'loading' || status.state === 'making';

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={`${id}-title`}
      className="consent-dialog max-h-[calc(100dvh-2rem)] overflow-y-auto"
      onCancel={(e) => {
        e.preventDefault();
        close();
      }}
    >
      <div className="flex items-start justify-between gap-3">
        <h2 id={`${id}-title`} className="text-xl font-bold">
          {t('print.title', { topic: topic.title[lang] })}
        </h2>
        <button type="button" className="btn-secondary shrink-0 px-3 py-1.5 text-sm" onClick={close}>
          {t('print.close')}
        </button>
      </div>
      {kinds.length > 0 && kind && (
        <form
          className="mt-4 space-y-4"
          onSubmit={(e) => {
            e.preventDefault();
            void make();
          }}
        >
          <fieldset>
            <legend className="font-semibold">{t('print.kind')}</legend>
            <div className="mt-2 flex flex-wrap gap-4">
              {kinds.map((k) => (
                <label key={k} className="flex items-center gap-2">
                  <input type="radio" name={`${id}-kind`} value={k} checked={kind === k} onChange={() => setKind(k)} className="size-4 accent-brand-700" />
                  {t(`kinds.${k}`)}
                </label>
              ))}
            </div>
          </fieldset>
          <fieldset>
            <legend className="font-semibold">{t('print.paper')}</legend>
            <div className="mt-2 flex flex-wrap gap-4">
              {(['a4', 'letter'] as const).map((p) => (
                <label key={p} className="flex items-center gap-2">
                  <input type="radio" name={`${id}-paper`} value={p} checked={paper === p} onChange={() => setPaper(p)} className="size-4 accent-brand-700" />
                  {t(`print.${p}`)}
                </label>
              ))}
            </div>
          </fieldset>
          {langs.length > 1 && (
            <fieldset>
              <legend className="font-semibold">{t('print.language')}</legend>
              <div className="mt-2 flex flex-wrap gap-4">
                {langs.map((l) => (
                  <label key={l} className="flex items-center gap-2">
                    <input type="radio" name={`${id}-lang`} value={l} checked={sheetLang === l} onChange={() => setSheetLang(l)} className="size-4 accent-brand-700" />
                    <span lang={l === 'ua' ? 'uk' : l}>{NATIVE_NAMES[l]}</span>
                  </label>
                ))}
              </div>
            </fieldset>
          )}
          <label className="flex items-center gap-2">
            <input type="checkbox" checked={withKey} onChange={(e) => setWithKey(e.target.checked)} className="size-4 accent-brand-700" />
            {t('print.withKey')}
          </label>
          <div className="flex flex-wrap items-center gap-3">
            <button type="button" className="btn-secondary" onClick={() => setSeed((s) => s + 1)} disabled={busy}>
              {t('print.another')}
            </button>
            <span className="text-slate-700">{t('print.version', { n: seed })}</span>
          </div>
          <button type="submit" className="btn-primary w-full" disabled={busy}>
            {t('print.download')}
          </button>
        </form>
      )}
      <p role="status" className="mt-3 text-slate-700">
        {status.state === 'loading' && t('print.loading')}
        {status.state === 'making' && t('print.making')}
        {status.state === 'done' && t('print.done', { file: status.file })}
        {status.state === 'ready' && kinds.length === 0 && t('print.nothing')}
      </p>
      {status.state === 'failed' && (
        <p role="alert" className="mt-2 font-medium text-red-800">
          {t('print.failed')}
        </p>
      )}
    </dialog>
  );
}
