import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { ArticleHub } from '@/features/articles/components/article-hub';
import { articleCards } from '@/features/articles/content/catalogue';
import { cachedArticleDescriptions, loadArticleDescriptions } from '@/features/articles/content/load-descriptions';
import { useAppStore } from '@/store/store';
import { usePageDescription } from '@/lib/page-description';
import { OfflineLevel } from '../pwa/offline-level';

/** The card descriptions in the interface language come before the first paint (no layout shift). */
export async function loader(): Promise<null> {
  await loadArticleDescriptions(useAppStore.getState().curLang);
  return null;
}

/** The descriptions of the current language; another language's load when it is switched to. */
function useDescriptions(lang: Parameters<typeof loadArticleDescriptions>[0]) {
  const [, setLoaded] = useState(0);
  useEffect(() => {
    if (cachedArticleDescriptions(lang)) return;
    let live = true;
    void loadArticleDescriptions(lang).then(() => {
      if (live) setLoaded((n) => n + 1);
    });
    return () => {
      live = false;
    };
  }, [lang]);
  return cachedArticleDescriptions(lang);
}

/** /articles: the article cards by type, with a type filter and a search (catalogue only: no body is loaded here). */
export function Component() {
  const { t } = useTranslation('articles');
  const lang = useAppStore((s) => s.curLang);
  const descriptions = useDescriptions(lang);
  usePageDescription(t('hubLead'));
  return (
    <div className="page">
      <title>{`${t('hubTitle')} – ${env.siteName}`}</title>
      <Breadcrumb label={t('breadcrumbArticles')} items={[{ label: t('breadcrumbMain'), to: paths.home }, { label: t('breadcrumbArticles') }]} />
      <h1 className="page-title mt-2">{t('hubTitle')}</h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-700">{t('hubLead')}</p>
      <OfflineLevel area="articles" jobs={() => import('../pwa/area-jobs').then((m) => m.articlesJobs())} />
      <ArticleHub cards={articleCards} lang={lang} descriptions={descriptions} />
    </div>
  );
}
