import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/ui/text-field';
import type { AuthKey } from '../model/validate';

/** The e-mail field of every auth form, ready for password managers. */
export function EmailField({ value, onChange, error, autoComplete = 'email' }: { value: string; onChange: (value: string) => void; error: AuthKey | null; autoComplete?: 'email' | 'username' }) {
  const { t } = useTranslation('auth');
  return (
    <TextField
      label={t('email')}
      type="email"
      name="email"
      autoComplete={autoComplete}
      inputMode="email"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={error && t(error)}
      required
    />
  );
}
