import { useEffect, useRef, useState, type CSSProperties, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { Direction, Grid, Word } from '../model/grid';
import type { Cursor } from '../model/play';
import { CrosswordCell, type CellHandlers } from './crossword-cell';

interface GridProps extends CellHandlers {
  grid: Grid;
  letters: string[];
  cursor: Cursor;
  word: Word | null;
  wrong: number[];
  revealed: number[];
  inputs: RefObject<(HTMLInputElement | null)[]>;
  onBlurGrid: () => void;
}

/**
 * The grid of cells, in a region that scrolls (and takes a tab stop) only when wider than the
 * screen. Each cell's label reads its clues (the cursor's direction first), letter and marks.
 */
export function CrosswordGrid({ grid, letters, cursor, word, wrong, revealed, inputs, onBlurGrid, ...handlers }: GridProps) {
  const { t } = useTranslation('crosswords');
  const dirLabel = (d: Direction) => (d === 'across' ? t('game.acrossShort') : t('game.downShort'));
  const cellLabel = (index: number): string => {
    const cell = grid.cells[index];
    if (!cell) return '';
    const parts: string[] = [];
    const order: Direction[] = cursor.direction === 'across' ? ['across', 'down'] : ['down', 'across'];
    for (const d of order) {
      const wi = cell[d];
      const w = wi === null ? undefined : grid.words[wi];
      if (!w) continue;
      const position = w.cells.indexOf(index) + 1;
      parts.push(position === 1 ? `${t('game.clueLabel', { number: w.number, direction: dirLabel(d), clue: w.clue })}. ${t('game.length', { length: w.cells.length })}` : t('game.cellLabel', { number: w.number, direction: dirLabel(d), position, length: w.cells.length }));
    }
    const letter = letters[index];
    parts.push(letter ? letter : t('game.empty'));
    if (wrong.includes(index)) parts.push(t('game.wrong'));
    if (revealed.includes(index)) parts.push(t('game.revealed'));
    return parts.join('; ');
  };
  const region = useRef<HTMLDivElement>(null);
  const [overflowing, setOverflowing] = useState(false);
  useEffect(() => {
    const el = region.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const measure = () => setOverflowing(el.scrollWidth > el.clientWidth + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    measure();
    return () => observer.disconnect();
  }, []);
  const blockLabel = t('game.block');
  const inWord = new Set(word?.cells ?? []);
  const rows = Array.from({ length: grid.height }, (_, r) => grid.cells.slice(r * grid.width, (r + 1) * grid.width));
  return (
    // A grid wider than the screen scrolls inside this labelled region, which the keyboard can then
    // reach (WCAG 2.1.1, axe scrollable-region-focusable); a grid that fits adds no tab stop.
    <div
      ref={region}
      role="region"
      aria-label={overflowing ? t('game.gridRegion') : t('game.grid')}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={overflowing ? 0 : undefined}
      className="cw-scroll -mx-4 overflow-x-auto px-0.5 pb-2 sm:mx-0 sm:px-0"
    >
      <div
        role="grid"
        aria-label={t('game.grid')}
        aria-describedby="cw-howto"
        className="cw-grid inline-block border-2 border-slate-900 bg-slate-900"
        style={{ '--cw-cols': grid.width } as CSSProperties}
        onBlur={(e) => {
          if (!e.currentTarget.contains(e.relatedTarget as Node | null)) onBlurGrid();
        }}
      >
        {rows.map((row, r) => (
          <div role="row" key={r} className="flex">
            {row.map((cell) => (
              <CrosswordCell
                key={cell.index}
                cell={cell}
                letter={letters[cell.index] ?? ''}
                active={cell.index === cursor.cell}
                inWord={inWord.has(cell.index)}
                wrong={wrong.includes(cell.index)}
                revealed={revealed.includes(cell.index)}
                label={cell.solution === null ? blockLabel : cellLabel(cell.index)}
                inputRef={(el) => {
                  inputs.current[cell.index] = el;
                }}
                {...handlers}
              />
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}
