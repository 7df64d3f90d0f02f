import { isApiError } from '@/api/errors';
import { offlineMessage } from '@/api/offline-message';
import type { TutorsKey } from './validate';

/** What to tell the learner when a tutor request failed: a localised message, with the server's reason for a refusal. */
export function describeRequestError(error: unknown): { key: TutorsKey; reason?: string } | { text: string } {
  if (!isApiError(error)) return { key: 'errors.shape' };
  switch (error.kind) {
    case 'offline':
      return { text: offlineMessage(error) ?? '' };
    case 'network':
      return { key: 'errors.network' };
    case 'timeout':
      return { key: 'errors.timeout' };
    case 'http':
      return { key: 'errors.http' };
    case 'shape':
      return { key: 'errors.shape' };
    case 'server':
      return error.serverMessage ? { key: 'errors.refusedWithReason', reason: error.serverMessage } : { key: 'errors.refused' };
  }
}
