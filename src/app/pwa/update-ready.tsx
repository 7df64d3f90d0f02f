import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '@/store/store';
import { usePwaStore } from './pwa-state';

/** The banner's content (its own chunk: only a page with a waiting update downloads it). */
export function UpdateReady({ onReload }: { onReload: () => void }) {
  const { t } = useTranslation('pwa');
  const text = t('update.ready');
  useEffect(() => useAppStore.getState().announce(text), [text]);
  return (
    <section aria-label={text} className="sticky top-0 z-30 border-b border-emerald-300 bg-emerald-50 print:hidden">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
        <p className="min-w-0 flex-1 basis-48 font-semibold text-emerald-950">{t('update.ready')}</p>
        <div className="flex gap-2">
          <button type="button" className="btn-primary min-h-11 px-3" onClick={onReload}>
            {t('update.reload')}
          </button>
          <button type="button" className="btn-secondary min-h-11 px-3" onClick={() => usePwaStore.setState({ dismissed: true })}>
            {t('update.later')}
          </button>
        </div>
      </div>
    </section>
  );
}
