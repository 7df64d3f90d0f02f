import { useTranslation } from 'react-i18next';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { ArticleView } from '@/features/articles/components/article-view';
import { articleCards } from '@/features/articles/content/catalogue';
import { loadArticle } from '@/features/articles/content/load';
import type { ArticleContent } from '@/features/articles/content/types';
import { metaDescription } from '@/features/articles/model/article-text';
import { useAppStore } from '@/store/store';
import { Component as NotFound } from './not-found';
import { usePageDescription } from '@/lib/page-description';

type Data = ArticleContent | null;

/** Loads the article before the page renders (each article is its own chunk); unknown slugs → not found. */
export async function loader({ params }: LoaderFunctionArgs): Promise<Data> {
  const card = articleCards.find((c) => c.url === `${paths.articles}/${params.slug ?? ''}`);
  if (!card || !params.slug) return null;
  return loadArticle(params.slug);
}

/** /articles/<slug>: one static article. */
export function Component() {
  const article = useLoaderData<Data>();
  const { t } = useTranslation('articles');
  const lang = useAppStore((s) => s.curLang);
  usePageDescription(article ? metaDescription(article) : null);
  if (!article) return <NotFound />;
  const title = article.title[lang];
  return (
    <div className="page">
      <title>{`${title} – ${env.siteName}`}</title>
      <Breadcrumb label={t('breadcrumbArticles')} items={[{ label: t('breadcrumbMain'), to: paths.home }, { label: t('breadcrumbArticles'), to: paths.articles }, { label: title }]} />
      <ArticleView article={article} lang={lang} />
    </div>
  );
}
