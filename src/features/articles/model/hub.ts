import type { Lang } from '@/i18n/languages';
import type { ArticleCard, ArticleType } from '../content/types';
import { ARTICLE_TYPES } from '../content/schema';

/** The hub's cards: of the chosen type (or all), whose title in the interface language contains the query; grouped by type, newest first. */
export function filterArticles(cards: readonly ArticleCard[], lang: Lang, type: ArticleType | 'all', query: string): { type: ArticleType; cards: ArticleCard[] }[] {
  const locale = lang === 'ua' ? 'uk' : lang;
  const q = query.trim().toLocaleLowerCase(locale);
  const shown = cards.filter((c) => (type === 'all' || c.type === type) && (q === '' || c.title[lang].toLocaleLowerCase(locale).includes(q)));
  return ARTICLE_TYPES.map((t) => ({
    type: t,
    cards: shown.filter((c) => c.type === t).sort((a, b) => b.date.localeCompare(a.date)),
  })).filter((g) => g.cards.length > 0);
}
