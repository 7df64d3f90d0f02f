import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLogin } from '@/api/endpoints/auth';
import { TextField } from '@/components/ui/text-field';
import { emailError, passwordError, type AuthKey } from '../model/validate';
import { EmailField } from './email-field';
import { SubmitRow } from './form-parts';

/** Log in with e-mail and password; on success the token and the e-mail are handed to `onLoggedIn`. */
export function LoginForm({ onLoggedIn }: { onLoggedIn: (token: string, email: string) => void }) {
  const { t } = useTranslation('auth');
  const login = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email: AuthKey | null; password: AuthKey | null }>({ email: null, password: null });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = { email: emailError(email), password: passwordError(password, { checkLength: false }) };
    setErrors(found);
    if (found.email || found.password) return;
    const account = email.trim();
    login.mutate({ email: account, password }, { onSuccess: ({ token }) => onLoggedIn(token, account) });
  };

  return (
    <form noValidate onSubmit={submit} className="mt-6 max-w-md space-y-4">
      <EmailField value={email} onChange={setEmail} error={errors.email} autoComplete="username" />
      <TextField
        label={t('password')}
        type="password"
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={errors.password && t(errors.password)}
        revealLabel={t('showPassword')}
        required
      />
      <SubmitRow call={login} label={t('login.submit')} busyLabel={t('login.busy')} wrongCredentialsOn401 />
    </form>
  );
}
