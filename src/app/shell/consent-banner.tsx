import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '@/components/ui/app-link';
import { paths } from '@/config/paths';
import { useHydrated } from '@/lib/hydration';
import { CONSENT_GIVEN } from '@/lib/device-keys';
import { readStored, writeStored } from '@/lib/stored-key';
import { restoreFocus } from './restore-focus';

/** Any stored consentGiven value counts: the banner shows only when the flag is absent (spec 000 §5). */
export function hasConsent(): boolean {
  return readStored(CONSENT_GIVEN);
}

/**
 * The modal about storing data locally (spec 000 §2 "Consent banner"). It stays until OK is
 * pressed; then `consentGiven` is stored and it never shows again.
 */
export function ConsentBanner() {
  const { t } = useTranslation();
  // A prerendered page shows the visitor's (closed) dialog; the stored consent counts once hydrated.
  const hydrated = useHydrated();
  const [dismissed, setDismissed] = useState(false);
  const open = !dismissed && (!hydrated || !hasConsent());
  const dialogRef = useRef<HTMLDialogElement>(null);
  const okRef = useRef<HTMLButtonElement>(null);
  const focusBefore = useRef<Element | null>(null);

  useEffect(() => {
    // Until now the inline script in index.html showed the closed dialog in its place (no late paint).
    if (hydrated) document.documentElement.classList.remove('consent-pending');
    const dialog = dialogRef.current;
    if (hydrated && open && dialog && !dialog.open) {
      focusBefore.current = document.activeElement;
      dialog.showModal();
      okRef.current?.focus();
    }
  }, [hydrated, open]);

  if (!open) return null;

  const accept = () => {
    writeStored(CONSENT_GIVEN, true);
    dialogRef.current?.close();
    setDismissed(true);
    // The dialog's own return of focus goes to the body (it opens with the page): the top of the document.
    restoreFocus(focusBefore.current);
  };

  // Reading the privacy policy first must be possible: the link closes the modal for this visit
  // only, without storing consent, so the banner returns on the next visit.
  const readPolicyFirst = () => {
    dialogRef.current?.close();
    setDismissed(true);
    restoreFocus(focusBefore.current);
  };

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby="consent-title"
      aria-describedby="consent-body"
      className="consent-dialog"
      // Only OK dismisses it: Escape would hide it without storing the choice.
      onCancel={(e) => e.preventDefault()}
    >
      <h2 id="consent-title" className="text-lg font-bold">
        {t('consent.title')}
      </h2>
      <p id="consent-body" className="mt-2 text-slate-700">
        {t('consent.body')}
      </p>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <AppLink to={paths.privacy} className="text-link" onClick={readPolicyFirst}>
          {t('consent.privacyLink')}
        </AppLink>
        <button type="button" className="btn-primary min-w-24" onClick={accept} ref={okRef}>
          {t('consent.ok')}
        </button>
      </div>
    </dialog>
  );
}
