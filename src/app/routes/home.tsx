import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { areaGroups, type AreaKey, type AreaStars } from '@/features/home/areas';
import { AreaTile, StarsLine } from '@/features/home/components/area-tile';
import { usePageDescription } from '@/lib/page-description';
import { useAppStore } from '@/store/store';
import { HomeOffline } from '../home-offline';
import type { areaStars } from '../home-stars';

type StarsModule = { areaStars: typeof areaStars };

/**
 * `/`: every built area of the site as a tile, grouped as the menu groups them, with the
 * learner's stars and what is due for review. The catalogues behind the stars are a lazy chunk
 * loaded only when there are results, so the first paint stays small.
 */
export function Component() {
  const { t } = useTranslation('home');
  const loggedIn = useAppStore((s) => s.token !== null);
  const results = useAppStore((s) => s.quizResults);
  const wordReviews = useAppStore((s) => s.reviews.length);
  const phraseReviews = useAppStore((s) => s.phraseReviews.length);
  usePageDescription(t('lead'));

  const hasResults = Object.keys(results).length > 0;
  const [starsModule, setStarsModule] = useState<StarsModule | null>(null);
  useEffect(() => {
    if (!hasResults || starsModule) return;
    let live = true;
    import('../home-stars')
      .then((m) => live && setStarsModule(m))
      .catch(() => undefined); // no stars shown: the tiles still lead everywhere
    return () => {
      live = false;
    };
  }, [hasResults, starsModule]);
  const stars = useMemo<Partial<Record<AreaKey, AreaStars>>>(() => (hasResults && starsModule ? starsModule.areaStars(results) : {}), [hasResults, starsModule, results]);
  const starsOf = (key: AreaKey) => {
    const s = stars[key];
    return s && s.earned > 0 ? s : null;
  };

  // Every area of the site (each leads to a route: tests/app/navigation-links.test.ts).
  const groups = areaGroups;
  const progress = [
    { key: 'today', to: paths.today, icon: 'sunrise', title: t('progress.today.title'), text: t('progress.today.text') },
    wordReviews > 0
      ? { key: 'wordReviews', to: paths.wordsReviews, icon: 'card-index', title: t('progress.wordReviews.title'), text: t('progress.wordReviews.text', { count: wordReviews }) }
      : null,
    phraseReviews > 0
      ? { key: 'phraseReviews', to: paths.phrasesReviews, icon: 'repeat-button', title: t('progress.phraseReviews.title'), text: t('progress.phraseReviews.text', { count: phraseReviews }) }
      : null,
    loggedIn
      ? { key: 'account', to: paths.account, icon: 'bust-in-silhouette', title: t('progress.account.title'), text: t('progress.account.text') }
      : { key: 'login', to: paths.login, icon: 'key', title: t('progress.login.title'), text: t('progress.login.text') },
  ].filter((p) => p !== null);

  return (
    <div className="page">
      <title>{`${env.siteName} – ${t('title')}`}</title>
      <section className="rounded-2xl bg-brand-50 px-5 py-6 sm:px-8 sm:py-8">
        <h1 className="page-title max-w-3xl">{t('title')}</h1>
        <p className="mt-3 max-w-3xl text-lg text-slate-700">{t('lead')}</p>
      </section>
      {groups.map((group) => (
        <section key={group.key} aria-labelledby={`home-${group.key}`} className="mt-8" data-testid="home-group">
          <h2 id={`home-${group.key}`} className="text-2xl font-bold">
            {t(`groups.${group.key}`)}
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {group.areas.map((area) => {
              const s = starsOf(area.key);
              return (
                <AreaTile key={area.key} to={area.to} icon={area.icon} title={t(`areas.${area.key}.title`)} text={t(`areas.${area.key}.text`)}>
                  {s && <StarsLine label={t('stars', { earned: s.earned, total: s.total })} />}
                  {area.key === 'crosswords' && !loggedIn && <p className="mt-1 text-sm font-medium text-slate-700">{t('areas.crosswords.login')}</p>}
                </AreaTile>
              );
            })}
          </ul>
        </section>
      ))}
      <section aria-labelledby="home-progress" className="mt-8" data-testid="home-group">
        <h2 id="home-progress" className="text-2xl font-bold">
          {t('groups.progress')}
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {progress.map((p) => p && <AreaTile key={p.key} to={p.to} icon={p.icon} title={p.title} text={p.text} />)}
        </ul>
      </section>
      <HomeOffline />
    </div>
  );
}
