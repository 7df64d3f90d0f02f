import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { AppLink } from '@/components/ui/app-link';
import { env } from '@/config/env';
import { paths } from '@/config/paths';

/** Any path the site does not have. */
export function Component() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <div className="page">
      <title>{`${t('notFound.title')} – ${env.siteName}`}</title>
      <meta name="robots" content="noindex" />
      <h1 className="page-title">{t('notFound.title')}</h1>
      <p className="mt-4 max-w-2xl text-lg text-slate-700">{t('notFound.body', { path: pathname })}</p>
      <p className="mt-6">
        <AppLink to={paths.home} className="btn-primary">
          {t('notFound.home')}
        </AppLink>
      </p>
    </div>
  );
}
