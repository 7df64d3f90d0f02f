import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NextButton } from '@/components/quiz/game-parts';
import type { Random } from '@/lib/random';
import { germanOf, type GameWord } from '../model/game-word';
import { AnagramBoard } from './anagram-board';
import { clearSlots, isFull, isSolved, isTileUsed, lastFilledSlot, newPuzzle, placeTile, reveal, takeBack, tileForKey, type Puzzle } from './model/anagram';

type Status = 'playing' | 'solved' | 'gaveUp';
/** Where the keyboard focus goes after the next render, when the focused control goes away. */
type FocusWant = { to: 'tileAfter'; tile: number } | { to: 'tile'; tile: number } | { to: 'first' } | { to: 'keep'; el: Element | null } | null;

/**
 * One word: the article (nouns), the slots, the scrambled tiles, Hint, Start over and Give up.
 * Tiles are buttons (tap, click, Enter, Space); typing a letter anywhere on the page (outside form
 * fields) places the first free tile with that letter, Backspace takes the last one back. A full
 * row is checked at once. Remount (a new `key`) for the next word.
 */
export function AnagramWord({
  word,
  translation,
  last,
  random,
  onAnswer,
  onHint,
  onNotYet,
  onNext,
}: {
  word: GameWord;
  translation: string;
  last: boolean;
  random: Random;
  onAnswer: (solved: boolean) => void;
  onHint: () => void;
  onNotYet: () => void;
  onNext: () => void;
}) {
  const { t } = useTranslation('game-anagrams');
  const hintId = useId();
  const [puzzle, setPuzzle] = useState<Puzzle>(() => newPuzzle(word.de, random));
  const [status, setStatus] = useState<Status>('playing');
  const [hint, setHint] = useState(false);
  // The latest puzzle and status for key presses that come faster than renders.
  const current = useRef({ puzzle, status });
  const tileRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const slotRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const startOverRef = useRef<HTMLButtonElement>(null);
  const focusWant = useRef<FocusWant>({ to: 'first' });

  const playing = status === 'playing';
  const full = isFull(puzzle);

  useEffect(() => {
    const want = focusWant.current;
    focusWant.current = null;
    if (!want || current.current.status !== 'playing') return;
    const p = current.current.puzzle;
    const free = (i: number) => i >= 0 && i < p.tiles.length && !isTileUsed(p, i);
    if (want.to === 'keep') {
      // Only when the control that had the focus went away or became disabled (Start over).
      const el = want.el;
      if (el && el.isConnected && !(el instanceof HTMLButtonElement && el.disabled)) return;
    }
    let target = -1;
    if (want.to === 'tile') target = want.tile;
    else if (want.to === 'tileAfter') target = [...p.tiles.keys()].map((k) => (want.tile + 1 + k) % p.tiles.length).find(free) ?? -1;
    if (!free(target)) target = p.tiles.findIndex((_, i) => free(i));
    if (target >= 0) tileRefs.current[target]?.focus();
    else startOverRef.current?.focus();
  }, [puzzle]);

  const update = (next: Puzzle, want: FocusWant) => {
    if (current.current.status !== 'playing' || next === current.current.puzzle) return;
    const solved = isSolved(next);
    current.current = { puzzle: next, status: solved ? 'solved' : 'playing' };
    focusWant.current = want ?? { to: 'keep', el: document.activeElement };
    setPuzzle(next);
    if (solved) {
      setStatus('solved');
      onAnswer(true);
    } else if (isFull(next)) {
      onNotYet();
    }
  };

  /** Places a tile; if it had the focus, the focus moves on to the next free tile. */
  const place = (tile: number) => {
    const had = document.activeElement === tileRefs.current[tile];
    update(placeTile(current.current.puzzle, tile), had ? { to: 'tileAfter', tile } : null);
  };

  /** Takes a slot's letter back; if the slot had the focus, the freed tile gets it. */
  const unplace = (slot: number) => {
    const p = current.current.puzzle;
    const tile = p.slots[slot];
    if (tile === null || tile === undefined) return;
    const had = document.activeElement === slotRefs.current[slot];
    update(takeBack(p, slot), had ? { to: 'tile', tile } : null);
  };

  const startOver = () => update(clearSlots(current.current.puzzle), { to: 'first' });

  const giveUp = () => {
    if (current.current.status !== 'playing') return;
    const shown = reveal(current.current.puzzle);
    current.current = { puzzle: shown, status: 'gaveUp' };
    setPuzzle(shown);
    setStatus('gaveUp');
    onAnswer(false);
  };

  const showHint = () => {
    if (!hint) onHint();
    setHint(true);
  };

  // Typing anywhere on the page (but in form fields): one listener per word, reading the latest state.
  const onKey = useEffectEvent((e: KeyboardEvent) => {
    if (e.defaultPrevented || e.isComposing || e.metaKey || (e.ctrlKey && !e.getModifierState('AltGraph'))) return;
    if (e.target instanceof Element && e.target.closest('input, textarea, select, [contenteditable="true"]')) return;
    if (current.current.status !== 'playing') return;
    if (e.key === 'Backspace') {
      e.preventDefault();
      const slot = lastFilledSlot(current.current.puzzle);
      if (slot >= 0) unplace(slot);
      return;
    }
    const tile = tileForKey(current.current.puzzle, e.key);
    if (tile === -1) return;
    e.preventDefault();
    place(tile);
  });
  useEffect(() => {
    const listener = (e: KeyboardEvent) => onKey(e);
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, []);

  const tone = status === 'solved' ? 'border-emerald-700 bg-emerald-50' : status === 'gaveUp' ? 'border-red-700 bg-red-50' : full ? 'border-amber-700 bg-amber-50' : 'border-brand-700 bg-brand-50';

  return (
    <div className="mt-3 space-y-4">
      <p className="font-medium text-slate-800">{t('task')}</p>

      <AnagramBoard article={word.article} puzzle={puzzle} playing={playing} tone={tone} slotRefs={slotRefs} tileRefs={tileRefs} onPlace={place} onTakeBack={unplace} />

      {playing && (
        <div className="flex flex-wrap gap-3">
          <button type="button" className="btn-secondary" aria-expanded={hint} aria-controls={hintId} onClick={showHint}>
            {t('hint')}
          </button>
          <button ref={startOverRef} type="button" className="btn-secondary" disabled={lastFilledSlot(puzzle) === -1} onClick={startOver}>
            {t('startOver')}
          </button>
          <button type="button" className="btn-secondary" onClick={giveUp}>
            {t('giveUp')}
          </button>
        </div>
      )}
      <p id={hintId} className={playing && hint ? 'text-lg text-slate-800' : 'sr-only'} data-testid="anagram-hint">
        {playing && hint ? t('hintText', { translation }) : ''}
      </p>

      <p className={`min-h-7 font-semibold ${status === 'solved' ? 'text-emerald-800' : status === 'gaveUp' ? 'text-red-700' : 'text-amber-800'}`}>
        {status === 'solved' ? '✓ ' + t('solved') + ' ' : status === 'gaveUp' ? '✗ ' + t('gaveUp') + ' ' : full ? t('notYet') : ''}
        {!playing && (
          <>
            <span lang="de">{germanOf(word)}</span> – {translation}
          </>
        )}
      </p>
      {!playing && <NextButton onNext={onNext} label={last ? t('showResult') : t('next')} />}
    </div>
  );
}
