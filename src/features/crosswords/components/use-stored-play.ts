import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '@/store/store';
import type { Grid } from '../model/grid';
import { formatTime } from '../model/issue';
import { initialState, isSolved, playReducer, type PlayAction, type PlayState } from '../model/play';
import { loadProgress, saveProgress } from '../model/progress';

/** The congratulation, with the number of revealed letters when there are any. */
function useCongratulation() {
  const { t } = useTranslation('crosswords');
  return useCallback(
    (seconds: number, revealed: number) =>
      revealed ? t('game.congratulationsRevealed', { time: formatTime(seconds), count: revealed }) : t('game.congratulations', { time: formatTime(seconds) }),
    [t],
  );
}

/**
 * The puzzle's play state kept on the device: the letters and cursor (the play reducer), the clock
 * (running while the page is visible and the puzzle unsolved) and whether it was ever solved,
 * restored on load and saved on every change. Solving it says the congratulation.
 */
export function useStoredPlay(puzzleId: number, grid: Grid) {
  const announce = useAppStore((s) => s.announce);
  const congratulation = useCongratulation();
  const stored = useMemo(() => loadProgress(puzzleId, grid), [puzzleId, grid]);
  const [state, dispatch] = useReducer((s: PlayState, a: PlayAction) => playReducer(grid, s, a), undefined, () => stored?.state ?? initialState(grid));
  const [seconds, setSeconds] = useState(stored?.seconds ?? 0);
  const solved = isSolved(grid, state.letters);
  const [everSolved, setEverSolved] = useState(stored?.solved ?? false);

  // The clock runs while the page is visible and the puzzle is not solved.
  useEffect(() => {
    if (solved) return;
    const id = window.setInterval(() => {
      if (document.visibilityState === 'visible') setSeconds((s) => s + 1);
    }, 1000);
    return () => window.clearInterval(id);
  }, [solved]);

  const wasSolved = useRef(solved);
  useEffect(() => {
    if (solved && !wasSolved.current) {
      setEverSolved(true);
      announce(congratulation(seconds, state.revealed.length));
    }
    wasSolved.current = solved;
  }, [solved, announce, congratulation, seconds, state.revealed.length]);

  // Progress is saved on every change (a write of a few hundred bytes).
  useEffect(() => {
    saveProgress(puzzleId, grid, { state, seconds, solved: everSolved || solved });
  }, [puzzleId, grid, state, seconds, everSolved, solved]);

  const act = useCallback((action: PlayAction) => dispatch(action), []);
  return { state, act, seconds, solved, congratulation: solved ? congratulation(seconds, state.revealed.length) : '' };
}
