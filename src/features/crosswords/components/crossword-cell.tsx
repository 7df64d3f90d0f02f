import type { KeyboardEvent } from 'react';
import type { Cell } from '../model/grid';

/** What a cell does with the keyboard, focus and pointer; the grid passes the same to each. */
export interface CellHandlers {
  onKeyDown: (e: KeyboardEvent<HTMLInputElement>) => void;
  onInput: (value: string) => void;
  onFocusCell: (index: number) => void;
  onPointerDownCell: (index: number) => void;
  onClickCell: () => void;
}

interface CellProps extends CellHandlers {
  cell: Cell;
  letter: string;
  active: boolean;
  inWord: boolean;
  wrong: boolean;
  revealed: boolean;
  /** What a screen reader says for the cell (a block's "Block"); the grid gives it, so a cell needs no translation of its own. */
  label: string;
  inputRef: (el: HTMLInputElement | null) => void;
}

/** One grid cell: a block, or a one-letter input with its number, the word's tint and check marks. */
export function CrosswordCell({ cell, letter, active, inWord, wrong, revealed, label, inputRef, ...on }: CellProps) {
  if (cell.solution === null) {
    return (
      <div role="gridcell" className="cw-cell bg-slate-900 dark:bg-black">
        <span className="sr-only">{label}</span>
      </div>
    );
  }
  const tone = active ? 'bg-amber-300' : inWord ? 'bg-amber-100' : 'bg-white dark:bg-slate-100';
  return (
    <div role="gridcell" className={`cw-cell cw-open relative ${tone} ${active ? 'cw-active' : ''} ${wrong ? 'cw-wrong' : ''} ${revealed ? 'cw-revealed' : ''}`}>
      {cell.number !== null && (
        <span aria-hidden="true" className="cw-number pointer-events-none absolute top-0 left-0.5 leading-none text-slate-800">
          {cell.number}
        </span>
      )}
      <input
        ref={inputRef}
        type="text"
        inputMode="text"
        maxLength={1}
        value={letter}
        tabIndex={active ? 0 : -1}
        aria-label={label}
        aria-invalid={wrong || undefined}
        autoComplete="off"
        autoCorrect="off"
        autoCapitalize="characters"
        spellCheck={false}
        enterKeyHint="next"
        className={`cw-input size-full bg-transparent text-center font-bold caret-transparent outline-none focus-visible:outline-3 focus-visible:outline-offset-[-3px] focus-visible:outline-blue-700 ${wrong ? 'text-red-800' : revealed ? 'text-blue-800' : 'text-slate-900'}`}
        onKeyDown={on.onKeyDown}
        onChange={(e) => on.onInput(e.target.value)}
        onFocus={() => on.onFocusCell(cell.index)}
        onMouseDown={() => on.onPointerDownCell(cell.index)}
        onClick={on.onClickCell}
      />
    </div>
  );
}
