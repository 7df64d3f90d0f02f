import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { crosswordQueryOptions, crosswordsQueryOptions } from '@/api/endpoints/crosswords';
import { isApiError } from '@/api/errors';
import type { Crossword } from '@/api/schemas';
import { AppLink } from '@/components/ui/app-link';
import { buildGrid, type Grid, GridError } from '../model/grid';
import { issueOfDate, type GameRef } from '../model/issue';
import { CrosswordPlayer } from './crossword-player';

interface GameProps {
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
export function CrosswordGame({ gameRef, loggedIn, loginPath, listPath, siteName }: GameProps) {
  const { t } = useTranslation('crosswords');
  const byDate = useQuery({ ...crosswordsQueryOptions(), enabled: loggedIn && gameRef.kind === 'date' });
  const id = gameRef.kind === 'id' ? gameRef.id : gameRef.kind === 'date' && byDate.data ? (issueOfDate(byDate.data, gameRef.date)?.id ?? null) : null;
  const puzzle = useQuery({ ...crosswordQueryOptions(id ?? 0), enabled: loggedIn && id !== null });

  if (!loggedIn) {
    return (
      <Message title={t('title')} siteName={siteName}>
        <p className="mt-4 text-lg">
          <AppLink to={loginPath} className="text-link">
            {t('loginPrompt')}
          </AppLink>
        </p>
      </Message>
    );
  }
  const notFound = <NotFound listPath={listPath} siteName={siteName} />;
  if (gameRef.kind === 'invalid') return notFound;
  if (gameRef.kind === 'date') {
    if (byDate.isPending) return <Loading siteName={siteName} />;
    if (byDate.isError) return <Failed listPath={listPath} siteName={siteName} retry={() => void byDate.refetch()} />;
    if (id === null) return notFound;
  }
  if (puzzle.isPending) return <Loading siteName={siteName} />;
  if (puzzle.isError) {
    const error = puzzle.error;
    if (isApiError(error) && (error.status === 404 || (error.kind === 'server' && /not found/i.test(error.serverMessage ?? '')))) return notFound;
    return <Failed listPath={listPath} siteName={siteName} retry={() => void puzzle.refetch()} />;
  }
  return <Playable puzzle={puzzle.data} listPath={listPath} siteName={siteName} />;
}

function Playable({ puzzle, listPath, siteName }: { puzzle: Crossword; listPath: string; siteName: string }) {
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
      <Message title={puzzle.title} titleLang="de" siteName={siteName}>
        <p role="alert" className="mt-6 font-medium text-red-700">
          {t('game.badData')}
        </p>
        <BackToList listPath={listPath} />
      </Message>
    );
  }
  return <CrosswordPlayer key={puzzle.id} puzzle={puzzle} grid={built} siteName={siteName} listPath={listPath} />;
}

function Message({ title, titleLang, siteName, children }: { title: string; titleLang?: string; siteName: string; children: React.ReactNode }) {
  return (
    <div>
      <title>{`${title} – ${siteName}`}</title>
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

function Loading({ siteName }: { siteName: string }) {
  const { t } = useTranslation('crosswords');
  return (
    <Message title={t('title')} siteName={siteName}>
      <p role="status" className="mt-6 text-lg">
        {t('game.loading')}
      </p>
    </Message>
  );
}

function NotFound({ listPath, siteName }: { listPath: string; siteName: string }) {
  const { t } = useTranslation('crosswords');
  return (
    <Message title={t('game.notFound')} siteName={siteName}>
      <meta name="robots" content="noindex" />
      <p className="mt-4 max-w-2xl text-lg text-slate-700">{t('game.notFoundText')}</p>
      <BackToList listPath={listPath} />
    </Message>
  );
}

function Failed({ listPath, siteName, retry }: { listPath: string; siteName: string; retry: () => void }) {
  const { t } = useTranslation('crosswords');
  return (
    <Message title={t('title')} siteName={siteName}>
      <p role="alert" className="mt-6 font-medium text-red-700">
        {t('game.fetchFailed')}
      </p>
      <p className="mt-4 flex flex-wrap gap-3">
        <button type="button" className="btn-secondary" onClick={retry}>
          {t('game.retry')}
        </button>
        <AppLink to={listPath} className="btn-primary">
          {t('game.allCrosswords')}
        </AppLink>
      </p>
    </Message>
  );
}
