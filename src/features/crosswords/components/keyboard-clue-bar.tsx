import { useEffect, useRef } from 'react';
import { useKeyboardInset } from './use-keyboard-inset';

/** Room kept between the cells being typed and the bar above them, in px. */
const GAP = 8;

/**
 * Phones: the current clue fixed just above the on-screen keyboard while a cell has the focus.
 * It never covers the cells being typed (issue 25): when the current word (or, for a word taller
 * than the room left, its current cell) reaches under the bar, the page scrolls it up above the
 * bar; a spacer of the bar's height below the page keeps the grid's last rows scrollable above it.
 * Hidden from `md` up, where the clue shows beside the grid.
 */
export function KeyboardClueBar({ text, cells, current }: { text: string; cells: () => HTMLElement[]; current: () => HTMLElement | null }) {
  const inset = useKeyboardInset();
  const bar = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    // After the player's own effect has moved the focus (and the browser its scroll).
    const frame = window.requestAnimationFrame(() => {
      const box = bar.current?.getBoundingClientRect();
      if (!box || box.height === 0) return; // md and up: the bar is not shown
      const word = cells().map((el) => el.getBoundingClientRect());
      const top = Math.min(...word.map((r) => r.top));
      const bottom = Math.max(...word.map((r) => r.bottom));
      const fits = bottom - top <= box.top - GAP;
      const lowest = fits ? bottom : (current()?.getBoundingClientRect().bottom ?? bottom);
      const overlap = lowest - (box.top - GAP);
      if (overlap > 0) window.scrollBy({ top: overlap, behavior: 'instant' });
    });
    return () => window.cancelAnimationFrame(frame);
  });

  return (
    <>
      <div aria-hidden="true" className="h-20 md:hidden print:hidden" />
      <p
        ref={bar}
        aria-hidden="true"
        data-testid="keyboard-clue"
        className="cw-keyboard-clue fixed inset-x-0 z-40 border-t border-amber-300 bg-amber-100 px-4 py-2 font-medium text-slate-900 md:hidden print:hidden"
        style={{ bottom: inset }}
      >
        <span lang="de">{text}</span>
      </p>
    </>
  );
}
