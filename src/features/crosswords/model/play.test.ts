import { describe, expect, it } from 'vitest';
import { buildGrid } from './grid';
import { small } from './fixtures.test-data';
import {
  arrowMove,
  backspace,
  check,
  clear,
  clueMove,
  filledCount,
  initialState,
  isSolved,
  playReducer,
  reveal,
  selectCell,
  setWordLetters,
  toggleDirection,
  typeLetter,
  type PlayState,
} from './play';

const grid = buildGrid(small);
//  0 1 2 3      C A T #
//  4 5 6 7      A # O #
//  8 9 10 11    R O W S

const typeAll = (state: PlayState, text: string) => [...text].reduce((s, l) => typeLetter(grid, s, l), state);

describe('navigation', () => {
  it('starts on the first across clue', () => {
    expect(initialState(grid).cursor).toEqual({ cell: 0, direction: 'across' });
  });

  it('typing fills and advances within the word, staying on its last cell', () => {
    const s = typeAll(initialState(grid), 'CAT');
    expect(s.letters.slice(0, 3)).toEqual(['C', 'A', 'T']);
    expect(s.cursor).toEqual({ cell: 2, direction: 'across' });
    const down = typeAll({ ...initialState(grid), cursor: { cell: 2, direction: 'down' } }, 'TOW');
    expect([down.letters[2], down.letters[6], down.letters[10]]).toEqual(['T', 'O', 'W']);
    expect(down.cursor.cell).toBe(10);
  });

  it('Backspace clears and goes back; on an empty cell it goes back and clears that one', () => {
    let s = typeAll(initialState(grid), 'CAT');
    s = backspace(grid, s); // clears T, goes to A
    expect(s.letters.slice(0, 3)).toEqual(['C', 'A', '']);
    expect(s.cursor.cell).toBe(1);
    s = typeAll(initialState(grid), 'CA'); // cursor on the empty third cell
    s = backspace(grid, s);
    expect(s.letters.slice(0, 3)).toEqual(['C', '', '']);
    expect(s.cursor.cell).toBe(1);
    s = backspace(grid, backspace(grid, s));
    expect(s.letters[0]).toBe('');
    expect(s.cursor.cell).toBe(0);
  });

  it('arrow keys move to the nearest open cell, skipping blocks, and turn to their axis', () => {
    const at = (cell: number, direction: 'across' | 'down' = 'across') => ({ cell, direction });
    expect(arrowMove(grid, at(0), 'ArrowRight')).toEqual(at(1));
    expect(arrowMove(grid, at(4, 'down'), 'ArrowRight')).toEqual(at(6, 'down')); // over the block at 5; no across word there
    expect(arrowMove(grid, at(2), 'ArrowRight')).toEqual(at(2)); // nothing that way: stays
    expect(arrowMove(grid, at(0), 'ArrowDown')).toEqual(at(4, 'down'));
    expect(arrowMove(grid, at(1), 'ArrowDown')).toEqual(at(9, 'across')); // over the block; 9 has no down word
    expect(arrowMove(grid, at(8), 'ArrowUp')).toEqual(at(4, 'down'));
    expect(arrowMove(grid, at(8, 'down'), 'ArrowLeft')).toEqual(at(8, 'down'));
  });

  it('Tab / Shift+Tab go to the next / previous clue (across, then down) and out of the grid at the ends', () => {
    let cursor = initialState(grid).cursor;
    const seen = [cursor];
    for (let next = clueMove(grid, cursor, 1); next; next = clueMove(grid, cursor, 1)) seen.push((cursor = next));
    expect(seen).toEqual([
      { cell: 0, direction: 'across' },
      { cell: 8, direction: 'across' },
      { cell: 0, direction: 'down' },
      { cell: 2, direction: 'down' },
    ]);
    expect(clueMove(grid, { cell: 10, direction: 'down' }, 1)).toBeNull(); // from inside the last clue: leave
    expect(clueMove(grid, { cell: 6, direction: 'down' }, -1)).toEqual({ cell: 0, direction: 'down' });
    expect(clueMove(grid, { cell: 1, direction: 'across' }, -1)).toBeNull();
  });

  it('switches direction by Space or a click on the current cell, only where a word runs the other way', () => {
    expect(toggleDirection(grid, { cell: 0, direction: 'across' })).toEqual({ cell: 0, direction: 'down' });
    expect(toggleDirection(grid, { cell: 1, direction: 'across' })).toEqual({ cell: 1, direction: 'across' });
    expect(selectCell(grid, { cell: 0, direction: 'across' }, 0)).toEqual({ cell: 0, direction: 'down' });
    expect(selectCell(grid, { cell: 0, direction: 'across' }, 6)).toEqual({ cell: 6, direction: 'down' });
    expect(selectCell(grid, { cell: 0, direction: 'across' }, 5)).toEqual({ cell: 0, direction: 'across' }); // a block
  });
});

describe('checking, revealing, clearing', () => {
  const wrongT = typeAll(initialState(grid), 'CAX'); // X where T belongs

  it('marks wrong letters in the letter, word or grid, never empty cells', () => {
    expect(wrongT.cursor.cell).toBe(2); // the cursor stayed on the word's last cell, the wrong X
    expect(check(grid, wrongT, 'letter').wrong).toEqual([2]);
    expect(check(grid, { ...wrongT, cursor: { cell: 2, direction: 'down' } }, 'word').wrong).toEqual([2]);
    expect(check(grid, { ...wrongT, cursor: { cell: 10, direction: 'down' } }, 'word').wrong).toEqual([2]);
    expect(check(grid, { ...wrongT, cursor: { cell: 8, direction: 'across' } }, 'word').wrong).toEqual([]);
    expect(check(grid, { ...wrongT, cursor: { cell: 0, direction: 'across' } }, 'letter').wrong).toEqual([]);
    expect(check(grid, wrongT, 'word').wrong).toEqual([2]);
    expect(check(grid, wrongT, 'grid').wrong).toEqual([2]);
    // A changed letter loses its mark.
    const fixed = typeLetter(grid, check(grid, wrongT, 'grid'), 'T');
    expect(fixed.wrong).toEqual([]);
  });

  it('reveals a letter or a word and remembers what was revealed', () => {
    const one = reveal(grid, { ...initialState(grid), cursor: { cell: 2, direction: 'down' } }, 'letter');
    expect(one.letters[2]).toBe('T');
    expect(one.revealed).toEqual([2]);
    const word = reveal(grid, check(grid, wrongT, 'grid'), 'word');
    expect(word.letters.slice(0, 3)).toEqual(['C', 'A', 'T']);
    expect(word.revealed).toEqual([2]); // C and A were right already
    expect(word.wrong).toEqual([]);
  });

  it('clears, and knows when the grid is solved', () => {
    const solved = reveal(grid, initialState(grid), 'grid');
    expect(isSolved(grid, solved.letters)).toBe(true);
    expect(filledCount(grid, solved.letters)).toEqual({ filled: 9, total: 9 });
    const cleared = clear(grid, solved, 'grid');
    expect(isSolved(grid, cleared.letters)).toBe(false);
    expect(cleared.revealed).toEqual([]);
    expect(filledCount(grid, cleared.letters).filled).toBe(0);
  });

  it('fills a word from the list view, blanks included', () => {
    const s = setWordLetters(grid, initialState(grid), 3, ['T', null, 'W']);
    expect([s.letters[2], s.letters[6], s.letters[10]]).toEqual(['T', '', 'W']);
  });

  it('solves the grid through the reducer', () => {
    let s = initialState(grid);
    const run = (action: Parameters<typeof playReducer>[2]) => (s = playReducer(grid, s, action));
    for (const l of 'CAT') run({ type: 'letter', letter: l });
    run({ type: 'cursor', cursor: { cell: 8, direction: 'across' } });
    for (const l of 'ROWS') run({ type: 'letter', letter: l });
    run({ type: 'cursor', cursor: { cell: 4, direction: 'across' } }); // no across word: turns down
    expect(s.cursor).toEqual({ cell: 4, direction: 'down' });
    run({ type: 'letter', letter: 'A' });
    expect(isSolved(grid, s.letters)).toBe(false);
    run({ type: 'select', cell: 6 });
    run({ type: 'letter', letter: 'O' });
    expect(isSolved(grid, s.letters)).toBe(true);
  });
});
