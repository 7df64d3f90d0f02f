import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { AppLink } from '@/components/ui/app-link';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { ResetForm } from '@/features/auth/components/reset-form';

export function Component() {
  const { t } = useTranslation('auth');
  const { token = '' } = useParams();
  return (
    <div className="page">
      <title>{`${t('reset.title')} – ${env.siteName}`}</title>
      <h1 className="page-title">{t('reset.title')}</h1>
      <p className="mt-3 max-w-2xl text-lg text-slate-700">{t('reset.lead')}</p>
      <ResetForm
        token={token}
        loginLink={
          <AppLink to={paths.login} className="btn-primary">
            {t('reset.login')}
          </AppLink>
        }
      />
    </div>
  );
}
