import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { articleQueryOptions } from '@/api/endpoints/articles';
import { isApiError } from '@/api/errors';
import { offlineMessage } from '@/api/offline-message';
import type { Article } from '@/api/schemas';
import { UploadImage } from '@/components/ui/upload-image';
import { formatDate } from '@/lib/format-date';
import { articleImageUrl, metaDescription } from '../model/reader';
import { sanitiseArticleHtml } from '../model/sanitise';
import { usePageDescription } from '@/lib/page-description';

/**
 * The message of a failed fetch (spec 001 §8): 'Article not found' for a missing article, else the
 * server's own `message`, else 'An error occurred while fetching the article'.
 */
export function readerError(error: unknown, t: (key: 'reader.notFound' | 'reader.fetchFailed') => string): string {
  const offline = offlineMessage(error);
  if (offline) return offline;
  if (isApiError(error)) {
    if (error.status === 404) return t('reader.notFound');
    if (error.serverMessage) return error.serverMessage;
  }
  return t('reader.fetchFailed');
}

/**
 * Styles for the server's HTML, scoped to the article body. Nothing scrolls sideways and nothing
 * becomes a scroll region (which would need a keyboard stop we may not add): tables take the
 * column's width and wrap their words, code wraps.
 */
const BODY_CLASS = [
  'article-body mt-6 max-w-3xl break-words text-slate-800',
  '[&_h2]:mt-8 [&_h2]:mb-2 [&_h2]:text-xl [&_h2]:font-bold [&_h2]:text-slate-900',
  '[&_h3]:mt-5 [&_h3]:mb-1 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-slate-900',
  '[&_p]:my-3 [&_p]:leading-relaxed [&_ul]:my-3 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-3 [&_ol]:list-decimal [&_ol]:pl-6',
  '[&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2',
  '[&_img]:h-auto [&_img]:max-w-full [&_pre]:max-w-full [&_pre]:whitespace-pre-wrap',
  'hyphens-auto [&_table]:my-4 [&_table]:w-full [&_table]:table-fixed [&_td]:break-words [&_th]:break-words [&_td]:border [&_td]:border-slate-300 [&_td]:px-2 [&_td]:py-1 [&_th]:border [&_th]:border-slate-300 [&_th]:px-2 [&_th]:py-1 [&_th]:text-left',
].join(' ');

interface ArticleViewProps {
  article: Article;
  uploadsBase: string;
  siteName: string;
}

/** One loaded article: title, picture, author, date and the sanitised HTML, rendered once. */
export function ArticleView({ article, uploadsBase, siteName }: ArticleViewProps) {
  const { t, i18n } = useTranslation('articles');
  const html = useMemo(() => sanitiseArticleHtml(article.content), [article.content]);
  const description = useMemo(() => metaDescription(html), [html]);
  usePageDescription(description);
  const image = articleImageUrl(article.image_path, uploadsBase);
  const date = article.date ? formatDate(article.date, i18n.language) : '';
  return (
    <article aria-labelledby="article-title">
      <title>{`${article.title} – ${siteName}`}</title>
      <h1 id="article-title" className="page-title">
        {article.title}
      </h1>
      {(article.author || date) && (
        <p className="mt-2 text-slate-600">
          {article.author && <span>{t('reader.by', { author: article.author })}</span>}
          {article.author && date && <span aria-hidden="true"> · </span>}
          {date && (
            <span>
              {t('reader.published')} <time dateTime={article.date ?? undefined}>{date}</time>
            </span>
          )}
        </p>
      )}
      {image && <UploadImage src={image} fallback="/icons/noto/newspaper.svg" size={192} lazy className="mt-4 size-48 object-contain" />}
      {/* Sanitised by DOMPurify just above (model/sanitise.ts); rendered as it came out. */}
      <div className={BODY_CLASS} dangerouslySetInnerHTML={{ __html: html }} />
    </article>
  );
}

interface ReaderProps {
  id: number | null;
  uploadsBase: string;
  siteName: string;
}

/** /articles-new/<id> (spec 001 §2 "Article reader", §7 "Get article", §8). */
export function ArticleReader({ id, uploadsBase, siteName }: ReaderProps) {
  const { t } = useTranslation('articles');
  const query = useQuery({ ...articleQueryOptions(id ?? 0), enabled: id !== null });
  if (id === null) return <ReaderMessage text={t('reader.notFound')} siteName={siteName} />;
  if (query.isPending) {
    return (
      <p role="status" className="mt-6">
        <title>{`${t('reader.loading')} – ${siteName}`}</title>
        {t('reader.loading')}
      </p>
    );
  }
  if (query.isError) return <ReaderMessage text={readerError(query.error, t)} siteName={siteName} />;
  return <ArticleView article={query.data} uploadsBase={uploadsBase} siteName={siteName} />;
}

function ReaderMessage({ text, siteName }: { text: string; siteName: string }) {
  const { t } = useTranslation('articles');
  return (
    <div>
      <title>{`${t('reader.title')} – ${siteName}`}</title>
      <h1 className="page-title">{t('reader.title')}</h1>
      <p role="alert" className="mt-6 font-medium text-red-700">
        {text}
      </p>
    </div>
  );
}
