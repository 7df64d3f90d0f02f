import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { AppLink } from '@/components/ui/app-link';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { LoginForm } from '@/features/auth/components/login-form';
import { safeRedirect } from '@/lib/safe-redirect';
import { logIn } from '@/store/sync/account-data';
import { useAppStore } from '@/store/store';


export function Component() {
  const { t } = useTranslation('auth');
  const token = useAppStore((s) => s.token);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return (
    <div className="page">
      <title>{`${t('login.title')} – ${env.siteName}`}</title>
      <h1 className="page-title">{t('login.title')}</h1>
      {token ? (
        <p className="mt-6 text-lg">
          {t('login.loggedIn')}{' '}
          <AppLink to={paths.account} className="text-link">
            {t('login.toAccount')}
          </AppLink>
        </p>
      ) : (
        <>
          <p className="mt-3 max-w-2xl text-lg text-slate-700">{t('login.lead')}</p>
          <LoginForm
            onLoggedIn={(newToken, email) => {
              logIn(newToken, email);
              void navigate(safeRedirect(params.get('redirect')));
            }}
          />
          <p className="mt-6 space-x-4">
            <AppLink to={paths.forgotPassword} className="text-link">
              {t('login.forgot')}
            </AppLink>
          </p>
          <p className="mt-2">
            {t('login.noAccount')}{' '}
            <AppLink to={paths.register} className="text-link">
              {t('login.register')}
            </AppLink>
          </p>
        </>
      )}
    </div>
  );
}
