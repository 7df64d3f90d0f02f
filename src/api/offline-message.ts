import { isOfflineError } from './errors';
import { i18n } from '@/i18n/i18n';

/**
 * The one text for a backend call that failed for want of a connection (issue 17): "You are
 * offline — this needs a connection", in the interface language. `null` for every other failure,
 * whose own (spec) message applies. Every place that turns a call's error into words asks this first.
 */
export function offlineMessage(error: unknown): string | null {
  return isOfflineError(error) ? i18n.t('errors.offline') : null;
}
