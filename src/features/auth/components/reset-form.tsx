import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useResetPassword } from '@/api/endpoints/auth';
import { Alert } from '@/components/ui/alert';
import { TextField } from '@/components/ui/text-field';
import { confirmError, passwordError, type AuthKey } from '../model/validate';
import { NewPasswordField, SubmitRow } from './form-parts';

/** Sets a new password with the token of the e-mailed link (/reset-password/{token}). */
export function ResetForm({ token, loginLink }: { token: string; loginLink: ReactNode }) {
  const { t } = useTranslation('auth');
  const reset = useResetPassword();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password: AuthKey | null; confirm: AuthKey | null }>({ password: null, confirm: null });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = { password: passwordError(password, { checkLength: true }), confirm: confirmError(password, confirm) };
    setErrors(found);
    if (!found.password && !found.confirm) reset.mutate({ token, password });
  };

  if (reset.isSuccess) {
    return (
      <div className="mt-6 max-w-md space-y-4">
        <Alert tone="success">{t('reset.done')}</Alert>
        {loginLink}
      </div>
    );
  }

  return (
    <form noValidate onSubmit={submit} className="mt-6 max-w-md space-y-4">
      <NewPasswordField label={t('newPassword')} value={password} onChange={setPassword} error={errors.password} />
      <TextField
        label={t('confirmPassword')}
        type="password"
        name="confirm-password"
        autoComplete="new-password"
        value={confirm}
        onChange={(e) => setConfirm(e.target.value)}
        error={errors.confirm && t(errors.confirm)}
        required
      />
      <SubmitRow call={reset} label={t('reset.submit')} busyLabel={t('reset.busy')} />
    </form>
  );
}
