import { useTranslation } from 'react-i18next';
import { useAppStore } from '@/store/store';

/**
 * Says that the device refused to save progress (storage full), at start-up or when a star is
 * saved later. It stays in view at the top of the page until the learner closes it, and comes
 * back if another save fails.
 */
export function StorageNotice() {
  const { t } = useTranslation();
  const storageFull = useAppStore((s) => s.storageFull);
  const dismiss = useAppStore((s) => s.dismissStorageFull);
  if (!storageFull) return null;
  return (
    <div role="alert" className="sticky top-0 z-30 border-b border-amber-300 bg-amber-50 print:hidden">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
        <p className="min-w-0 flex-1 basis-64 text-amber-950">{t('storageFull.message')}</p>
        <button type="button" className="btn-secondary min-h-11" onClick={dismiss}>
          {t('storageFull.close')}
        </button>
      </div>
    </div>
  );
}
