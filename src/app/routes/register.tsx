import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { AppLink } from '@/components/ui/app-link';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { RegisterForm } from '@/features/auth/components/register-form';
import { useAppStore } from '@/store/store';

export function Component() {
  const { t } = useTranslation('auth');
  const language = useAppStore((s) => s.curLang);
  const navigate = useNavigate();
  return (
    <div className="page">
      <title>{`${t('register.title')} – ${env.siteName}`}</title>
      <h1 className="page-title">{t('register.title')}</h1>
      <p className="mt-3 max-w-2xl text-lg text-slate-700">{t('register.lead')}</p>
      <RegisterForm language={language} onRegistered={() => void navigate(paths.successRegistration)} />
      <p className="mt-6">
        {t('register.haveAccount')}{' '}
        <AppLink to={paths.login} className="text-link">
          {t('register.login')}
        </AppLink>
      </p>
    </div>
  );
}
