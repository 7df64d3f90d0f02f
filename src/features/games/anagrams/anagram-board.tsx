import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { isTileUsed, slotLetter, type Puzzle } from './model/anagram';

interface AnagramBoardProps {
  /** The noun's article, shown before the slots. */
  article?: string;
  puzzle: Puzzle;
  /** While the word is played the placed letters are buttons (take back); after it, plain letters. */
  playing: boolean;
  /** The slots' border and background: playing, full, solved or given up. */
  tone: string;
  slotRefs: RefObject<(HTMLButtonElement | null)[]>;
  tileRefs: RefObject<(HTMLButtonElement | null)[]>;
  onPlace: (tile: number) => void;
  onTakeBack: (slot: number) => void;
}

/** The answer row (the article, then a slot per letter) and the scrambled letter tiles under it. */
export function AnagramBoard({ article, puzzle, playing, tone, slotRefs, tileRefs, onPlace, onTakeBack }: AnagramBoardProps) {
  const { t } = useTranslation('game-anagrams');
  return (
    <>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        {article && (
          <span lang="de" className="text-2xl font-semibold text-slate-700">
            {article}
          </span>
        )}
        <ol aria-label={t('answerLabel')} className="flex flex-wrap gap-1.5">
          {puzzle.slots.map((tile, slot) => {
            const letter = tile === null ? null : slotLetter(puzzle, slot, puzzle.tiles[tile] ?? '');
            return (
              <li key={slot}>
                {letter === null ? (
                  <span className="flex size-11 items-center justify-center rounded-lg border-2 border-dashed border-slate-400">
                    <span className="sr-only">{t('emptySlot')}</span>
                  </span>
                ) : playing ? (
                  <button
                    ref={(el) => {
                      slotRefs.current[slot] = el;
                    }}
                    type="button"
                    aria-label={t('takeBack', { letter })}
                    onClick={() => onTakeBack(slot)}
                    className={`flex size-11 items-center justify-center rounded-lg border-2 text-2xl font-bold text-slate-900 ${tone}`}
                  >
                    <span lang="de">{letter}</span>
                  </button>
                ) : (
                  <span lang="de" className={`flex size-11 items-center justify-center rounded-lg border-2 text-2xl font-bold text-slate-900 ${tone}`}>
                    {letter}
                  </span>
                )}
              </li>
            );
          })}
        </ol>
      </div>

      <ul aria-label={t('lettersLabel')} className="flex flex-wrap gap-2">
        {puzzle.tiles.map((letter, tile) => (
          <li key={tile}>
            <button
              ref={(el) => {
                tileRefs.current[tile] = el;
              }}
              type="button"
              lang="de"
              disabled={!playing || isTileUsed(puzzle, tile)}
              onClick={() => onPlace(tile)}
              className="flex size-11 items-center justify-center rounded-lg border-2 border-slate-500 bg-white text-2xl font-bold text-slate-900 shadow-sm hover:border-brand-700 hover:bg-brand-50 disabled:border-slate-200 disabled:bg-slate-100 disabled:text-slate-400 disabled:shadow-none"
            >
              {letter}
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}
