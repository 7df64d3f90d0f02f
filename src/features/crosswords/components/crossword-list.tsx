import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { crosswordsQueryOptions } from '@/api/endpoints/crosswords';
import type { CrosswordIssue } from '@/api/schemas';
import { AppLink } from '@/components/ui/app-link';
import { offlineMessage } from '@/api/offline-message';
import { UploadImage } from '@/components/ui/upload-image';
import { germanDate } from '@/lib/format-date';
import { issueImageUrl, issueNumber } from '../model/issue';
import { isSolvedOnDevice } from '../model/progress';

interface ListProps {
  loggedIn: boolean;
  /** The login page, returning here afterwards. */
  loginPath: string;
  gamePath: (id: number) => string;
  uploadsBase: string;
}

/**
 * The crosswords list (spec 000 §2 "Crosswords list screen", §6, §8): 'Loading...', then the issues
 * newest first as cards `#N. title` with the German date and the picture. Visitors see the cards
 * disabled and the 'Please Login to continue' prompt; any failure says 'Failed to fetch crosswords
 * data' in red.
 */
export function CrosswordList({ loggedIn, loginPath, gamePath, uploadsBase }: ListProps) {
  const { t } = useTranslation('crosswords');
  const query = useQuery(crosswordsQueryOptions());
  return (
    <>
      {!loggedIn && (
        <>
          {/* Said before any tap (issue 25); the cards keep the spec's prompt as their description. */}
          <p className="mt-4 text-lg">{t('loginNeeded')}</p>
          <p id="crosswords-login" className="mt-1 text-lg">
            <AppLink to={loginPath} className="text-link">
              {t('loginPrompt')}
            </AppLink>
          </p>
        </>
      )}
      {query.isPending ? (
        // The list's place is held by card outlines, with 'Loading...' over them: nothing moves when it arrives.
        <div className="relative">
          <CardSkeletons />
          <p role="status" className="absolute inset-x-0 top-6 p-4 text-center text-lg">
            {t('loading')}
          </p>
        </div>
      ) : query.isError ? (
        <p role="alert" className="mt-6 font-medium text-red-700">
          {offlineMessage(query.error) ?? t('fetchFailed')}
        </p>
      ) : query.data.length === 0 ? (
        <p className="mt-6">{t('none')}</p>
      ) : (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {query.data.map((issue, i) => (
            <li key={issue.id}>
              <IssueCard issue={issue} n={issueNumber(i, query.data.length)} loggedIn={loggedIn} to={gamePath(issue.id)} uploadsBase={uploadsBase} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** Issues come out weekly: a first screen's worth of card outlines holds the list's place (no layout shift). */
const SKELETONS = 6;

/** The cards' outlines while the list loads, sized like IssueCard (picture, title line, date line). */
function CardSkeletons() {
  return (
    <ul aria-hidden="true" className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {Array.from({ length: SKELETONS }, (_, i) => (
        <li key={i}>
          <div className="card h-full">
            <div className="mx-auto size-32 rounded-lg bg-slate-100 sm:size-40" />
            <div className="mt-3 h-7 w-3/4 rounded bg-slate-100" />
            <div className="mt-1 h-6 w-1/3 rounded bg-slate-100" />
          </div>
        </li>
      ))}
    </ul>
  );
}

function IssueCard({ issue, n, loggedIn, to, uploadsBase }: { issue: CrosswordIssue; n: number; loggedIn: boolean; to: string; uploadsBase: string }) {
  const { t } = useTranslation('crosswords');
  const image = issueImageUrl(issue.image_path, uploadsBase);
  const solved = loggedIn && isSolvedOnDevice(issue.id);
  const content = (
    <>
      {image && <UploadImage src={image} fallback="/icons/noto/puzzle-piece.svg" size={160} lazy className="mx-auto size-32 object-contain sm:size-40" />}
      <span className="mt-3 block text-lg font-semibold text-slate-900">
        #{n}. <span lang="de">{issue.title}</span>
      </span>
      <span className="mt-1 flex flex-wrap items-center justify-between gap-2 text-slate-700">
        <time dateTime={issue.date.slice(0, 10)}>{germanDate(issue.date)}</time>
        {solved && (
          <span className="rounded-full bg-brand-100 px-2 py-0.5 text-sm font-semibold text-brand-800">
            <span aria-hidden="true">✓ </span>
            {t('solved')}
          </span>
        )}
      </span>
    </>
  );
  const cardClass = 'card block h-full w-full text-left';
  return loggedIn ? (
    <AppLink to={to} className={`${cardClass} hover:border-brand-600 hover:shadow-md`}>
      {content}
    </AppLink>
  ) : (
    <button type="button" disabled aria-describedby="crosswords-login" className={`${cardClass} cursor-not-allowed opacity-60`}>
      {content}
    </button>
  );
}
