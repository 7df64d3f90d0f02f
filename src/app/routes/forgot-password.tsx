import { useTranslation } from 'react-i18next';
import { AppLink } from '@/components/ui/app-link';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { ForgotForm } from '@/features/auth/components/forgot-form';

export function Component() {
  const { t } = useTranslation('auth');
  return (
    <div className="page">
      <title>{`${t('forgot.title')} – ${env.siteName}`}</title>
      <h1 className="page-title">{t('forgot.title')}</h1>
      <p className="mt-3 max-w-2xl text-lg text-slate-700">{t('forgot.lead')}</p>
      <ForgotForm />
      <p className="mt-6">
        <AppLink to={paths.login} className="text-link">
          {t('forgot.back')}
        </AppLink>
      </p>
    </div>
  );
}
