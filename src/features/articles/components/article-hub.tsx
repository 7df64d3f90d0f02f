import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '@/components/ui/app-link';
import type { Lang } from '@/i18n/languages';
import { ARTICLE_TYPES } from '../content/schema';
import type { ArticleCard, ArticleType } from '../content/types';
import { filterArticles } from '../model/hub';
import { formatDate } from '@/lib/format-date';
import { TYPE_KEYS } from './type-keys';

/**
 * The /articles hub (issue 15): a type filter (buttons with aria-pressed), a search by title in
 * the interface language, and the cards grouped by type, newest first. Card data only.
 */
export function ArticleHub({ cards, lang, descriptions }: { cards: readonly ArticleCard[]; lang: Lang; descriptions?: ReadonlyMap<string, string> }) {
  const { t } = useTranslation('articles');
  const [type, setType] = useState<ArticleType | 'all'>('all');
  const [query, setQuery] = useState('');
  const searchId = useId();
  const groups = filterArticles(cards, lang, type, query);
  const options: (ArticleType | 'all')[] = ['all', ...ARTICLE_TYPES];
  return (
    <>
      <div className="mt-6 flex flex-col gap-4">
        <div role="group" aria-label={t('filterLabel')} className="flex flex-wrap gap-2">
          {options.map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={type === option}
              onClick={() => setType(option)}
              className={`rounded-full border px-3 py-1 text-sm font-semibold ${type === option ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white text-slate-800 hover:border-brand-600'}`}
            >
              {option === 'all' ? t('all') : t(`types.${TYPE_KEYS[option]}`)}
            </button>
          ))}
        </div>
        <div className="flex max-w-md flex-col gap-1">
          <label htmlFor={searchId} className="font-semibold">
            {t('search')}
          </label>
          <input id={searchId} type="search" value={query} onChange={(e) => setQuery(e.target.value)} className="rounded-md border border-slate-400 px-3 py-2" />
        </div>
      </div>

      {groups.length === 0 && <p className="mt-8 text-lg text-slate-700">{t('noResults')}</p>}
      {groups.map((group) => (
        <section key={group.type} aria-labelledby={`type-${TYPE_KEYS[group.type]}`} className="mt-8">
          <h2 id={`type-${TYPE_KEYS[group.type]}`} className="text-2xl font-bold">
            {t(`types.${TYPE_KEYS[group.type]}`)}
          </h2>
          <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {group.cards.map((card) => (
              <li key={card.url}>
                <AppLink to={card.url} className="card flex h-full gap-3 hover:border-brand-600 hover:shadow-md">
                  <img src={`/icons/noto/${card.img}.svg`} alt="" width={56} height={56} loading="lazy" decoding="async" className="size-12 shrink-0 sm:size-14" />
                  <span className="flex min-w-0 flex-col gap-1">
                    <span className="text-lg font-semibold text-slate-900">{card.title[lang]}</span>
                    {descriptions?.has(card.url) && <span className="text-sm text-slate-700">{descriptions.get(card.url)}</span>}
                    <span className="mt-auto pt-1 text-xs text-slate-700">
                      <time dateTime={card.date}>{formatDate(card.date, lang)}</time>
                    </span>
                  </span>
                </AppLink>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
