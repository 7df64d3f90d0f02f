import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { NextButton } from '@/components/quiz/game-parts';
import { useQuizSession } from '@/components/quiz/use-quiz-session';
import { germanTags } from '@/components/ui/german-tags';
import type { Lang } from '@/i18n/languages';
import { stripGermanTags } from '@/lib/german-tags';
import { seeded } from '@/lib/random';
import { STAR_MISTAKES } from '@/store/quiz-model';
import type { GameResult } from '../components/game-frame';
import { RoundHeader } from '../components/round-header';
import { germanOf, type GameWord } from '../model/game-word';
import type { Cell } from './model/puzzle';
import { makeRound } from './model/round';
import { lettersOf, lineBetween, matchSelection, moveCell, sameCell } from './model/selection';
import { WordGrid } from './word-grid';
import { WordsList } from './words-list';

type Message = { kind: 'right'; word: string; translation: string } | { kind: 'wrong'; letters: string } | { kind: 'already'; word: string } | { kind: 'notLine' } | { kind: 'cancelled' } | null;


/**
 * The word search (issue 12, game 2). The list shows the translations; the learner finds the
 * German words in the grid: drag from the first to the last letter, or tap both; with the
 * keyboard, arrow keys and Enter/Space on the first and on the last letter (Escape cancels).
 *
 * Counting: each found word is right; each selection along a straight line that is no hidden
 * word is a mistake. A single cell, cells off a straight line and a word found before are not
 * counted (nothing was proposed). A star: every word found with fewer than 3 mistakes; giving up
 * shows the rest as missed (they go to the reviews) and earns no star.
 */
export function WordsPuzzle({ words, lang, diagonal, onDone }: { words: readonly GameWord[]; lang: Lang; diagonal: boolean; onDone: (result: GameResult) => void }) {
  const { t } = useTranslation('game-words-puzzle');
  const session = useQuizSession();
  const { start } = session;
  const [round] = useState(() => makeRound(words, lang, diagonal, seeded(Math.floor(Math.random() * 2 ** 32))));
  const [found, setFound] = useState<number[]>([]);
  const [mistakes, setMistakes] = useState(0);
  const [gaveUp, setGaveUp] = useState(false);
  const [anchor, setAnchor] = useState<Cell | null>(null);
  const [focus, setFocus] = useState<Cell>({ row: 0, col: 0 });
  const [hover, setHover] = useState<Cell | null>(null);
  const [wrongLine, setWrongLine] = useState<Cell[] | null>(null);
  const [message, setMessage] = useState<Message>(null);
  const cells = useRef(new Map<string, HTMLDivElement>());
  /** The pointer's press: where it went down, whether it moved to another cell, whether a first letter was chosen before. */
  const press = useRef<{ cell: Cell; moved: boolean; hadAnchor: boolean } | null>(null);

  useLayoutEffect(() => {
    start({ game: 'words-puzzle' }, { autoNext: true });
  }, [start]);

  // The keyboard position follows the focus; on start the first letter takes it.
  useEffect(() => {
    cells.current.get(`${focus.row},${focus.col}`)?.focus();
  }, [focus]);

  if (!round) return <p role="alert">{t('noRound')}</p>;
  const { puzzle } = round;
  const total = round.words.length;
  const done = gaveUp || found.length === total;
  const foundLines = found.map((i) => puzzle.placements[i]?.cells ?? []);
  const missedLines = gaveUp ? puzzle.placements.filter((p) => !found.includes(p.word)).map((p) => p.cells) : [];
  const preview = anchor ? (lineBetween(anchor, hover ?? focus) ?? [anchor]) : [];

  const select = (from: Cell, to: Cell) => {
    setAnchor(null);
    setHover(null);
    const result = matchSelection(puzzle, from, to);
    if (result.kind === 'notLine') {
      setWrongLine(null);
      setMessage({ kind: 'notLine' });
      session.say(t('notLine'));
      return;
    }
    if (result.kind === 'wrong') {
      const letters = lettersOf(puzzle, result.cells);
      setWrongLine(result.cells);
      setMistakes((n) => n + 1);
      setMessage({ kind: 'wrong', letters });
      session.answer(false, letters, stripGermanTags(t('wrong', { letters })));
      return;
    }
    setWrongLine(null);
    const index = result.placement.word;
    const word = round.words[index];
    if (!word) return;
    if (found.includes(index)) {
      setMessage({ kind: 'already', word: germanOf(word) });
      session.say(stripGermanTags(t('already', { word: germanOf(word) })));
      return;
    }
    const next = [...found, index];
    setFound(next);
    setMessage({ kind: 'right', word: germanOf(word), translation: word.tr[lang] });
    const said = stripGermanTags(t('right', { word: germanOf(word), translation: word.tr[lang] }));
    session.answer(true, germanOf(word), next.length === total ? `${said} ${t('allFound')}` : said);
  };

  const cancel = () => {
    if (!anchor) return;
    setAnchor(null);
    setHover(null);
    setMessage({ kind: 'cancelled' });
  };

  /** A tap (or Enter) on a cell: the first letter, the last letter, or the first again to cancel. */
  const choose = (cell: Cell) => {
    if (done) return;
    if (!anchor) {
      setAnchor(cell);
      setWrongLine(null);
      setMessage(null);
    } else if (sameCell(anchor, cell)) cancel();
    else select(anchor, cell);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const to = moveCell(focus, event.key, puzzle.rows, puzzle.cols, event.ctrlKey || event.metaKey);
    if (to) {
      event.preventDefault();
      setHover(null);
      setFocus(to);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      choose(focus);
    } else if (event.key === 'Escape' && anchor) {
      event.preventDefault();
      cancel();
    }
  };

  const cellAt = (event: PointerEvent): Cell | null => {
    const el = document.elementFromPoint(event.clientX, event.clientY)?.closest<HTMLElement>('[data-row]');
    if (!el) return null;
    return { row: Number(el.dataset.row), col: Number(el.dataset.col) };
  };

  const onPointerDown = (event: PointerEvent) => {
    if (done || event.button > 0) return;
    const cell = cellAt(event);
    if (!cell) return;
    // Every later move and the release come to this cell, wherever the pointer goes.
    event.currentTarget.setPointerCapture?.(event.pointerId);
    press.current = { cell, moved: false, hadAnchor: anchor !== null };
    setFocus(cell);
    if (!anchor) {
      setAnchor(cell);
      setWrongLine(null);
      setMessage(null);
    }
  };

  const onPointerMove = (event: PointerEvent) => {
    const cell = cellAt(event);
    if (!cell) return;
    if (!press.current) {
      // A mouse after a first click shows the line it would choose.
      if (anchor && event.pointerType === 'mouse' && !sameCell(cell, hover)) setHover(cell);
      return;
    }
    if (!sameCell(cell, press.current.cell)) press.current.moved = true;
    if (!sameCell(cell, hover)) setHover(cell);
  };

  const onPointerUp = (event: PointerEvent) => {
    const down = press.current;
    press.current = null;
    setHover(null);
    if (!down || done) return;
    if (down.moved) {
      // A drag: from where it went down to where it is let go (back on the start or off the grid: cancelled).
      const up = cellAt(event);
      if (up && !sameCell(up, down.cell)) select(down.cell, up);
      else {
        setAnchor(null);
        if (down.hadAnchor) setMessage({ kind: 'cancelled' });
      }
    }
    // A tap: the first one chose the first letter (on pointer down); a later one ends the line, or cancels on the same letter.
    else if (down.hadAnchor && anchor) choose(down.cell);
  };

  const onPointerCancel = () => {
    press.current = null;
    setHover(null);
  };

  const finish = () => {
    session.finish();
    const missed = round.words.filter((_, i) => !found.includes(i)).map((w) => ({ de: germanOf(w), translation: w.tr[lang] }));
    onDone({
      correct: found.length,
      incorrect: mistakes,
      missed,
      successful: missed.length === 0 && mistakes < STAR_MISTAKES,
      summary: t('summary', { found: found.length, total }),
      noStarReason: missed.length > 0 ? t('gaveUpNoStar') : undefined,
    });
  };

  const giveUp = () => {
    setGaveUp(true);
    setAnchor(null);
    setHover(null);
    session.say(t('gaveUp'));
  };

  const feedback = (() => {
    if (!message) return null;
    switch (message.kind) {
      case 'right':
        return { tone: 'text-emerald-800', text: <Trans t={t} i18nKey="right" values={{ word: message.word, translation: message.translation }} components={germanTags()} /> };
      case 'wrong':
        return { tone: 'text-red-700', text: <Trans t={t} i18nKey="wrong" values={{ letters: message.letters }} components={germanTags()} /> };
      case 'already':
        return { tone: 'text-slate-700', text: <Trans t={t} i18nKey="already" values={{ word: message.word }} components={germanTags()} /> };
      case 'notLine':
        return { tone: 'text-slate-700', text: t('notLine') };
      case 'cancelled':
        return { tone: 'text-slate-700', text: t('cancelled') };
    }
  })();

  const letterOf = (cell: Cell) => puzzle.grid[cell.row]?.[cell.col] ?? '';

  return (
    <section aria-labelledby="words-puzzle-title" className="space-y-4">
      <RoundHeader id="words-puzzle-title" title={t('progress', { found: found.length, total })} aside={t('mistakes', { count: mistakes })} />
      {/* The words to find come first: on a phone they sit above the grid, compact, so the learner
          does not scroll between them (issue 25 item 11); from lg the grid is left, the list right. */}
      <div className="flex flex-col gap-4 lg:flex-row-reverse lg:items-start lg:justify-end lg:gap-6">
        <WordsList words={round.words} found={found} gaveUp={gaveUp} lang={lang} />
        {/* On a phone the grid keeps clear of the timer's edge tab (14 px more than the page's padding). */}
        <div className="w-full max-w-md shrink-0 pr-3.5 sm:pr-0">
          <WordGrid
            puzzle={puzzle}
            lines={{ found: foundLines, missed: missedLines, wrong: wrongLine }}
            anchor={anchor}
            preview={preview}
            focus={focus}
            cells={cells}
            onKeyDown={onKeyDown}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerUp}
            onPointerCancel={onPointerCancel}
          />
          <p id="words-puzzle-help" className="mt-2 text-sm text-slate-700">
            {anchor ? t('firstChosen', { letter: letterOf(anchor), row: anchor.row + 1, col: anchor.col + 1 }) : t('choose')}
          </p>
          <div className="mt-1 min-h-7">{feedback && <p className={`font-semibold ${feedback.tone}`}>{feedback.text}</p>}</div>
        </div>
      </div>

      {done ? (
        <div className="space-y-2">
          <p className="font-semibold">{gaveUp ? t('gaveUp') : t('allFound')}</p>
          <NextButton onNext={finish} label={t('showResult')} />
        </div>
      ) : (
        <button type="button" className="btn-secondary" onClick={giveUp}>
          {t('giveUp')}
        </button>
      )}
    </section>
  );
}
