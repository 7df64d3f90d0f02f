import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useForgotPassword } from '@/api/endpoints/auth';
import { Alert } from '@/components/ui/alert';
import { emailError, type AuthKey } from '../model/validate';
import { EmailField } from './email-field';
import { SubmitRow } from './form-parts';

/** Asks for a reset link. The answer is the same whether or not the e-mail has an account. */
export function ForgotForm() {
  const { t } = useTranslation('auth');
  const forgot = useForgotPassword();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<AuthKey | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = emailError(email);
    setError(found);
    if (!found) forgot.mutate({ email: email.trim() });
  };

  if (forgot.isSuccess) return <Alert tone="success">{t('forgot.sent')}</Alert>;

  return (
    <form noValidate onSubmit={submit} className="mt-6 max-w-md space-y-4">
      <EmailField value={email} onChange={setEmail} error={error} />
      <SubmitRow call={forgot} label={t('forgot.submit')} busyLabel={t('forgot.busy')} />
    </form>
  );
}
