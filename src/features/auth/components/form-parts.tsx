import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/ui/text-field';
import type { AuthKey } from '../model/validate';
import { AuthErrorAlert } from './error-text';

/** A new password (register, reset): the length hint, show/hide, and the browser's new-password autofill. */
export function NewPasswordField({ label, value, onChange, error }: { label: string; value: string; onChange: (value: string) => void; error: AuthKey | null }) {
  const { t } = useTranslation('auth');
  return (
    <TextField
      label={label}
      type="password"
      name="new-password"
      autoComplete="new-password"
      hint={t('passwordHint')}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={error && t(error)}
      revealLabel={t('showPassword')}
      required
    />
  );
}

/** The end of every auth form: the call's error, if any, and the submit button with its busy label. */
export function SubmitRow({ call, label, busyLabel, wrongCredentialsOn401 }: { call: { isError: boolean; error: unknown; isPending: boolean }; label: string; busyLabel: string; wrongCredentialsOn401?: boolean }) {
  return (
    <>
      {call.isError && <AuthErrorAlert error={call.error} wrongCredentialsOn401={wrongCredentialsOn401} />}
      <button type="submit" className="btn-primary w-full" disabled={call.isPending}>
        {call.isPending ? busyLabel : label}
      </button>
    </>
  );
}
