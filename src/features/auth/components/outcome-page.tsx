import { useTranslation } from 'react-i18next';
import { AppLink } from '@/components/ui/app-link';
import { env } from '@/config/env';
import { paths } from '@/config/paths';

type Outcome = 'successRegistration' | 'successReregistration' | 'somethingWentWrong' | 'reregistrationFail';

/** The pages the backend's e-mail links lead to after (re-)registration. */
export function OutcomePage({ outcome }: { outcome: Outcome }) {
  const { t } = useTranslation('auth');
  const success = outcome === 'successRegistration' || outcome === 'successReregistration';
  return (
    <div className="page">
      <title>{`${t(`outcome.${outcome}.title`)} – ${env.siteName}`}</title>
      <h1 className="page-title">{t(`outcome.${outcome}.title`)}</h1>
      <p className={`mt-4 max-w-2xl rounded-lg border px-4 py-3 text-lg ${success ? 'border-emerald-300 bg-emerald-50' : 'border-amber-300 bg-amber-50'}`}>
        {t(`outcome.${outcome}.body`)}
      </p>
      <p className="mt-6 flex flex-wrap gap-3">
        <AppLink to={success ? paths.login : paths.register} className="btn-primary">
          {success ? t('outcome.login') : t('outcome.register')}
        </AppLink>
        <AppLink to={paths.home} className="btn-secondary">
          {t('outcome.home')}
        </AppLink>
      </p>
    </div>
  );
}
