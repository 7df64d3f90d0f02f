import { useTranslation } from 'react-i18next';
import { AppLink } from '@/components/ui/app-link';
import { IconPicture } from '@/components/ui/icon-picture';
import { StarRow } from '@/components/ui/star-row';
import type { Lang } from '@/i18n/languages';
import type { Game, GameGroup } from '../content/types';

export const GAME_GROUPS: readonly GameGroup[] = ['words', 'sentences', 'numbers', 'germany'];

/** The games by group, in catalogue order; empty groups left out. */
export function groupGames(games: readonly Game[]): { group: GameGroup; games: Game[] }[] {
  return GAME_GROUPS.map((group) => ({ group, games: games.filter((g) => g.group === group) })).filter((g) => g.games.length > 0);
}

/** The /games hub: a card per game (picture, title, description, best stars, optional video). Loads no game code. */
export function GamesHub({ games, lang, starsOf }: { games: readonly Game[]; lang: Lang; starsOf: (topic: string) => number }) {
  const { t } = useTranslation('games');
  return (
    <>
      {groupGames(games).map(({ group, games: inGroup }) => (
        <section key={group} aria-labelledby={`games-${group}`} className="mt-8">
          <h2 id={`games-${group}`} className="text-2xl font-bold">
            {t(`groups.${group}`)}
          </h2>
          <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {inGroup.map((game) => {
              const stars = starsOf(game.topic);
              return (
                <li key={game.url} className="card flex h-full flex-col gap-2 hover:border-brand-600 hover:shadow-md">
                  <AppLink to={game.url} className="flex gap-3">
                    <IconPicture name={game.img} size={56} className="size-12 shrink-0 sm:size-14" />
                    <span className="flex min-w-0 flex-col gap-1">
                      <span className="text-lg font-semibold text-slate-900">{game.title[lang]}</span>
                      <span className="text-sm text-slate-700">{game.descr[lang]}</span>
                    </span>
                  </AppLink>
                  <span className="mt-auto flex flex-wrap items-center gap-3 pt-1">
                    <StarRow count={stars} label={t('stars', { count: stars })} />
                    {game.video && (
                      <a href={game.video} target="_blank" rel="noopener noreferrer" className="text-link text-sm">
                        {t('video', { title: game.title[lang] })}
                      </a>
                    )}
                  </span>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </>
  );
}
