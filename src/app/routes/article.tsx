import { useTranslation } from 'react-i18next';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { ArticleView } from '@/features/articles/components/article-view';
import { articleCards } from '@/features/articles/content/catalogue';
import { loadArticle, loadTranslation } from '@/features/articles/content/load';
import type { ArticleContent, ArticleTranslation } from '@/features/articles/content/types';
import { useArticleBody } from '@/features/articles/hooks/use-article-body';
import { metaDescription } from '@/features/articles/model/article-text';
import { useAppStore } from '@/store/store';
import { OtherArticles } from '../other-articles';
import { Component as NotFound } from './not-found';
import { usePageDescription } from '@/lib/page-description';

type Data = { article: ArticleContent; translation: ArticleTranslation | null } | null;

/**
 * Loads the article before the page renders (each article is its own chunk), with its body in the
 * interface language when one exists (its own chunk too; if it cannot load, English shows); unknown
 * slugs → not found.
 */
export async function loader({ params }: LoaderFunctionArgs): Promise<Data> {
  const card = articleCards.find((c) => c.url === `${paths.articles}/${params.slug ?? ''}`);
  if (!card || !params.slug) return null;
  const lang = useAppStore.getState().curLang;
  const [article, translation] = await Promise.all([loadArticle(params.slug), loadTranslation(params.slug, lang).catch(() => null)]);
  return article ? { article, translation } : null;
}

/** /articles/<slug>: one static article, then the other-articles box (spec 000 §2). */
export function Component() {
  const data = useLoaderData<Data>();
  if (!data) return <NotFound />;
  return <ArticlePage key={data.article.slug} article={data.article} translation={data.translation} />;
}

function ArticlePage({ article, translation }: { article: ArticleContent; translation: ArticleTranslation | null }) {
  const { t } = useTranslation('articles');
  const lang = useAppStore((s) => s.curLang);
  const shown = useArticleBody(article, lang, translation);
  usePageDescription(metaDescription(shown));
  const title = article.title[lang];
  return (
    <div className="page">
      <title>{`${title} – ${env.siteName}`}</title>
      <Breadcrumb label={t('breadcrumbArticles')} items={[{ label: t('breadcrumbMain'), to: paths.home }, { label: t('breadcrumbArticles'), to: paths.articles }, { label: title }]} />
      <ArticleView article={article} lang={lang} shown={shown} />
      <OtherArticles lang={lang} heading={t('otherArticles')} exclude={`${paths.articles}/${article.slug}`} prefer={article.type} />
    </div>
  );
}
