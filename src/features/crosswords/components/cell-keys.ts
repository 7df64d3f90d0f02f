import type { KeyboardEvent } from 'react';
import type { Grid } from '../model/grid';
import { lastLetterOf, normaliseLetter } from '../model/letters';
import { type Arrow, clueMove, type Cursor, type PlayAction } from '../model/play';

const ARROWS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight']);

/**
 * The keys in a cell: Tab / Enter from clue to clue (past the last the focus leaves the grid),
 * arrows, Backspace, Delete, Space to turn, a letter to type; and the input event, which is all
 * that phones (key code 229) bring.
 */
export function cellKeys(grid: Grid, cursor: Cursor, act: (action: PlayAction) => void) {
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.nativeEvent.isComposing || e.keyCode === 229 || e.ctrlKey || e.metaKey || e.altKey) return;
    if (e.key === 'Tab') {
      const next = clueMove(grid, cursor, e.shiftKey ? -1 : 1);
      if (next) {
        e.preventDefault();
        act({ type: 'cursor', cursor: next });
      }
      return; // past the last clue (or before the first) the focus leaves the grid
    }
    if (ARROWS.has(e.key)) {
      e.preventDefault();
      act({ type: 'arrow', arrow: e.key as Arrow });
    } else if (e.key === 'Backspace') {
      e.preventDefault();
      act({ type: 'backspace' });
    } else if (e.key === 'Delete') {
      e.preventDefault();
      act({ type: 'clear', scope: 'letter' });
    } else if (e.key === ' ') {
      e.preventDefault();
      act({ type: 'toggle' });
    } else if (e.key === 'Enter') {
      e.preventDefault();
      const next = clueMove(grid, cursor, e.shiftKey ? -1 : 1);
      if (next) act({ type: 'cursor', cursor: next });
    } else if (Array.from(e.key).length === 1) {
      e.preventDefault();
      const letter = normaliseLetter(e.key);
      if (letter) act({ type: 'letter', letter });
    }
  };

  /** Phones (key code 229) bring the letter with the input event only. */
  const onInput = (value: string) => {
    if (value === '') return act({ type: 'backspace' });
    if (value.trim() === '') return act({ type: 'toggle' });
    const letter = lastLetterOf(value);
    if (letter) act({ type: 'letter', letter });
  };

  return { onKeyDown, onInput };
}
