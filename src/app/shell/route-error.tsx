import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { AppLink } from '@/components/ui/app-link';
import { paths } from '@/config/paths';

export function errorMessage(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return '';
}

/** The router's error screen (spec 000 §8): 'Unexpected Application Error!' with the message. */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  return (
    <section className="page" role="alert">
      <h1 className="page-title">{t('errors.routeTitle')}</h1>
      <p className="mt-4 font-mono text-slate-800">{errorMessage(error)}</p>
      <p className="mt-6">
        <AppLink to={paths.home} className="text-link" reloadDocument>
          {t('errors.backHome')}
        </AppLink>
      </p>
    </section>
  );
}
