import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Tutor } from '@/api/schemas';
import type { Lang } from '@/i18n/languages';
import { RequestForm } from './request-form';

/**
 * The contact form of one tutor in a modal <dialog>: focus goes into it on opening, Escape and
 * "Close" shut it, and the caller puts focus back on the button that opened it.
 */
export function ContactDialog({ tutor, lang, onClose }: { tutor: Tutor; lang: Lang; onClose: () => void }) {
  const { t } = useTranslation('tutors');
  const dialogRef = useRef<HTMLDialogElement>(null);
  const confirmation = useRef<HTMLParagraphElement>(null);
  const [sent, setSent] = useState(false);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  useEffect(() => {
    if (sent) confirmation.current?.focus();
  }, [sent]);

  const close = () => {
    dialogRef.current?.close();
    onClose();
  };

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby="tutor-request-title"
      className="consent-dialog max-h-[calc(100dvh-2rem)] overflow-y-auto"
      onCancel={(e) => {
        e.preventDefault();
        close();
      }}
    >
      <div className="flex items-start justify-between gap-3">
        <h2 id="tutor-request-title" className="text-xl font-bold">
          {t('form.title', { name: tutor.name })}
        </h2>
        <button type="button" className="btn-secondary shrink-0 px-3 py-1.5 text-sm" onClick={close}>
          {t('form.close')}
        </button>
      </div>
      {sent ? (
        <div className="mt-4 space-y-4">
          <p ref={confirmation} tabIndex={-1} role="status" className="rounded-lg border border-emerald-300 bg-emerald-50 px-4 py-3 font-medium text-emerald-900">
            {t('form.sent', { name: tutor.name })}
          </p>
          <button type="button" className="btn-primary w-full" onClick={close}>
            {t('form.close')}
          </button>
        </div>
      ) : (
        <>
          <p className="mt-2 text-slate-700">{t('form.intro', { name: tutor.name })}</p>
          <RequestForm tutor={tutor} lang={lang} onSent={() => setSent(true)} />
        </>
      )}
    </dialog>
  );
}
