import { useEffect, useState } from 'react';
import type { Lang } from '@/i18n/languages';
import { hasTranslation, loadTranslation } from '../content/load';
import type { ArticleContent, ArticleTranslation } from '../content/types';
import { shownBody, type ShownBody } from '../model/shown-body';

/**
 * The body to show in the interface language. The route's loader hands over the translation of the
 * language at load time (no English flash on the first paint); a later language change loads that
 * language's chunk here. Until it is there — or when it cannot load (offline) — the English body
 * shows, with the notice only once loading has failed.
 */
export function useArticleBody(article: ArticleContent, lang: Lang, preloaded: ArticleTranslation | null): ShownBody & { pending: boolean } {
  const [loaded, setLoaded] = useState<ArticleTranslation | null>(preloaded);
  const [failed, setFailed] = useState<string | null>(null);
  const key = `${article.slug}/${lang}`;
  const wanted = lang !== 'en' && hasTranslation(article.slug, lang);
  const current = loaded && loaded.slug === article.slug && loaded.lang === lang ? loaded : null;

  useEffect(() => {
    if (!wanted || current) return;
    let live = true;
    loadTranslation(article.slug, lang).then(
      (translation) => live && (translation ? setLoaded(translation) : setFailed(key)),
      () => live && setFailed(key),
    );
    return () => {
      live = false;
    };
  }, [wanted, current, article.slug, lang, key]);

  const shown = shownBody(article, current, lang);
  const pending = wanted && !current && failed !== key;
  return { ...shown, inEnglishOnly: shown.inEnglishOnly && !pending, pending };
}
