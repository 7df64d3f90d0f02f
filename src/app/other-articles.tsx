import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '@/components/ui/app-link';
import { articleCards } from '@/features/articles/content/catalogue';
import type { Lang } from '@/i18n/languages';
import { useFirstRenderRandom } from '@/lib/hydration';
import { sample } from '@/lib/random';

export const OTHER_ARTICLES = 5;

/**
 * The other-articles box of a grammar quiz page (spec 000 §2): five articles, a fresh random choice
 * per page, from the Grammar articles first and then the others — each a link to its page.
 */
export function OtherArticles({ lang }: { lang: Lang }) {
  const { t } = useTranslation('grammar');
  const random = useFirstRenderRandom('other-articles');
  const picked = useMemo(() => {
    const grammar = articleCards.filter((a) => a.type === 'Grammar');
    const rest = articleCards.filter((a) => a.type !== 'Grammar');
    return [...sample(grammar, OTHER_ARTICLES, random), ...sample(rest, OTHER_ARTICLES, random)].slice(0, OTHER_ARTICLES);
  }, [random]);
  if (picked.length === 0) return null;
  return (
    <aside aria-labelledby="other-articles" className="card mt-10">
      <h2 id="other-articles" className="text-xl font-bold">
        {t('otherArticles')}
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
