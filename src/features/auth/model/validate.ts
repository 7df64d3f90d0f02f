import type { ParseKeys } from 'i18next';
import { isApiError } from '@/api/errors';
import { offlineMessage } from '@/api/offline-message';

export type AuthKey = ParseKeys<'auth'>;

export const MIN_PASSWORD_LENGTH = 8;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function emailError(email: string): AuthKey | null {
  if (email.trim() === '') return 'errors.emailRequired';
  if (!EMAIL.test(email.trim())) return 'errors.emailInvalid';
  return null;
}

export function passwordError(password: string, { checkLength }: { checkLength: boolean }): AuthKey | null {
  if (password === '') return 'errors.passwordRequired';
  if (checkLength && password.length < MIN_PASSWORD_LENGTH) return 'errors.passwordShort';
  return null;
}

export function confirmError(password: string, confirm: string): AuthKey | null {
  return password === confirm ? null : 'errors.passwordMismatch';
}

/** What to tell the learner about a failed call: the server's own text when it sent one. */
export function describeAuthError(error: unknown, wrongCredentialsOn401 = false): { key: AuthKey } | { text: string } {
  if (!isApiError(error)) return { key: 'errors.unexpected' };
  const offline = offlineMessage(error);
  if (offline) return { text: offline };
  if (wrongCredentialsOn401 && error.status === 401) return { key: 'errors.wrongCredentials' };
  if (error.serverMessage) return { text: error.serverMessage };
  if (error.kind === 'network') return { key: 'errors.network' };
  if (error.kind === 'timeout') return { key: 'errors.timeout' };
  return { key: 'errors.unexpected' };
}
