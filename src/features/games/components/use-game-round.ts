import { useLayoutEffect, useMemo, useState } from 'react';
import { useQuizSession } from '@/components/quiz/use-quiz-session';
import { useAppStore } from '@/store/store';
import { afterAnswer, roundPosition, type MissedItem } from '../model/round-progress';
import type { GameResult } from './game-frame';

export interface GameRoundOptions<T> {
  /** The game's name: with the items, it names this round's session on the shared quiz engine. */
  game: string;
  /** The round's items, one asked at a time (stable for the round: a new array is a new round). */
  items: readonly T[];
  /** Items the engine asks (default: all of them; the mouse race may end early). */
  length?: number;
  /** Seconds to answer each item (the engine's clock; absent: no limit). */
  secondsPerItem?: number;
  onDone: (result: GameResult) => void;
}

/**
 * A game's round of items on the quiz engine: starts the session, says which item is asked (and
 * whether it is the last), records each answer once (sound and announcement, see useQuizSession)
 * with a wrong answer's item in the missed list, and after the last item's Next reports the round.
 * `ours` is false until this round's session has started (the engine may still hold the last game's
 * counts): a game that reads the engine's phase or health waits for it.
 */
export function useGameRound<T>({ game, items, length = items.length, secondsPerItem, onDone }: GameRoundOptions<T>) {
  const session = useQuizSession();
  const { quiz, start } = session;
  const base = useMemo(() => ({ game, items }), [game, items]);
  const [missed, setMissed] = useState<MissedItem[]>([]);

  useLayoutEffect(() => {
    start(base, secondsPerItem === undefined ? { length } : { length, secondsPerItem });
  }, [start, base, length, secondsPerItem]);

  const ours = quiz.base === base;
  const position = roundPosition(quiz.round, items.length);
  const item: T | undefined = items[position.index];

  /** Records the answer to the item asked (false when it was already answered); a wrong one adds `miss` to the missed list. */
  const answer = (correct: boolean, asked: string, said: string, miss?: MissedItem): boolean => {
    if (!session.answer(correct, asked, said)) return false;
    if (!correct && miss) setMissed((list) => afterAnswer(list, correct, miss));
    return true;
  };

  /** Reports the round with the engine's score and the missed list; `extra` adds or replaces fields (summary, star rule …). */
  const report = (extra?: Partial<GameResult>) => {
    const { correct, incorrect } = useAppStore.getState().quiz;
    onDone({ correct, incorrect, missed, ...extra });
  };

  /** On to the next item; after the last one, the round is reported. */
  const next = (extra?: Partial<GameResult>) => {
    session.next();
    if (position.last) report(extra);
  };

  return { session, quiz, ours, item, ...position, total: items.length, missed, answer, next, report };
}
