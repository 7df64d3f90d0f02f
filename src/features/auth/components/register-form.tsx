import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useRegister } from '@/api/endpoints/auth';
import { TextField } from '@/components/ui/text-field';
import { emailError, passwordError, type AuthKey } from '../model/validate';
import { EmailField } from './email-field';
import { NewPasswordField, SubmitRow } from './form-parts';

interface Errors {
  name: AuthKey | null;
  email: AuthKey | null;
  password: AuthKey | null;
}

/** Registration; `language` is the interface language the learner uses now. */
export function RegisterForm({ language, onRegistered }: { language: string; onRegistered: () => void }) {
  const { t } = useTranslation('auth');
  const register = useRegister();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({ name: null, email: null, password: null });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {
      name: name.trim() === '' ? 'errors.nameRequired' : null,
      email: emailError(email),
      password: passwordError(password, { checkLength: true }),
    };
    setErrors(found);
    if (found.name || found.email || found.password) return;
    register.mutate({ name: name.trim(), email: email.trim(), password, language }, { onSuccess: onRegistered });
  };

  return (
    <form noValidate onSubmit={submit} className="mt-6 max-w-md space-y-4">
      <TextField label={t('name')} name="name" autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} error={errors.name && t(errors.name)} required />
      <EmailField value={email} onChange={setEmail} error={errors.email} />
      <NewPasswordField label={t('password')} value={password} onChange={setPassword} error={errors.password} />
      <SubmitRow call={register} label={t('register.submit')} busyLabel={t('register.busy')} />
    </form>
  );
}
