import { useEffect, useEffectEvent, useId, useMemo, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NextButton } from '@/components/quiz/game-parts';
import { useQuizClock } from '@/components/quiz/use-quiz-session';
import { IconPicture } from '@/components/ui/icon-picture';
import type { Lang } from '@/i18n/languages';
import type { TimeFactor } from '@/lib/time-limit';
import { useAppStore } from '@/store/store';
import type { GameResult } from '../components/game-frame';
import { RoundHeader } from '../components/round-header';
import { useGameRound } from '../components/use-game-round';
import { germanOf, type Article, type GameWord } from '../model/game-word';
import { answeredItems, buildStockRound, isRightShelf, missedWords, SHELVES, shelfContents, shelfOfKey, stockSeconds } from './model/stock';

/** The keys of each shelf, as `aria-keyshortcuts` and the visible hint. */
const SHELF_KEYS: Record<Article, readonly [string, string]> = { der: ['1', 'R'], die: ['2', 'E'], das: ['3', 'S'] };

/**
 * "Stock the shop": one noun at a time (picture, German without article), three shelf buttons
 * der / die / das (Tab + Enter, the keys 1 2 3 or R E S while the focus is in the game, or
 * dragging the word onto a shelf as an extra), a relaxed per-item clock on the quiz engine.
 */
export function StockGame({ words, lang, timeFactor, onDone }: { words: readonly GameWord[]; lang: Lang; timeFactor: TimeFactor; onDone: (result: GameResult) => void }) {
  const { t } = useTranslation('game-stock');
  const id = useId();
  const round = useMemo(() => buildStockRound(words), [words]);
  // A per-item clock: running out counts as a wrong answer (the engine's tick, see useQuizClock).
  const { session, quiz, ours, item: word, index, n, total, last, next: nextWord } = useGameRound({ game: 'stock', items: round, secondsPerItem: stockSeconds(timeFactor), onDone });
  const [shownFor, setShownFor] = useState<number | null>(null);
  const [dropTarget, setDropTarget] = useState<Article | null>(null);
  const itemRef = useRef<HTMLDivElement>(null);
  const sectionRef = useRef<HTMLElement>(null);

  const item = word ? germanOf(word) : '';
  useQuizClock(item, `${t('timeUp')} ${item}`);
  const asking = ours && quiz.phase === 'asking';
  const answered = ours && quiz.phase === 'answered';

  // A new word takes the focus, so the keys work at once and a screen reader reads the word.
  useEffect(() => {
    if (asking) itemRef.current?.focus();
  }, [asking, index]);

  const choose = (shelf: Article) => {
    if (!word || useAppStore.getState().quiz.phase !== 'asking') return;
    const right = isRightShelf(word, shelf);
    session.answer(right, item, `${right ? t('right') : t('wrong')} ${item}`);
  };

  // The shelf keys work only while the focus is in the game (WCAG 2.1.4), never with a modifier.
  const onKey = useEffectEvent((event: KeyboardEvent) => {
    if (event.ctrlKey || event.altKey || event.metaKey || !asking) return;
    const shelf = shelfOfKey(event.key);
    if (!shelf) return;
    event.preventDefault();
    choose(shelf);
  });
  useEffect(() => {
    const section = sectionRef.current;
    if (!section) return;
    const listener = (event: KeyboardEvent) => onKey(event);
    section.addEventListener('keydown', listener);
    return () => section.removeEventListener('keydown', listener);
  }, [ours]);

  if (!ours || !word) return null;

  // The missed words come from the engine: a word whose time ran out is missed too.
  const next = () => {
    setShownFor(null);
    nextWord({ missed: missedWords(round, quiz.incorrectWords).map((w) => ({ de: germanOf(w), translation: w.tr[lang] })) });
  };

  const dragOver = (shelf: Article) => (event: DragEvent) => {
    if (!asking) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
    setDropTarget(shelf);
  };
  const drop = (shelf: Article) => (event: DragEvent) => {
    event.preventDefault();
    setDropTarget(null);
    choose(shelf);
  };

  const answeredCount = quiz.round + (answered ? 1 : 0);
  const stocked = answeredItems(round, answeredCount, quiz.incorrectWords);
  const translationShown = shownFor === index;
  const limited = Number.isFinite(quiz.config.secondsPerItem);
  const feedback = quiz.last === 'right' ? t('right') : quiz.last === 'timeout' ? t('timeUp') : t('wrong');

  return (
    <section aria-labelledby={`${id}-progress`} ref={sectionRef} className="card max-w-3xl">
      <RoundHeader id={`${id}-progress`} title={t('progress', { n, total })} score={quiz} />
      {limited && (
        <div className="mt-2">
          <p role="timer" className="text-sm font-medium text-slate-700">
            {t('timeLeft', { count: Math.max(0, quiz.timeLeft) })}
          </p>
          <div aria-hidden="true" className="mt-1 h-1.5 overflow-hidden rounded-full bg-slate-200">
            <div className="h-full bg-brand-600 motion-safe:transition-[width] motion-safe:duration-1000 motion-safe:ease-linear" style={{ width: `${(Math.max(0, quiz.timeLeft) / quiz.config.secondsPerItem) * 100}%` }} />
          </div>
        </div>
      )}

      <p id={`${id}-question`} className="mt-4 text-sm font-semibold tracking-wide text-slate-600 uppercase">
        {t('question')}
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-4">
        <div
          ref={itemRef}
          tabIndex={-1}
          draggable={asking}
          onDragStart={(event) => {
            event.dataTransfer.setData('text/plain', word.de);
            event.dataTransfer.effectAllowed = 'move';
          }}
          onDragEnd={() => setDropTarget(null)}
          aria-describedby={`${id}-question`}
          className={`flex min-w-0 items-center gap-3 rounded-xl border-2 border-amber-300 bg-amber-50 px-4 py-3 ${asking ? 'cursor-grab' : ''}`}
        >
          <IconPicture name={word.img} size={56} className="size-14 shrink-0" />
          <span lang="de" data-testid="stock-word" className="text-3xl font-bold [overflow-wrap:anywhere]">
            {word.de}
          </span>
        </div>
        <div className="min-w-0">
          <button type="button" className="btn-secondary" aria-expanded={translationShown} onClick={() => setShownFor(translationShown ? null : index)}>
            {translationShown ? t('hideTranslation') : t('showTranslation')}
          </button>
          {translationShown && <p className="mt-2 text-lg">{word.tr[lang]}</p>}
        </div>
      </div>

      <div role="group" aria-label={t('shelves')} className="mt-6 grid grid-cols-3 gap-2 sm:gap-4">
        {SHELVES.map((shelf) => {
          const [digit, letter] = SHELF_KEYS[shelf];
          const items = shelfContents(stocked, shelf);
          return (
            <div
              key={shelf}
              onDragOver={dragOver(shelf)}
              onDragLeave={() => setDropTarget((d) => (d === shelf ? null : d))}
              onDrop={drop(shelf)}
              className={`flex min-w-0 flex-col rounded-xl border-2 p-1.5 sm:p-2 ${dropTarget === shelf ? 'border-brand-600 bg-brand-50' : 'border-slate-300 bg-white'}`}
            >
              <button
                type="button"
                disabled={!asking}
                onClick={() => choose(shelf)}
                aria-keyshortcuts={`${digit} ${letter}`}
                className="flex min-h-16 flex-col items-center justify-center rounded-lg border-2 border-slate-400 bg-slate-50 px-1 py-2 hover:border-brand-600 disabled:cursor-default disabled:hover:border-slate-400"
              >
                <span lang="de" className="text-2xl font-bold sm:text-3xl">
                  {shelf}
                </span>
                <span aria-hidden="true" className="mt-0.5 text-xs text-slate-600">
                  {`${digit} · ${letter}`}
                </span>
              </button>
              <ul aria-label={t('onShelf', { article: shelf })} className="mt-2 min-h-10 space-y-1 border-t-4 border-amber-700 pt-1 text-sm">
                {items.map(({ word: w, right }) => (
                  <li key={w.de} className={`rounded px-1 [overflow-wrap:anywhere] ${right ? 'bg-emerald-50 text-emerald-900' : 'bg-red-50 text-red-800'}`}>
                    <span aria-hidden="true">{right ? '✓ ' : '✗ '}</span>
                    <span lang="de">{germanOf(w)}</span>
                    {!right && <span className="sr-only"> {t('missedMark')}</span>}
                  </li>
                ))}
              </ul>
            </div>
          );
        })}
      </div>

      <div className="mt-4 min-h-8">
        {answered && (
          <p className={`font-semibold ${quiz.last === 'right' ? 'text-emerald-800' : 'text-red-700'}`}>
            <span aria-hidden="true">{quiz.last === 'right' ? '✓ ' : '✗ '}</span>
            {feedback}{' '}
            <span lang="de">{item}</span>
          </p>
        )}
      </div>
      {answered && <NextButton onNext={next} label={last ? t('showResult') : t('next')} />}
    </section>
  );
}
