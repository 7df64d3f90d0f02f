import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { AppLink } from '@/components/ui/app-link';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { AccountScreen } from '@/features/account/components/account-screen';
import { YourDataPanel } from '@/features/your-data/components/your-data-panel';
import { accountDeleted, logOut, progressReset } from '@/store/sync/account-data';
import { useAppStore } from '@/store/store';
import { syncAfterImport } from '@/store/sync/sync-after-import';
import { loadKnownTopics } from '../shell/known-topics-loader';

/** "Your data" as a section of the account page (issue 17). */
function YourDataSection() {
  const { t } = useTranslation('your-data');
  return (
    <section className="mt-10 max-w-2xl" aria-labelledby="account-your-data">
      <h2 id="account-your-data" className="text-2xl font-bold">
        {t('accountTitle')}
      </h2>
      <p className="mt-1 mb-4 text-slate-700">{t('accountText')}</p>
      <YourDataPanel level={3} onImported={() => syncAfterImport(loadKnownTopics)} />
    </section>
  );
}

export function Component() {
  const { t } = useTranslation('account');
  const token = useAppStore((s) => s.token);
  const navigate = useNavigate();
  return (
    <div className="page">
      <title>{`${t('title')} – ${env.siteName}`}</title>
      <h1 className="page-title">{t('title')}</h1>
      {token ? (
        <AccountScreen
          token={token}
          onLogout={() => {
            logOut();
            void navigate(paths.home);
          }}
          onProgressReset={progressReset}
          onDeleted={() => {
            accountDeleted();
            void navigate(paths.home);
          }}
        />
      ) : (
        <div className="mt-6 space-y-4">
          <p className="text-lg">{t('notLoggedIn')}</p>
          <p className="flex flex-wrap gap-3">
            <AppLink to={paths.login} className="btn-primary">
              {t('login')}
            </AppLink>
            <AppLink to={paths.register} className="btn-secondary">
              {t('register')}
            </AppLink>
          </p>
        </div>
      )}
      <YourDataSection />
    </div>
  );
}
