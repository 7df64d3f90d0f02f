import { useTranslation } from 'react-i18next';
import { AppLink } from '@/components/ui/app-link';
import { paths } from '@/config/paths';
import { usePwaStore } from './pwa/pwa-state';
import { wordLevels } from './word-levels';

/** The pages that offer "Make … available offline" (issue 17 levels, issue 25 areas), in menu order. */
export const offlinePages = [
  ...wordLevels.map((level) => ({ key: `words-${level.slug}` as const, to: `${paths.words}/${level.slug}` })),
  { key: 'grammar-a1', to: paths.grammar },
  { key: 'grammar-a2', to: paths.grammarA2 },
  { key: 'phrasebook', to: paths.phrases },
  { key: 'games', to: paths.games },
  { key: 'articles', to: paths.articles },
] as const;

/**
 * The home page's word on what works offline (issue 25): what the device keeps by itself, where
 * to save a whole level or area, and what always needs a connection. Shown, like the download
 * panels, only while a service worker controls the page: without one nothing is kept.
 */
export function HomeOffline() {
  const controlled = usePwaStore((s) => s.controlled);
  const { t } = useTranslation('home');
  if (!controlled) return null;
  return (
    <section aria-labelledby="home-offline" className="mt-8 max-w-3xl rounded-xl border border-slate-200 bg-slate-50 p-4 sm:p-6" data-testid="home-offline">
      <h2 id="home-offline" className="text-2xl font-bold">
        {t('offline.title')}
      </h2>
      <p className="mt-2 text-slate-700">{t('offline.kept')}</p>
      <p className="mt-2 text-slate-700">{t('offline.save')}</p>
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-2">
        {offlinePages.map((page) => (
          <li key={page.key}>
            <AppLink to={page.to} className="text-link inline-block py-1">
              {t(`offline.pages.${page.key}`)}
            </AppLink>
          </li>
        ))}
      </ul>
      <p className="mt-3 text-slate-700">{t('offline.online')}</p>
    </section>
  );
}
