import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useNavigate, useRouteError } from 'react-router-dom';
import { AppLink } from '@/components/ui/app-link';
import { paths } from '@/config/paths';
import { isChunkLoadError } from '@/lib/chunk-error';

export function errorMessage(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return '';
}

/**
 * The router's error screen (spec 000 §8): 'Unexpected Application Error!' with the message.
 * A part of the app that could not be downloaded (offline outside what was saved, or a chunk gone
 * after an update) is no programming error: it gets a localised explanation and ways back (issue 25).
 */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  if (isChunkLoadError(error)) return <NotLoaded />;
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

function NotLoaded() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  return (
    <section className="page" role="alert" data-testid="page-not-loaded">
      <h1 className="page-title">{offline ? t('errors.offline') : t('errors.notLoadedTitle')}</h1>
      <p className="mt-4 max-w-3xl text-lg text-slate-700">{offline ? t('errors.notSavedOffline') : t('errors.notLoadedText')}</p>
      <div className="mt-6 flex flex-wrap items-center gap-3">
        {window.history.length > 1 && (
          <button type="button" className="btn-primary" onClick={() => navigate(-1)}>
            {t('errors.goBack')}
          </button>
        )}
        <button type="button" className="btn-secondary" onClick={() => window.location.reload()}>
          {t('errors.tryAgain')}
        </button>
        <AppLink to={paths.home} className="text-link">
          {t('errors.backHome')}
        </AppLink>
      </div>
    </section>
  );
}
