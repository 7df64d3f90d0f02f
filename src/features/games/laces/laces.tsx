import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NextButton } from '@/components/quiz/game-parts';
import { useQuizSession } from '@/components/quiz/use-quiz-session';
import type { Lang } from '@/i18n/languages';
import type { GameResult } from '../components/game-frame';
import { RoundHeader } from '../components/round-header';
import type { GameWord } from '../model/game-word';
import { buildLaces, choose, clearSelection, initialLaceState, isScreenDone, type LacePair, type LaceState, type Side } from './model/laces';
import './laces.css';

interface Line {
  id: number;
  d: string;
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

/**
 * A shoelace between the right edge of the German item and the left edge of its translation: an S
 * curve that starts and ends level, with an eyelet at each end.
 */
export function lacePath(x1: number, y1: number, x2: number, y2: number): string {
  const bend = Math.max(12, (x2 - x1) * 0.6);
  return `M ${x1} ${y1} C ${x1 + bend} ${y1}, ${x2 - bend} ${y2}, ${x2} ${y2}`;
}

type Feedback = { right: true; pair: LacePair } | { right: false; de: string; translation: string } | null;

/**
 * The laces game: on each screen, German words on the left and their translations on the right,
 * both shuffled. Choose an item (tap, click, Enter or Space: it is pressed), then its partner in
 * the other column; Escape clears the choice. A right pair is laced together, a wrong one shakes.
 */
export function Laces({ words, lang, onDone }: { words: readonly GameWord[]; lang: Lang; onDone: (result: GameResult) => void }) {
  const { t } = useTranslation('game-laces');
  const session = useQuizSession();
  const { start } = session;
  const screens = useMemo(() => buildLaces(words, lang), [words, lang]);
  const [screenIndex, setScreenIndex] = useState(0);
  const [state, setState] = useState<LaceState>(initialLaceState);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [shaking, setShaking] = useState<{ left: number; right: number } | null>(null);
  const [lines, setLines] = useState<Line[]>([]);
  const boardRef = useRef<HTMLDivElement>(null);
  const items = useRef(new Map<string, HTMLButtonElement>());
  // A new round starts on its first German word (the Start button is gone).
  const focusAfter = useRef<string | null>(screens[0] ? `left-${screens[0].left[0]}` : null);

  useLayoutEffect(() => {
    // Every attempt is an answer; the session asks again at once (the screen decides the end).
    start({ game: 'laces' }, { autoNext: true });
  }, [start, screens]);

  const screen = screens[Math.min(screenIndex, screens.length - 1)];
  const pairOf = useCallback((id: number) => screens.flatMap((s) => s.pairs).find((p) => p.id === id)!, [screens]);
  const total = screens.reduce((n, s) => n + s.pairs.length, 0);

  // The laces are drawn from where the items are now: after every pair, and whenever the board
  // changes size (window resized, text wrapped differently, fonts loaded).
  const measure = useCallback(() => {
    const board = boardRef.current;
    if (!board || !screen) return;
    const box = board.getBoundingClientRect();
    const next: Line[] = [];
    for (const id of screen.left) {
      if (!state.done.includes(id)) continue;
      const a = items.current.get(`left-${id}`)?.getBoundingClientRect();
      const b = items.current.get(`right-${id}`)?.getBoundingClientRect();
      if (!a || !b) continue;
      const [x1, y1, x2, y2] = [a.right - box.left, a.top + a.height / 2 - box.top, b.left - box.left, b.top + b.height / 2 - box.top];
      next.push({ id, d: lacePath(x1, y1, x2, y2), x1, y1, x2, y2 });
    }
    setLines(next);
  }, [screen, state.done]);

  useLayoutEffect(measure, [measure]);
  useEffect(() => {
    const board = boardRef.current;
    if (!board) return;
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => measure());
    observer?.observe(board);
    window.addEventListener('resize', measure);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [measure]);

  useEffect(() => {
    if (focusAfter.current) items.current.get(focusAfter.current)?.focus();
    focusAfter.current = null;
  }, [state, screenIndex]);

  if (!screen) return null;
  const screenDone = isScreenDone(state, screen);
  const lastScreen = screenIndex >= screens.length - 1;

  const press = (side: Side, id: number) => {
    const { state: next, outcome } = choose(state, side, id);
    if (outcome.kind === 'ignored') return;
    setState(next);
    if (outcome.kind === 'right') {
      const pair = pairOf(outcome.id);
      session.answer(true, pair.de, `${t('right')} ${pair.de} – ${pair.translation}`);
      setFeedback({ right: true, pair });
      setShaking(null);
      // On to the next German word still to lace (the Next button takes the focus after the last).
      const free = screen.left.find((other) => !next.done.includes(other));
      focusAfter.current = free === undefined ? null : `left-${free}`;
    } else if (outcome.kind === 'wrong') {
      const de = pairOf(outcome.left).de;
      const translation = pairOf(outcome.right).translation;
      session.answer(false, de, `${t('wrong')} ${de} ≠ ${translation}`);
      setFeedback({ right: false, de, translation });
      setShaking({ left: outcome.left, right: outcome.right });
    }
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && state.selected) {
      event.preventDefault();
      setState(clearSelection);
    }
  };

  const next = () => {
    if (!lastScreen) {
      setScreenIndex((i) => i + 1);
      setFeedback(null);
      setShaking(null);
      // The new screen starts on its first German word.
      focusAfter.current = `left-${screens[screenIndex + 1]?.left[0]}`;
      return;
    }
    session.finish();
    onDone({
      correct: state.done.length,
      incorrect: state.mistakes,
      missed: state.tried.map((id) => {
        const pair = pairOf(id);
        return { de: pair.de, translation: pair.translation };
      }),
    });
  };

  const item = (side: Side, id: number) => {
    const pair = pairOf(id);
    const done = state.done.includes(id);
    const selected = state.selected?.side === side && state.selected.id === id;
    const shake = shaking?.[side] === id;
    const text = side === 'left' ? pair.de : pair.translation;
    const look = done ? 'border-emerald-700 bg-emerald-50 text-slate-800' : selected ? 'border-brand-700 bg-brand-100 shadow-md ring-2 ring-brand-700' : shake ? 'border-red-700 bg-red-50' : 'border-slate-300 bg-white hover:border-brand-600';
    return (
      <li key={`${side}-${id}`} className={side === 'left' ? 'flex justify-start' : 'flex justify-end'}>
        <button
          type="button"
          ref={(el) => {
            if (el) items.current.set(`${side}-${id}`, el);
            else items.current.delete(`${side}-${id}`);
          }}
          aria-pressed={done ? undefined : selected}
          aria-disabled={done || undefined}
          onClick={() => press(side, id)}
          onKeyDown={onKeyDown}
          onAnimationEnd={() => setShaking(null)}
          className={`relative flex min-h-12 w-full items-center rounded-lg border-2 px-2 py-2 font-medium sm:px-3 sm:text-lg ${side === 'right' ? 'justify-end text-right' : 'text-left'} ${look} ${
            shake ? 'motion-safe:animate-[laces-shake_0.4s_ease-in-out]' : ''
          } ${done ? 'cursor-default' : ''}`}
        >
          {/* Long words hyphenate in their own language (German, or the page's) instead of breaking anywhere at 320 px. */}
          <span lang={side === 'left' ? 'de' : undefined} className="min-w-0 hyphens-auto">
            {text}
          </span>
          {/* The marks sit on the border (no room taken from the word at 320 px). */}
          {(done || selected) && (
            <span
              aria-hidden="true"
              className={`absolute -top-2.5 ${side === 'left' ? 'right-1' : 'left-1'} rounded-full border bg-white px-1 text-sm leading-4 font-bold ${done ? 'border-emerald-700 text-emerald-800' : 'border-brand-700 text-brand-800'}`}
            >
              {done ? '✓' : side === 'left' ? '→' : '←'}
            </span>
          )}
          {done && <span className="sr-only">{t('joinedWith', { other: side === 'left' ? pair.translation : pair.de })}</span>}
        </button>
      </li>
    );
  };

  const joined = screen.pairs.filter((p) => state.done.includes(p.id)).length;

  return (
    <section aria-labelledby="laces-screen" className="card">
      <RoundHeader
        id="laces-screen"
        title={t('screen', { n: screenIndex + 1, total: screens.length })}
        aside={
          <>
            {t('joined', { done: joined, total: screen.pairs.length })}
            <span aria-hidden="true">{` · ✓ ${state.done.length}/${total} ✗ ${state.mistakes}`}</span>
          </>
        }
      />
      <p className="mt-1 text-slate-700">{t('instructions')}</p>

      <div ref={boardRef} className="relative mt-4 grid grid-cols-2 gap-x-6 sm:gap-x-20">
        <svg aria-hidden="true" className="pointer-events-none absolute inset-0 h-full w-full overflow-visible text-amber-700">
          {lines.map((line) => (
            <g key={line.id}>
              <path d={line.d} pathLength={1} strokeDasharray="1" fill="none" stroke="currentColor" strokeWidth={5} strokeLinecap="round" className="motion-safe:animate-[laces-draw_0.5s_ease-out]" />
              <path d={line.d} fill="none" stroke="white" strokeWidth={1.5} strokeDasharray="4 5" strokeLinecap="round" opacity={0.8} />
              <circle cx={line.x1} cy={line.y1} r={4} fill="white" stroke="currentColor" strokeWidth={2} />
              <circle cx={line.x2} cy={line.y2} r={4} fill="white" stroke="currentColor" strokeWidth={2} />
            </g>
          ))}
        </svg>
        <div className="min-w-0">
          <h3 id="laces-german" className="mb-2 text-sm font-semibold tracking-wide text-slate-600 uppercase">
            {t('german')}
          </h3>
          <ul aria-labelledby="laces-german" className="space-y-3">
            {screen.left.map((id) => item('left', id))}
          </ul>
        </div>
        <div className="min-w-0">
          <h3 id="laces-translation" className="mb-2 text-right text-sm font-semibold tracking-wide text-slate-600 uppercase">
            {t('translation')}
          </h3>
          <ul aria-labelledby="laces-translation" className="space-y-3">
            {screen.right.map((id) => item('right', id))}
          </ul>
        </div>
      </div>

      <div className="mt-4 min-h-7">
        {feedback &&
          (feedback.right ? (
            <p className="font-semibold text-emerald-800">
              {`✓ ${t('right')} `}
              <span lang="de">{feedback.pair.de}</span> – {feedback.pair.translation}
            </p>
          ) : (
            <p className="font-semibold text-red-700">
              {`✗ ${t('wrong')} `}
              <span lang="de">{feedback.de}</span> ≠ {feedback.translation}
            </p>
          ))}
      </div>
      {screenDone && (
        <div className="mt-2">
          <NextButton onNext={next} label={lastScreen ? t('showResult') : t('nextScreen')} />
        </div>
      )}
    </section>
  );
}
