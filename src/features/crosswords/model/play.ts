import { type Direction, type Grid, type Word, wordAt } from './grid';

/** Playing a crossword: the learner's letters, the cursor, checks and reveals. Pure functions. */

export interface Cursor {
  cell: number;
  direction: Direction;
}

export interface PlayState {
  /** One entry per cell: '' for empty (and for blocks), else the letter typed or revealed. */
  letters: string[];
  cursor: Cursor;
  /** Cells marked wrong by the last check (until their letter changes). */
  wrong: number[];
  /** Cells whose letter was revealed. */
  revealed: number[];
}

export type Arrow = 'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight';
export type Scope = 'letter' | 'word' | 'grid';

export const isOpen = (grid: Grid, index: number): boolean => grid.cells[index]?.solution != null;

/** The direction to use at a cell: the wanted one if a word runs that way, else the other. */
export function directionAt(grid: Grid, index: number, wanted: Direction): Direction {
  if (wordAt(grid, index, wanted)) return wanted;
  return wanted === 'across' ? 'down' : 'across';
}

/** The first cell of the first across word (or of the first word), where play starts. */
export function startCursor(grid: Grid): Cursor {
  const first = grid.words[0];
  const cell = first?.cells[0] ?? 0;
  return { cell, direction: first?.direction ?? 'across' };
}

export function initialState(grid: Grid): PlayState {
  return { letters: grid.cells.map(() => ''), cursor: startCursor(grid), wrong: [], revealed: [] };
}

export function currentWord(grid: Grid, cursor: Cursor): Word | null {
  return wordAt(grid, cursor.cell, cursor.direction);
}

/** The next (step 1) or previous (step -1) cell of the cursor's word, or null at its end. */
export function stepInWord(grid: Grid, cursor: Cursor, step: 1 | -1): number | null {
  const word = currentWord(grid, cursor);
  if (!word) return null;
  const at = word.cells.indexOf(cursor.cell);
  return word.cells[at + step] ?? null;
}

/**
 * An arrow key: the nearest open cell that way, jumping over blocks; the cursor stays when there
 * is none. Moving along the other axis turns the direction to that axis where a word runs so.
 */
export function arrowMove(grid: Grid, cursor: Cursor, arrow: Arrow): Cursor {
  const [dr, dc] = arrow === 'ArrowUp' ? [-1, 0] : arrow === 'ArrowDown' ? [1, 0] : arrow === 'ArrowLeft' ? [0, -1] : [0, 1];
  const axis: Direction = dr === 0 ? 'across' : 'down';
  const from = grid.cells[cursor.cell];
  if (!from) return cursor;
  let row = from.row + dr;
  let col = from.col + dc;
  while (row >= 0 && col >= 0 && row < grid.height && col < grid.width) {
    const index = row * grid.width + col;
    if (isOpen(grid, index)) return { cell: index, direction: directionAt(grid, index, axis) };
    row += dr;
    col += dc;
  }
  return cursor;
}

/** Index into grid.words of the cursor's word (-1 when none). */
export function wordIndexOf(grid: Grid, cursor: Cursor): number {
  return grid.cells[cursor.cell]?.[cursor.direction] ?? -1;
}

/**
 * Tab / Shift+Tab: the first cell of the next / previous clue (across clues, then down clues).
 * Null past the last clue or before the first: the focus then leaves the grid (no keyboard trap).
 */
export function clueMove(grid: Grid, cursor: Cursor, step: 1 | -1): Cursor | null {
  const next = grid.words[wordIndexOf(grid, cursor) + step];
  return next ? { cell: next.cells[0] ?? 0, direction: next.direction } : null;
}

/** Space, or a click on the current cell: the other direction, when a word runs that way. */
export function toggleDirection(grid: Grid, cursor: Cursor): Cursor {
  const other: Direction = cursor.direction === 'across' ? 'down' : 'across';
  return wordAt(grid, cursor.cell, other) ? { ...cursor, direction: other } : cursor;
}

/** A click (or focus) on a cell: the current cell switches direction, another keeps it where it can. */
export function selectCell(grid: Grid, cursor: Cursor, index: number): Cursor {
  if (!isOpen(grid, index)) return cursor;
  if (index === cursor.cell) return toggleDirection(grid, cursor);
  return { cell: index, direction: directionAt(grid, index, cursor.direction) };
}

function withLetter(state: PlayState, index: number, letter: string): PlayState {
  if (state.letters[index] === letter) return state;
  const letters = [...state.letters];
  letters[index] = letter;
  // A changed letter is no longer "checked wrong" nor "revealed".
  return { ...state, letters, wrong: state.wrong.filter((i) => i !== index), revealed: state.revealed.filter((i) => i !== index) };
}

/** Typing a letter: it fills the cell and the cursor moves on within the word (stays at its end). */
export function typeLetter(grid: Grid, state: PlayState, letter: string): PlayState {
  const { cell } = state.cursor;
  if (!isOpen(grid, cell)) return state;
  const next = stepInWord(grid, state.cursor, 1);
  const filled = withLetter(state, cell, letter);
  return next === null ? filled : { ...filled, cursor: { ...state.cursor, cell: next } };
}

/**
 * Backspace: a filled cell is cleared and the cursor goes back one cell; on an empty cell the
 * cursor goes back and clears that cell. At the word's first cell it only clears.
 */
export function backspace(grid: Grid, state: PlayState): PlayState {
  const { cell } = state.cursor;
  const previous = stepInWord(grid, state.cursor, -1);
  if (state.letters[cell]) {
    const cleared = withLetter(state, cell, '');
    return previous === null ? cleared : { ...cleared, cursor: { ...state.cursor, cell: previous } };
  }
  if (previous === null) return state;
  return { ...withLetter(state, previous, ''), cursor: { ...state.cursor, cell: previous } };
}

/** The cells a check, reveal or clear covers. */
export function cellsOf(grid: Grid, cursor: Cursor, scope: Scope): number[] {
  if (scope === 'letter') return isOpen(grid, cursor.cell) ? [cursor.cell] : [];
  if (scope === 'word') return currentWord(grid, cursor)?.cells ?? [];
  return grid.cells.filter((c) => c.solution !== null).map((c) => c.index);
}

/** Filled cells among `cells` whose letter is not the solution. */
export function wrongCells(grid: Grid, letters: readonly string[], cells: readonly number[]): number[] {
  return cells.filter((i) => letters[i] !== '' && letters[i] !== undefined && letters[i] !== grid.cells[i]?.solution);
}

/** Check: marks the wrong letters in scope (replacing earlier marks there); empty cells are not wrong. */
export function check(grid: Grid, state: PlayState, scope: Scope): PlayState {
  const cells = cellsOf(grid, state.cursor, scope);
  const inScope = new Set(cells);
  const wrong = [...state.wrong.filter((i) => !inScope.has(i)), ...wrongCells(grid, state.letters, cells)].sort((a, b) => a - b);
  return { ...state, wrong };
}

/** Reveal: writes the solution into the cells in scope; letters that were right stay unmarked. */
export function reveal(grid: Grid, state: PlayState, scope: Scope): PlayState {
  const cells = cellsOf(grid, state.cursor, scope);
  const letters = [...state.letters];
  const revealed = new Set(state.revealed);
  for (const i of cells) {
    const solution = grid.cells[i]?.solution ?? '';
    if (letters[i] !== solution) revealed.add(i);
    letters[i] = solution;
  }
  const inScope = new Set(cells);
  return { ...state, letters, wrong: state.wrong.filter((i) => !inScope.has(i)), revealed: [...revealed].sort((a, b) => a - b) };
}

/** Clear: empties the cells in scope. */
export function clear(grid: Grid, state: PlayState, scope: Scope): PlayState {
  const inScope = new Set(cellsOf(grid, state.cursor, scope));
  return {
    ...state,
    letters: state.letters.map((l, i) => (inScope.has(i) ? '' : l)),
    wrong: state.wrong.filter((i) => !inScope.has(i)),
    revealed: state.revealed.filter((i) => !inScope.has(i)),
  };
}

/** The list view: a word's letters from a text field ('?', '_', '.', space or any non-letter = empty). */
export function setWordLetters(grid: Grid, state: PlayState, wordIndex: number, letters: readonly (string | null)[]): PlayState {
  const word = grid.words[wordIndex];
  if (!word) return state;
  let next = state;
  word.cells.forEach((cell, i) => {
    next = withLetter(next, cell, letters[i] ?? '');
  });
  return next;
}

/** Every open cell holds its solution. */
export function isSolved(grid: Grid, letters: readonly string[]): boolean {
  return grid.cells.every((c) => c.solution === null || letters[c.index] === c.solution);
}

/** Open cells filled, of all open cells. */
export function filledCount(grid: Grid, letters: readonly string[]): { filled: number; total: number } {
  const open = grid.cells.filter((c) => c.solution !== null);
  return { filled: open.filter((c) => letters[c.index] !== '').length, total: open.length };
}

export type PlayAction =
  | { type: 'letter'; letter: string }
  | { type: 'backspace' }
  | { type: 'arrow'; arrow: Arrow }
  | { type: 'select'; cell: number }
  | { type: 'toggle' }
  | { type: 'cursor'; cursor: Cursor }
  | { type: 'check' | 'reveal' | 'clear'; scope: Scope }
  | { type: 'word'; wordIndex: number; letters: readonly (string | null)[] }
  | { type: 'reset'; state: PlayState };

export function playReducer(grid: Grid, state: PlayState, action: PlayAction): PlayState {
  switch (action.type) {
    case 'letter':
      return typeLetter(grid, state, action.letter);
    case 'backspace':
      return backspace(grid, state);
    case 'arrow':
      return { ...state, cursor: arrowMove(grid, state.cursor, action.arrow) };
    case 'select':
      return { ...state, cursor: selectCell(grid, state.cursor, action.cell) };
    case 'toggle':
      return { ...state, cursor: toggleDirection(grid, state.cursor) };
    case 'cursor':
      return isOpen(grid, action.cursor.cell) ? { ...state, cursor: { cell: action.cursor.cell, direction: directionAt(grid, action.cursor.cell, action.cursor.direction) } } : state;
    case 'check':
      return check(grid, state, action.scope);
    case 'reveal':
      return reveal(grid, state, action.scope);
    case 'clear':
      return clear(grid, state, action.scope);
    case 'word':
      return setWordLetters(grid, state, action.wordIndex, action.letters);
    case 'reset':
      return action.state;
  }
}
