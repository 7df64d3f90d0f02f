import { useMemo } from 'react';
import { AppLink } from '@/components/ui/app-link';
import { articleCards } from '@/features/articles/content/catalogue';
import type { ArticleType } from '@/features/articles/content/types';
import type { Lang } from '@/i18n/languages';
import { useFirstRenderRandom } from '@/lib/hydration';
import { sample } from '@/lib/random';

export const OTHER_ARTICLES = 5;

interface Props {
  lang: Lang;
  /** The box's heading, from the page's own namespace (grammar or articles). */
  heading: string;
  /** The page's own article, never listed. */
  exclude?: string;
  /** The type whose articles come first. */
  prefer?: ArticleType;
}

/**
 * The other-articles box (spec 000 §2) under a grammar quiz page and at the end of every article:
 * five articles, a fresh random choice per page, from the preferred type first (Grammar on grammar
 * pages, the article's own type under an article) and then the others — each a link to its page.
 */
export function OtherArticles({ lang, heading, exclude, prefer = 'Grammar' }: Props) {
  const random = useFirstRenderRandom('other-articles');
  const picked = useMemo(() => {
    const others = articleCards.filter((a) => a.url !== exclude);
    const first = others.filter((a) => a.type === prefer);
    const rest = others.filter((a) => a.type !== prefer);
    return [...sample(first, OTHER_ARTICLES, random), ...sample(rest, OTHER_ARTICLES, random)].slice(0, OTHER_ARTICLES);
  }, [random, exclude, prefer]);
  if (picked.length === 0) return null;
  return (
    <aside aria-labelledby="other-articles" className="card mt-10 max-w-3xl">
      <h2 id="other-articles" className="text-xl font-bold">
        {heading}
      </h2>
      <ul className="mt-3 space-y-2">
        {picked.map((article) => (
          <li key={article.url}>
            <AppLink to={article.url} className="text-link">
              {article.title[lang]}
            </AppLink>
          </li>
        ))}
      </ul>
    </aside>
  );
}
