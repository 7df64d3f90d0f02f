import { useEffect, useEffectEvent, useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NextButton, ScoreTally } from '@/components/quiz/game-parts';
import { useQuizSession } from '@/components/quiz/use-quiz-session';
import type { Lang } from '@/i18n/languages';
import type { Random } from '@/lib/random';
import { useAppStore } from '@/store/store';
import type { GameResult } from '../components/game-frame';
import { germanOf, type GameWord } from '../model/game-word';
import {
  clearSlots,
  isFull,
  isSolved,
  isTileUsed,
  lastFilledSlot,
  newPuzzle,
  pickRound,
  placeTile,
  reveal,
  ROUND_SIZE,
  slotLetter,
  takeBack,
  tileForKey,
  type Puzzle,
} from './model/anagram';

/** The German forms of the last round per choice, so that "Play again" brings other words first. */
const lastRounds = new Map<string, string[]>();

/**
 * The anagram game (spec 000 §5): a round of 10 words; each is solved or given up before the
 * next one opens, and the round's result goes to the frame, whose "Play again" is the next round.
 * The hint (the meaning in the interface language) is free; giving up counts as a mistake.
 */
export function Anagrams({ words, choice, lang, onDone, random = Math.random }: { words: readonly GameWord[]; choice: string; lang: Lang; onDone: (result: GameResult) => void; random?: Random }) {
  const { t } = useTranslation('game-anagrams');
  const session = useQuizSession();
  const { quiz, start } = session;
  const [round] = useState(() => pickRound(words, random, lastRounds.get(choice)));
  const [missed, setMissed] = useState<GameWord[]>([]);
  const [hints, setHints] = useState(0);

  useLayoutEffect(() => {
    start({ game: 'anagrams' }, { length: ROUND_SIZE });
  }, [start, round]);

  const index = Math.min(quiz.round, round.length - 1);
  const word = round[index];
  if (!word) return null;
  const last = index >= round.length - 1;
  const translation = word.tr[lang];

  const onAnswer = (solved: boolean) => {
    const lead = solved ? t('solved') : t('gaveUp');
    if (!session.answer(solved, germanOf(word), `${lead} ${germanOf(word)} – ${translation}`)) return;
    if (!solved) setMissed((m) => [...m, word]);
  };

  const onNext = () => {
    session.next();
    if (!last) return;
    const done = useAppStore.getState().quiz;
    lastRounds.set(choice, round.map(germanOf));
    onDone({
      correct: done.correct,
      incorrect: done.incorrect,
      missed: missed.map((w) => ({ de: germanOf(w), translation: w.tr[lang] })),
      summary: t('summary', { n: hints }),
    });
  };

  return (
    <section aria-labelledby="anagram-progress" className="card max-w-3xl">
      <div className="flex items-center justify-between gap-4 text-sm text-slate-700">
        <h2 id="anagram-progress" className="text-base font-semibold">
          {t('progress', { n: index + 1, total: round.length })}
        </h2>
        <ScoreTally correct={quiz.correct} incorrect={quiz.incorrect} />
      </div>
      <AnagramWord
        key={`${index}-${germanOf(word)}`}
        word={word}
        translation={translation}
        last={last}
        random={random}
        onAnswer={onAnswer}
        onHint={() => setHints((n) => n + 1)}
        onNotYet={() => session.say(t('notYet'))}
        onNext={onNext}
      />
    </section>
  );
}

type Status = 'playing' | 'solved' | 'gaveUp';
/** Where the keyboard focus goes after the next render, when the focused control goes away. */
type FocusWant = { to: 'tileAfter'; tile: number } | { to: 'tile'; tile: number } | { to: 'first' } | { to: 'keep'; el: Element | null } | null;

/**
 * One word: the article (nouns), the slots, the scrambled tiles, Hint, Start over and Give up.
 * Tiles are buttons (tap, click, Enter, Space); typing a letter anywhere on the page (outside form
 * fields) places the first free tile with that letter, Backspace takes the last one back. A full
 * row is checked at once. Remount (a new `key`) for the next word.
 */
function AnagramWord({
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

      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        {word.article && (
          <span lang="de" className="text-2xl font-semibold text-slate-700">
            {word.article}
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
                    onClick={() => unplace(slot)}
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
              onClick={() => place(tile)}
              className="flex size-11 items-center justify-center rounded-lg border-2 border-slate-500 bg-white text-2xl font-bold text-slate-900 shadow-sm hover:border-brand-700 hover:bg-brand-50 disabled:border-slate-200 disabled:bg-slate-100 disabled:text-slate-400 disabled:shadow-none"
            >
              {letter}
            </button>
          </li>
        ))}
      </ul>

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
