import { useTranslation } from 'react-i18next';
import { AppLink } from '@/components/ui/app-link';
import { StarRow } from '@/components/ui/star-row';
import type { Lang } from '@/i18n/languages';
import type { PhraseSet } from '../content/types';
import { groupSets } from '../model/groups';

export type GrammarPhraseGame = 'questions1' | 'questions2' | 'imperative' | 'wordOrder';

/**
 * The /phrases hub (issue 11): the sets as cards grouped social, everyday, travel, feelings, help
 * (picture, title and description in the interface language, Premium badge, three stars), the
 * grammar phrase games the spec lists, and the way to the phrase reviews.
 */
export function PhraseHub({
  sets,
  lang,
  starsOf,
  grammarGames,
  reviews,
}: {
  sets: readonly PhraseSet[];
  lang: Lang;
  starsOf: (topic: string) => number;
  grammarGames: readonly { id: GrammarPhraseGame; to: string }[];
  reviews: { to: string; count: number };
}) {
  const { t } = useTranslation('phrases');
  return (
    <>
      {groupSets(sets).map(({ group, sets: inGroup }) => (
        <section key={group} aria-labelledby={`group-${group}`} className="mt-8">
          <h2 id={`group-${group}`} className="text-2xl font-bold">
            {t(`groups.${group}`)}
          </h2>
          <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {inGroup.map((set) => {
              const stars = starsOf(set.topic);
              return (
                <li key={set.id}>
                  <AppLink to={set.url} className="card flex h-full gap-3 hover:border-brand-600 hover:shadow-md">
                    <img src={`/icons/noto/${set.img}.svg`} alt="" width={56} height={56} loading="lazy" decoding="async" className="size-12 shrink-0 sm:size-14" />
                    <span className="flex min-w-0 flex-col gap-1">
                      <span className="text-lg font-semibold text-slate-900">{set.title[lang]}</span>
                      <span className="text-sm text-slate-700">{set.descr[lang]}</span>
                      <span className="mt-auto flex flex-wrap items-center gap-2 pt-1">
                        <StarRow count={stars} label={t('stars', { count: stars })} />
                        {set.paywall && <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">{t('premium')}</span>}
                      </span>
                    </span>
                  </AppLink>
                </li>
              );
            })}
          </ul>
        </section>
      ))}

      <section aria-labelledby="grammar-games" className="mt-10">
        <h2 id="grammar-games" className="text-2xl font-bold">
          {t('grammarTitle')}
        </h2>
        <p className="mt-1 text-slate-700">{t('grammarLead')}</p>
        <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {grammarGames.map((game) => (
            <li key={game.id}>
              <AppLink to={game.to} className="card block h-full font-semibold hover:border-brand-600 hover:shadow-md">
                {t(`grammarGames.${game.id}`)}
              </AppLink>
            </li>
          ))}
        </ul>
      </section>

      <p className="mt-10">
        <AppLink to={reviews.to} className="btn-secondary">
          {t('reviewsLink', { count: reviews.count })}
        </AppLink>
      </p>
    </>
  );
}
