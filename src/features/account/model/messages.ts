import type { ParseKeys } from 'i18next';
import { isApiError } from '@/api/errors';
import { apiErrorMessage } from '@/api/error-message';
import { offlineMessage } from '@/api/offline-message';

export type AccountMessage = { key: ParseKeys<'account'>; error?: string } | { text: string };

/** Delete Account and Reset Progress need a non-empty password and a token (spec 000 §5). */
export function validateAccountAction(password: string, token: string | null): AccountMessage | null {
  return password === '' || !token ? { key: 'messages.enterPassword' } : null;
}

/**
 * Delete Account failures (spec 000 §8): 401 → 'Incorrect password. Please try again.'; an
 * answer with an error text → that text; no answer → 'Error deleting account'; anything else →
 * 'Unexpected response from server.' plus the error. Without a connection: the offline text.
 */
export function deleteFailureMessage(error: unknown): AccountMessage {
  const offline = offlineMessage(error);
  if (offline) return { text: offline };
  if (isApiError(error)) {
    if (error.status === 401) return { key: 'messages.incorrectPassword' };
    if (error.serverMessage) return { text: error.serverMessage };
    if (error.kind === 'network' || error.kind === 'timeout') return { key: 'messages.deleteNetwork' };
    return { key: 'messages.unexpected', error: apiErrorMessage(error) };
  }
  return { key: 'messages.unexpected', error: apiErrorMessage(error) };
}

/** Reset Progress failures: 401 → the wrong-password text; otherwise an 'Error…' message. */
export function resetFailureMessage(error: unknown): AccountMessage {
  const offline = offlineMessage(error);
  if (offline) return { text: offline };
  if (isApiError(error)) {
    if (error.status === 401) return { key: 'messages.incorrectPassword' };
    return { key: 'messages.resetError', error: error.serverMessage ?? apiErrorMessage(error) };
  }
  return { key: 'messages.resetError', error: apiErrorMessage(error) };
}
