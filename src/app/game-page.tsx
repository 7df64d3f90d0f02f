import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { GameFrame, type GameFrameProps } from '@/features/games/components/game-frame';
import { games } from '@/features/games/content/catalogue';
import type { Game } from '@/features/games/content/types';
import { recordProgress } from '@/store/sync/record-progress';
import { addMissedWords } from '@/store/sync/reviews-remote';
import { starsOf } from '@/store/results-model';
import { useAppStore } from '@/store/store';
import { loadGameWords, wordChoices, type WordLevel, type WordSetFilter } from './game-sources';

/** The catalogue entry of a game by its route (a missing entry is a programming error). */
export function gameAt(url: string): Game {
  const game = games.find((g) => g.url === url);
  if (!game) throw new Error(`No game in the catalogue at ${url}`);
  return game;
}

/**
 * A game of the games catalogue is named by its route (`url`); a page whose game is not in that
 * catalogue (a quiz about Germany, built from its own catalogue card) passes the `game` itself.
 */
type PageProps<C> = Omit<GameFrameProps<C>, 'game' | 'lang' | 'starsOf' | 'onFinished'> & ({ url: string; game?: never } | { game: Game; url?: never });

/**
 * A game page: the shared frame with the learner's stars, the star recorded under the game's
 * topic and the chosen topic or level (`quiz_results["game-…_results"][choice]`), and — only for a
 * game whose misses are vocabulary (`game.vocabulary`) — the missed words added to the word reviews.
 */
export function GamePage<C>({ url, game: given, ...props }: PageProps<C>) {
  const lang = useAppStore((s) => s.curLang);
  const results = useAppStore((s) => s.quizResults);
  const game = given ?? gameAt(url ?? '');
  return (
    <GameFrame<C>
      {...props}
      game={game}
      lang={lang}
      starsOf={(choice) => starsOf(results, game.topic, choice)}
      onFinished={(choice, result) => {
        if (result.successful) recordProgress(game.topic, choice);
        if (game.vocabulary) addMissedWords(result.missed.map((m) => ({ review: m.de, translation: m.translation })));
      }}
    />
  );
}

/** The choices of a word game (each level mixed, then every topic) with their labels. */
export function useWordChoices(levels?: readonly WordLevel[], filter: WordSetFilter = 'all') {
  const { t } = useTranslation('games');
  const lang = useAppStore((s) => s.curLang);
  const choices = wordChoices(lang, { level: (level) => t(`levelChoice.${level}`), group: (level) => t(`levelGroup.${level}`) }, levels, filter);
  const load = useCallback((choice: string) => loadGameWords(choice, Math.random, filter), [filter]);
  return { choices, load };
}
