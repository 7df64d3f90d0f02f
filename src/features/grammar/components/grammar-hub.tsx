import { useTranslation } from 'react-i18next';
import { AppLink } from '@/components/ui/app-link';
import { StarRow } from '@/components/ui/star-row';
import type { Lang } from '@/i18n/languages';
import { GRAMMAR_TOPICS } from '../content/topics';
import type { GrammarExerciseCard } from '../content/types';

/** The /grammar hub: exercise cards grouped by topic, with stars (spec 000 §3). */
export function GrammarHub({ cards, lang, starsOf, a2Path }: { cards: readonly GrammarExerciseCard[]; lang: Lang; starsOf: (topic: string) => number; a2Path: string }) {
  const { t } = useTranslation('grammar');
  return (
    <>
      <p className="mt-4">
        <AppLink to={a2Path} className="btn-secondary">
          {t('a2Link')}
        </AppLink>
      </p>
      {GRAMMAR_TOPICS.map((topic) => {
        const group = cards.filter((c) => c.type === topic);
        if (group.length === 0) return null;
        return (
          <section key={topic} aria-labelledby={`topic-${topic.replace(/\s/g, '-')}`} className="mt-8">
            <h2 id={`topic-${topic.replace(/\s/g, '-')}`} className="text-2xl font-bold">
              {t(`topics.${topic}`)}
            </h2>
            <ul className="mt-3 grid grid-cols-2 gap-3 lg:grid-cols-4">
              {group.map((card) => {
                const stars = starsOf(card.topic);
                return (
                  <li key={card.url}>
                    <AppLink to={card.url} className="card flex h-full flex-col items-center gap-2 text-center hover:border-brand-600 hover:shadow-md">
                      <img src={`/icons/noto/${card.img}.svg`} alt="" width={40} height={40} className="size-10" loading="lazy" />
                      <span className="font-semibold">{card.descr[lang]}</span>
                      <StarRow count={stars} label={t('stars', { count: stars })} />
                      {card.paywall && <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">{t('premium')}</span>}
                    </AppLink>
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
    </>
  );
}
