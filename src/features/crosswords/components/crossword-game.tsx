import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { callLooksMissing } from '@/api/assumed';
import { crosswordQueryOptions, crosswordsQueryOptions } from '@/api/endpoints/crosswords';
import { isApiError } from '@/api/errors';
import type { Crossword } from '@/api/schemas';
import { AppLink } from '@/components/ui/app-link';
import { Breadcrumb, type Crumb } from '@/components/ui/breadcrumb';
import { env } from '@/config/env';
import { apiErrorDetail } from '@/api/error-message';
import { offlineMessage } from '@/api/offline-message';
import { buildGrid, type Grid, GridError } from '../model/grid';
import { issueOfDate, type GameRef } from '../model/issue';
import { CrosswordPlayer } from './crossword-player';

interface GameProps {
  /** The breadcrumb trail above this page; the page's own title is added. */
  crumbs: Crumb[];
  gameRef: GameRef;
  loggedIn: boolean;
  loginPath: string;
  listPath: string;
  siteName: string;
}

/**
 * `/crosswords/game/<id>` and `/crosswords/game/<yyyy-mm-dd>`: visitors get the list's login
 * prompt; a date is looked up in the list; an unknown id or date is "Crossword not found"; data
 * that does not fit its grid is a clear message, never a crash.
 */
export function CrosswordGame({ crumbs, gameRef, loggedIn, loginPath, listPath, siteName }: GameProps) {
  const { t } = useTranslation('crosswords');
  // The list is public: it names the puzzle for a visitor and while it loads (issue 25).
  const byDate = useQuery({ ...crosswordsQueryOptions(), enabled: gameRef.kind !== 'invalid' });
  const issue = byDate.data ? (gameRef.kind === 'id' ? byDate.data.find((i) => i.id === gameRef.id) : gameRef.kind === 'date' ? issueOfDate(byDate.data, gameRef.date) : undefined) : undefined;
  const id = gameRef.kind === 'id' ? gameRef.id : (issue?.id ?? null);
  // The puzzle-by-id call is assumed (docs/backend.md): it can be switched off, and the backend may lack it.
  const byIdCall = env.assumedCalls.crosswordById;
  const puzzle = useQuery({ ...crosswordQueryOptions(id ?? 0), enabled: loggedIn && id !== null && byIdCall });
  const named = issue ? { title: issue.title, titleLang: 'de' } : { title: t('title') };

  if (!loggedIn) {
    return (
      <Message crumbs={crumbs} {...named} siteName={siteName}>
        <p className="mt-4 text-lg">
          {t('loginNeeded')}{' '}
          <AppLink to={loginPath} className="text-link">
            {t('loginPrompt')}
          </AppLink>
        </p>
      </Message>
    );
  }
  const notFound = <NotFound crumbs={crumbs} listPath={listPath} siteName={siteName} />;
  if (gameRef.kind === 'invalid') return notFound;
  if (gameRef.kind === 'date') {
    if (byDate.isPending) return <Loading crumbs={crumbs} siteName={siteName} {...named} />;
    if (byDate.isError) return <Failed crumbs={crumbs} listPath={listPath} siteName={siteName} retry={() => void byDate.refetch()} error={byDate.error} />;
    if (id === null) return notFound;
  }
  if (!byIdCall) return <Failed crumbs={crumbs} listPath={listPath} siteName={siteName} error={null} />;
  if (puzzle.isPending) return <Loading crumbs={crumbs} siteName={siteName} {...named} />;
  if (puzzle.isError) {
    const error = puzzle.error;
    // "Not found" only when the server says so in JSON; a bare 404 (an HTML page) means the call is missing.
    if (isApiError(error) && ((error.status === 404 && error.serverMessage !== undefined) || (error.kind === 'server' && /not found/i.test(error.serverMessage ?? '')))) return notFound;
    return <Failed crumbs={crumbs} listPath={listPath} siteName={siteName} retry={() => void puzzle.refetch()} error={error} />;
  }
  return <Playable crumbs={crumbs} puzzle={puzzle.data} listPath={listPath} siteName={siteName} />;
}

function Playable({ crumbs, puzzle, listPath, siteName }: { crumbs: Crumb[]; puzzle: Crossword; listPath: string; siteName: string }) {
  const { t } = useTranslation('crosswords');
  const built = useMemo((): Grid | GridError => {
    try {
      return buildGrid(puzzle);
    } catch (error) {
      if (error instanceof GridError) return error;
      throw error;
    }
  }, [puzzle]);
  if (built instanceof GridError) {
    return (
      <Message crumbs={crumbs} title={puzzle.title} titleLang="de" siteName={siteName}>
        <p role="alert" className="mt-6 font-medium text-red-700">
          {t('game.badData')}
        </p>
        <BackToList listPath={listPath} />
      </Message>
    );
  }
  return <CrosswordPlayer key={puzzle.id} crumbs={crumbs} puzzle={puzzle} grid={built} siteName={siteName} listPath={listPath} />;
}

/**
 * The page's own crumb after the trail; a page without a name of its own (the puzzle not known
 * yet) ends the trail on the list's crumb rather than repeat it ("Crossword Game › Crossword Game").
 */
export function trailOf(crumbs: readonly Crumb[], title: string): Crumb[] {
  const last = crumbs.at(-1);
  return last && last.label === title ? [...crumbs.slice(0, -1), { label: title }] : [...crumbs, { label: title }];
}

function Message({ crumbs, title, titleLang, siteName, children }: { crumbs: Crumb[]; title: string; titleLang?: string; siteName: string; children: React.ReactNode }) {
  const { t } = useTranslation('crosswords');
  return (
    <div>
      <title>{`${title} – ${siteName}`}</title>
      <Breadcrumb label={t('breadcrumb')} items={trailOf(crumbs, title)} />
      <h1 className="page-title mt-2" lang={titleLang}>
        {title}
      </h1>
      {children}
    </div>
  );
}

function BackToList({ listPath }: { listPath: string }) {
  const { t } = useTranslation('crosswords');
  return (
    <p className="mt-6">
      <AppLink to={listPath} className="btn-primary">
        {t('game.allCrosswords')}
      </AppLink>
    </p>
  );
}

function Loading({ crumbs, siteName, title, titleLang }: { crumbs: Crumb[]; siteName: string; title: string; titleLang?: string }) {
  const { t } = useTranslation('crosswords');
  return (
    <Message crumbs={crumbs} title={title} titleLang={titleLang} siteName={siteName}>
      <p role="status" className="mt-6 text-lg">
        {t('game.loading')}
      </p>
    </Message>
  );
}

function NotFound({ crumbs, listPath, siteName }: { crumbs: Crumb[]; listPath: string; siteName: string }) {
  const { t } = useTranslation('crosswords');
  return (
    <Message crumbs={crumbs} title={t('game.notFound')} siteName={siteName}>
      <meta name="robots" content="noindex" />
      <p className="mt-4 max-w-2xl text-lg text-slate-700">{t('game.notFoundText')}</p>
      <BackToList listPath={listPath} />
    </Message>
  );
}

/**
 * The puzzle could not be loaded. `error` null: the puzzle call is switched off; an answer that
 * looks like a missing call (404, HTML, nothing) says the puzzle is unavailable here; both link
 * back to the list. The technical detail sits in the title.
 */
function Failed({ crumbs, listPath, siteName, retry, error }: { crumbs: Crumb[]; listPath: string; siteName: string; retry?: () => void; error: unknown }) {
  const { t } = useTranslation('crosswords');
  const text = error === null ? t('game.unavailable') : (offlineMessage(error) ?? (callLooksMissing(error) ? `${t('game.fetchFailed')} ${t('game.unavailable')}` : t('game.fetchFailed')));
  return (
    <Message crumbs={crumbs} title={t('title')} siteName={siteName}>
      <p role="alert" className="mt-6 font-medium text-red-700" title={error === null ? undefined : apiErrorDetail(error)}>
        {text}
      </p>
      <p className="mt-4 flex flex-wrap gap-3">
        {retry && (
          <button type="button" className="btn-secondary" onClick={retry}>
            {t('game.retry')}
          </button>
        )}
        <AppLink to={listPath} className="btn-primary">
          {t('game.allCrosswords')}
        </AppLink>
      </p>
    </Message>
  );
}
