import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router-dom';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { CrosswordGame } from '@/features/crosswords/components/crossword-game';
import { parseGameRef } from '@/features/crosswords/model/issue';
import { useAppStore } from '@/store/store';

/** /crosswords/game/<id> and /crosswords/game/<yyyy-mm-dd>: one crossword (spec 000 §2, CONTRACT.md "one crossword"). */
export function Component() {
  const { t } = useTranslation('crosswords');
  const { ref } = useParams();
  const { pathname } = useLocation();
  const token = useAppStore((s) => s.token);
  const gameRef = parseGameRef(ref);
  return (
    <div className="page">
      <CrosswordGame
        crumbs={[
          { label: t('breadcrumbMain'), to: paths.home },
          { label: t('title'), to: paths.crosswords },
        ]}
        key={`${ref ?? ''}-${token ?? ''}`}
        gameRef={gameRef}
        loggedIn={token !== null}
        loginPath={`${paths.login}?redirect=${encodeURIComponent(pathname)}`}
        listPath={paths.crosswords}
        siteName={env.siteName}
      />
    </div>
  );
}
