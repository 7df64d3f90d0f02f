import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { describeAuthError } from '../model/validate';

/** Shows a failed call's message: the server's own text, or a clear localised one. */
export function AuthErrorAlert({ error, wrongCredentialsOn401 = false }: { error: unknown; wrongCredentialsOn401?: boolean }) {
  const { t } = useTranslation('auth');
  const described = describeAuthError(error, wrongCredentialsOn401);
  return <Alert tone="error">{'key' in described ? t(described.key) : described.text}</Alert>;
}
