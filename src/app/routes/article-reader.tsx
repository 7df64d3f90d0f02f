import { useParams } from 'react-router-dom';
import { env } from '@/config/env';
import { ArticleReader } from '@/features/articles/components/reader';
import { articleId } from '@/features/articles/model/reader';

/** /articles-new/<id>: an article from the server (spec 001 §2 "Article reader"). */
export function Component() {
  const { id } = useParams();
  const articleIdValue = articleId(id);
  return (
    <div className="page">
      <ArticleReader key={articleIdValue ?? 'none'} id={articleIdValue} uploadsBase={env.uploadsBaseUrl} siteName={env.siteName} />
    </div>
  );
}
