import { useCallback, useEffect, useState } from 'react';
import { readJson, STORAGE_KEYS, writeJson } from '@/lib/storage';
import { newScoreboard, repairScoreboard, type Scoreboard } from '../model/scoreboard';

/** Kept for the lesson only: sessionStorage ends with the tab. */
export const SCOREBOARD_KEY = STORAGE_KEYS.classGamesScoreboard;

/** The lesson's scoreboard, kept in sessionStorage (junk there starts a fresh board of 2 teams). */
export function useScoreboard(nameOf: (i: number) => string) {
  const [board, setBoard] = useState<Scoreboard>(() => readJson(SCOREBOARD_KEY, repairScoreboard, 'session') ?? newScoreboard(2, nameOf));
  useEffect(() => {
    writeJson(SCOREBOARD_KEY, board, 'session');
  }, [board]);
  const update = useCallback((change: (b: Scoreboard) => Scoreboard) => setBoard(change), []);
  return { board, update };
}
