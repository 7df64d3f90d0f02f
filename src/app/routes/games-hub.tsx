import { useTranslation } from 'react-i18next';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { GamesHub } from '@/features/games/components/games-hub';
import { games } from '@/features/games/content/catalogue';
import { usePageDescription } from '@/lib/page-description';
import { bestStarCount } from '@/store/results-model';
import { useAppStore } from '@/store/store';
import { OfflineLevel } from '../pwa/offline-level';

/** /games: every game as a card, grouped (catalogue only: no game code is loaded here). */
export function Component() {
  const { t } = useTranslation('games');
  const lang = useAppStore((s) => s.curLang);
  const results = useAppStore((s) => s.quizResults);
  usePageDescription(t('hubLead'));
  return (
    <div className="page">
      <title>{`${t('hubTitle')} – ${env.siteName}`}</title>
      <Breadcrumb label={t('breadcrumb')} items={[{ label: t('breadcrumbMain'), to: paths.home }, { label: t('breadcrumbGames') }]} />
      <h1 className="page-title mt-2">{t('hubTitle')}</h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-700">{t('hubLead')}</p>
      <OfflineLevel area="games" jobs={() => import('../pwa/area-jobs').then((m) => m.gamesJobs())} />
      <GamesHub games={games} lang={lang} starsOf={(topic) => bestStarCount(results, topic)} />
    </div>
  );
}
