import { isApiError, type ApiErrorKind } from './errors';
import { i18n } from '@/i18n/i18n';

/**
 * A failed backend call in the learner's language: one sentence per ApiError kind (common
 * `errors.api.*`), never the technical English of `ApiError.message`. That detail belongs in a
 * `title`, a details element or the console: `apiErrorDetail`.
 */
export function apiErrorMessage(error: unknown): string {
  const kind: ApiErrorKind = isApiError(error) ? error.kind : 'network';
  const status = isApiError(error) ? (error.status ?? '') : '';
  return i18n.t(`errors.api.${kind}`, { ns: 'common', status }).replace(/\s*\(\)/u, '');
}

/** The technical detail of a failure (call, kind, status, the English description), for a title or the console. */
export function apiErrorDetail(error: unknown): string {
  if (isApiError(error)) return `${error.call}: ${error.kind}${error.status ? ` ${error.status}` : ''} — ${error.message}`;
  return error instanceof Error ? error.message : String(error);
}
