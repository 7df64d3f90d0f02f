import { useTranslation } from 'react-i18next';
import { mailtoLink } from '@/lib/mailto';

interface Props {
  /** The site owner's address (VITE_SITE_OWNER_EMAIL). */
  to: string;
  subject: string;
  body: string;
  /** `missing`: the backend call failed (404, HTML, no answer); `off`: the call is switched off by a setting. */
  reason: 'missing' | 'off';
}

/**
 * Contact by e-mail instead of a dead form (docs/backend.md): a prefilled `mailto:` to the site
 * owner with what the learner typed, and the address itself for those without a mail program.
 */
export function MailFallback({ to, subject, body, reason }: Props) {
  const { t } = useTranslation('common');
  return (
    <div className="mt-4 rounded-lg border border-brand-300 bg-brand-50 px-4 py-3 text-slate-900" data-testid="mail-fallback">
      <p>{t(reason === 'off' ? 'mailFallback.off' : 'mailFallback.missing')}</p>
      <p className="mt-3">
        <a className="btn-primary inline-block" href={mailtoLink(to, subject, body)}>
          {t('mailFallback.write')}
        </a>
      </p>
      <p className="mt-2 text-sm">{t('mailFallback.address', { email: to })}</p>
    </div>
  );
}
