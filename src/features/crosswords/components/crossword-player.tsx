import { useCallback, useEffect, useMemo, useReducer, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Crossword } from '@/api/schemas';
import { AppLink } from '@/components/ui/app-link';
import { Breadcrumb, type Crumb } from '@/components/ui/breadcrumb';
import { readRaw, removeKey, STORAGE_KEYS, writeRaw } from '@/lib/storage';
import { useAppStore } from '@/store/store';
import { type Direction, type Grid, usesTranscription, type Word } from '../model/grid';
import { formatDate } from '@/lib/format-date';
import { formatTime } from '../model/issue';
import { lastLetterOf, normaliseLetter } from '../model/letters';
import { type Arrow, clueMove, currentWord, filledCount, initialState, isSolved, playReducer, type PlayAction, type Scope, wordIndexOf } from '../model/play';
import { loadProgress, saveProgress } from '../model/progress';
import { ClueListView } from './clue-list-view';
import { PrintSheet } from './print-sheet';
import { GermanKeys, HowTo } from './crossword-howto';
import { KeyboardClueBar } from './keyboard-clue-bar';
import './crossword.css';

const ARROWS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight']);
const TIMER_HIDDEN_KEY = STORAGE_KEYS.crosswordTimerHidden;

interface PlayerProps {
  /** The breadcrumb trail above this page (the puzzle's title is added). */
  crumbs: Crumb[];
  puzzle: Crossword;
  grid: Grid;
  siteName: string;
  listPath: string;
}

/**
 * The crossword player: grid and both clue lists, keyboard and screen-reader play, a list view of
 * plain text fields as an equal alternative, check / reveal / clear, a hideable timer, the
 * congratulation, progress saved on the device, and a print sheet.
 */
export function CrosswordPlayer({ crumbs, puzzle, grid, siteName, listPath }: PlayerProps) {
  const { t, i18n } = useTranslation('crosswords');
  const announce = useAppStore((s) => s.announce);
  const stored = useMemo(() => loadProgress(puzzle.id, grid), [puzzle.id, grid]);
  const [state, dispatch] = useReducer((s: ReturnType<typeof initialState>, a: PlayAction) => playReducer(grid, s, a), undefined, () => stored?.state ?? initialState(grid));
  const [seconds, setSeconds] = useState(stored?.seconds ?? 0);
  const solved = isSolved(grid, state.letters);
  const [everSolved, setEverSolved] = useState(stored?.solved ?? false);
  const [view, setView] = useState<'grid' | 'list'>('grid');
  const [timerHidden, setTimerHidden] = useState(() => readRaw(TIMER_HIDDEN_KEY) === 'true');
  const [status, setStatus] = useState('');
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const gridFocused = useRef(false);
  const clickedCurrent = useRef(false);
  const transcription = useMemo(() => usesTranscription(grid), [grid]);
  const word = currentWord(grid, state.cursor);
  const wordIndex = wordIndexOf(grid, state.cursor);
  const crossing = grid.cells[state.cursor.cell]?.[state.cursor.direction === 'across' ? 'down' : 'across'] ?? null;

  // The clock runs while the page is visible and the puzzle is not solved.
  useEffect(() => {
    if (solved) return;
    const id = window.setInterval(() => {
      if (document.visibilityState === 'visible') setSeconds((s) => s + 1);
    }, 1000);
    return () => window.clearInterval(id);
  }, [solved]);

  const wasSolved = useRef(solved);
  useEffect(() => {
    if (solved && !wasSolved.current) {
      setEverSolved(true);
      const revealedCount = state.revealed.length;
      announce(revealedCount ? t('game.congratulationsRevealed', { time: formatTime(seconds), count: revealedCount }) : t('game.congratulations', { time: formatTime(seconds) }));
    }
    wasSolved.current = solved;
  }, [solved, announce, t, seconds, state.revealed.length]);

  // Progress is saved on every change (a write of a few hundred bytes).
  useEffect(() => {
    saveProgress(puzzle.id, grid, { state, seconds, solved: everSolved || solved });
  }, [puzzle.id, grid, state, seconds, everSolved, solved]);

  // The focus follows the cursor while the grid has it; the letter is selected so typing replaces it.
  useEffect(() => {
    if (!gridFocused.current || view !== 'grid') return;
    const input = inputs.current[state.cursor.cell];
    if (!input) return;
    if (document.activeElement !== input) input.focus();
    input.select();
  }, [state, view]);

  const act = useCallback((action: PlayAction) => dispatch(action), []);

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.nativeEvent.isComposing || e.keyCode === 229 || e.ctrlKey || e.metaKey || e.altKey) return;
    if (e.key === 'Tab') {
      const next = clueMove(grid, state.cursor, e.shiftKey ? -1 : 1);
      if (next) {
        e.preventDefault();
        act({ type: 'cursor', cursor: next });
      }
      return; // past the last clue (or before the first) the focus leaves the grid
    }
    if (ARROWS.has(e.key)) {
      e.preventDefault();
      act({ type: 'arrow', arrow: e.key as Arrow });
    } else if (e.key === 'Backspace') {
      e.preventDefault();
      act({ type: 'backspace' });
    } else if (e.key === 'Delete') {
      e.preventDefault();
      act({ type: 'clear', scope: 'letter' });
    } else if (e.key === ' ') {
      e.preventDefault();
      act({ type: 'toggle' });
    } else if (e.key === 'Enter') {
      e.preventDefault();
      const next = clueMove(grid, state.cursor, e.shiftKey ? -1 : 1);
      if (next) act({ type: 'cursor', cursor: next });
    } else if (Array.from(e.key).length === 1) {
      e.preventDefault();
      const letter = normaliseLetter(e.key);
      if (letter) act({ type: 'letter', letter });
    }
  };

  /** Phones (key code 229) bring the letter with the input event only. */
  const onInput = (value: string) => {
    if (value === '') return act({ type: 'backspace' });
    if (value.trim() === '') return act({ type: 'toggle' });
    const letter = lastLetterOf(value);
    if (letter) act({ type: 'letter', letter });
  };

  const runTool = (type: 'check' | 'reveal', scope: Scope) => {
    const next = playReducer(grid, state, { type, scope });
    act({ type, scope });
    let message: string;
    if (type === 'check') {
      const inScope = scope === 'grid' ? next.wrong : next.wrong.filter((i) => (scope === 'letter' ? i === state.cursor.cell : word?.cells.includes(i)));
      message = inScope.length ? t('game.wrongCount', { count: inScope.length }) : t('game.noneWrong');
    } else {
      message = t('game.revealedDone');
    }
    setStatus(message);
    announce(message);
  };

  const clearAll = () => {
    if (!window.confirm(t('game.clearConfirm'))) return;
    act({ type: 'clear', scope: 'grid' });
    setStatus(t('game.clearedDone'));
    announce(t('game.clearedDone'));
  };

  const typeGerman = (letter: string) => {
    gridFocused.current = view === 'grid';
    act({ type: 'letter', letter });
  };

  const { filled, total } = filledCount(grid, state.letters);
  const dirLabel = (d: Direction) => (d === 'across' ? t('game.acrossShort') : t('game.downShort'));
  const clueText = word ? t('game.clueLabel', { number: word.number, direction: dirLabel(word.direction), clue: word.clue }) : '';
  const [gridHasFocus, setGridHasFocus] = useState(false);

  const cellLabel = (index: number): string => {
    const cell = grid.cells[index];
    if (!cell) return '';
    const parts: string[] = [];
    const order: Direction[] = state.cursor.direction === 'across' ? ['across', 'down'] : ['down', 'across'];
    for (const d of order) {
      const wi = cell[d];
      const w = wi === null ? undefined : grid.words[wi];
      if (!w) continue;
      const position = w.cells.indexOf(index) + 1;
      parts.push(position === 1 ? `${t('game.clueLabel', { number: w.number, direction: dirLabel(d), clue: w.clue })}. ${t('game.length', { length: w.cells.length })}` : t('game.cellLabel', { number: w.number, direction: dirLabel(d), position, length: w.cells.length }));
    }
    const letter = state.letters[index];
    parts.push(letter ? letter : t('game.empty'));
    if (state.wrong.includes(index)) parts.push(t('game.wrong'));
    if (state.revealed.includes(index)) parts.push(t('game.revealed'));
    return parts.join('; ');
  };

  const toolClass = 'btn-secondary px-3 py-1.5 text-sm';
  const tools = (
    <>
      <div className="mt-4 flex flex-wrap gap-2">
        {view === 'grid' && (
          <>
            <button type="button" className={toolClass} onClick={() => runTool('check', 'letter')}>
              {t('game.checkLetter')}
            </button>
            <button type="button" className={toolClass} onClick={() => runTool('check', 'word')}>
              {t('game.checkWord')}
            </button>
          </>
        )}
        <button type="button" className={toolClass} onClick={() => runTool('check', 'grid')}>
          {t('game.checkGrid')}
        </button>
      </div>
      <div className="mt-2 flex flex-wrap gap-2">
        {view === 'grid' && (
          <>
            <button type="button" className={toolClass} onClick={() => runTool('reveal', 'letter')}>
              {t('game.revealLetter')}
            </button>
            <button type="button" className={toolClass} onClick={() => runTool('reveal', 'word')}>
              {t('game.revealWord')}
            </button>
          </>
        )}
        <button type="button" className={toolClass} onClick={clearAll}>
          {t('game.clearAll')}
        </button>
        <button type="button" className={toolClass} onClick={() => window.print()}>
          {t('game.print')}
        </button>
      </div>
      <p className="mt-3 min-h-6 font-medium text-slate-800">{status}</p>
    </>
  );

  const congratulation = solved ? (state.revealed.length ? t('game.congratulationsRevealed', { time: formatTime(seconds), count: state.revealed.length }) : t('game.congratulations', { time: formatTime(seconds) })) : '';

  return (
    <div className="crossword-player">
      <title>{`${puzzle.title} – ${siteName}`}</title>
      <div className="print:hidden">
        <Breadcrumb label={t('breadcrumb')} items={[...crumbs, { label: puzzle.title }]} />
        <h1 className="page-title mt-2" lang="de">
          {puzzle.title}
        </h1>
        <p className="mt-1 text-slate-700">
          <time dateTime={puzzle.date.slice(0, 10)}>{formatDate(puzzle.date, i18n.language)}</time>
        </p>
        <HowTo id="cw-howto" transcription={transcription} />

        {solved && (
          <p className="cw-pop mt-4 rounded-lg border-2 border-brand-600 bg-brand-50 p-4 text-lg font-semibold text-brand-800">
            <span aria-hidden="true">🎉 </span>
            {congratulation}
          </p>
        )}

        <div className="mt-4 flex flex-wrap items-center gap-x-6 gap-y-3">
          <fieldset className="flex flex-wrap items-center gap-2">
            <legend className="sr-only">{t('game.view')}</legend>
            <span aria-hidden="true" className="font-semibold">
              {t('game.view')}:
            </span>
            {(['grid', 'list'] as const).map((v) => (
              <button key={v} type="button" aria-pressed={view === v} className={view === v ? 'btn-primary py-1.5' : 'btn-secondary py-1.5'} onClick={() => setView(v)}>
                {v === 'grid' ? t('game.viewGrid') : t('game.viewList')}
              </button>
            ))}
          </fieldset>
          <p className="flex items-center gap-2">
            {!timerHidden && (
              <span>
                {t('game.time')}: <span role="timer" className="font-mono tabular-nums">{formatTime(seconds)}</span>
              </span>
            )}
            <button
              type="button"
              className="btn-secondary px-3 py-1.5 text-sm"
              onClick={() => {
                const hidden = !timerHidden;
                setTimerHidden(hidden);
                if (hidden) writeRaw(TIMER_HIDDEN_KEY, 'true');
                else removeKey(TIMER_HIDDEN_KEY);
              }}
            >
              {timerHidden ? t('game.showTimer') : t('game.hideTimer')}
            </button>
          </p>
          <p className="text-slate-700">{t('game.filled', { filled, total })}</p>
        </div>


        {view === 'grid' ? (
          <div className="mt-2 flex flex-col gap-6 lg:flex-row lg:items-start">
            <div className="min-w-0">
              <p className="cw-clue mb-2 rounded-md bg-amber-100 px-3 py-2 font-medium text-slate-900">
                <span className="sr-only">{t('game.currentClue')}: </span>
                <span lang="de">{clueText}</span>
              </p>
              <GridView
                grid={grid}
                letters={state.letters}
                cursor={state.cursor}
                word={word}
                wrong={state.wrong}
                revealed={state.revealed}
                inputs={inputs}
                cellLabel={cellLabel}
                onKeyDown={onKeyDown}
                onInput={onInput}
                onFocusCell={(index) => {
                  gridFocused.current = true;
                  setGridHasFocus(true);
                  if (index !== state.cursor.cell) act({ type: 'cursor', cursor: { cell: index, direction: state.cursor.direction } });
                }}
                onBlurGrid={() => {
                  gridFocused.current = false;
                  setGridHasFocus(false);
                }}
                onPointerDownCell={(index) => {
                  clickedCurrent.current = index === state.cursor.cell && document.activeElement === inputs.current[index];
                }}
                onClickCell={() => {
                  if (clickedCurrent.current) act({ type: 'toggle' });
                  clickedCurrent.current = false;
                }}
              />
              {/* A puzzle that writes AE OE UE SS (its hint says so) offers no Ä Ö Ü ß keys (issue 25). */}
              {!transcription && <GermanKeys onType={typeGerman} />}
              {tools}
            </div>
            <div className="grid min-w-0 flex-1 gap-6 sm:grid-cols-2">
              {(['across', 'down'] as const).map((d) => (
                <section key={d} aria-labelledby={`cw-${d}`}>
                  <h2 id={`cw-${d}`} className="text-xl font-bold">
                    {d === 'across' ? t('game.across') : t('game.down')}
                  </h2>
                  <ol className="mt-2 space-y-1">
                    {grid.words.map((w, i) =>
                      w.direction === d ? (
                        <li key={w.id}>
                          <button
                            type="button"
                            tabIndex={-1}
                            aria-current={i === wordIndex ? 'true' : undefined}
                            className={`w-full rounded-md px-2 py-1 text-left ${i === wordIndex ? 'bg-amber-200 font-semibold' : i === crossing ? 'bg-amber-50' : 'hover:bg-slate-100'}`}
                            onClick={() => {
                              // The focus follows in the effect above, once the cursor is there.
                              gridFocused.current = true;
                              act({ type: 'cursor', cursor: { cell: w.cells[0] ?? 0, direction: w.direction } });
                            }}
                          >
                            <span className="font-semibold">{w.number}.</span> <span lang="de">{w.clue}</span> <span className="text-slate-600">({w.cells.length})</span>
                          </button>
                        </li>
                      ) : null,
                    )}
                  </ol>
                </section>
              ))}
            </div>
          </div>
        ) : (
          <>
            {tools}
            <ClueListView grid={grid} letters={state.letters} wrong={state.wrong} onWord={(index, letters) => act({ type: 'word', wordIndex: index, letters })} />
          </>
        )}

        <p className="mt-8">
          <AppLink to={listPath} className="text-link">
            {t('game.allCrosswords')}
          </AppLink>
        </p>
      </div>

      {/* Phones: the current clue sits just above the on-screen keyboard while a cell has the focus. */}
      {view === 'grid' && gridHasFocus && word && (
        <KeyboardClueBar
          text={clueText}
          cells={() => word.cells.map((index) => inputs.current[index]).filter((el): el is HTMLInputElement => !!el)}
          current={() => inputs.current[state.cursor.cell] ?? null}
        />
      )}

      <PrintSheet grid={grid} title={puzzle.title} date={formatDate(puzzle.date, i18n.language)} />
    </div>
  );
}

interface GridViewProps {
  grid: Grid;
  letters: string[];
  cursor: { cell: number; direction: Direction };
  word: Word | null;
  wrong: number[];
  revealed: number[];
  inputs: React.RefObject<(HTMLInputElement | null)[]>;
  cellLabel: (index: number) => string;
  onKeyDown: (e: KeyboardEvent<HTMLInputElement>) => void;
  onInput: (value: string) => void;
  onFocusCell: (index: number) => void;
  onBlurGrid: () => void;
  onPointerDownCell: (index: number) => void;
  onClickCell: () => void;
}

function GridView(props: GridViewProps) {
  const { grid, letters, cursor, word, wrong, revealed, inputs } = props;
  const { t } = useTranslation('crosswords');
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
        style={{ '--cw-cols': grid.width } as React.CSSProperties}
        onBlur={(e) => {
          if (!e.currentTarget.contains(e.relatedTarget as Node | null)) props.onBlurGrid();
        }}
      >
        {rows.map((row, r) => (
          <div role="row" key={r} className="flex">
            {row.map((cell) => {
              if (cell.solution === null) {
                return (
                  <div role="gridcell" key={cell.index} className="cw-cell bg-slate-900 dark:bg-black">
                    <span className="sr-only">{t('game.block')}</span>
                  </div>
                );
              }
              const active = cell.index === cursor.cell;
              const isWrong = wrong.includes(cell.index);
              const isRevealed = revealed.includes(cell.index);
              const tone = active ? 'bg-amber-300' : inWord.has(cell.index) ? 'bg-amber-100' : 'bg-white dark:bg-slate-100';
              return (
                <div role="gridcell" key={cell.index} className={`cw-cell cw-open relative ${tone} ${active ? 'cw-active' : ''} ${isWrong ? 'cw-wrong' : ''} ${isRevealed ? 'cw-revealed' : ''}`}>
                  {cell.number !== null && (
                    <span aria-hidden="true" className="cw-number pointer-events-none absolute top-0 left-0.5 leading-none text-slate-800">
                      {cell.number}
                    </span>
                  )}
                  <input
                    ref={(el) => {
                      inputs.current[cell.index] = el;
                    }}
                    type="text"
                    inputMode="text"
                    maxLength={1}
                    value={letters[cell.index] ?? ''}
                    tabIndex={active ? 0 : -1}
                    aria-label={props.cellLabel(cell.index)}
                    aria-invalid={isWrong || undefined}
                    autoComplete="off"
                    autoCorrect="off"
                    autoCapitalize="characters"
                    spellCheck={false}
                    enterKeyHint="next"
                    className={`cw-input size-full bg-transparent text-center font-bold caret-transparent outline-none focus-visible:outline-3 focus-visible:outline-offset-[-3px] focus-visible:outline-blue-700 ${isWrong ? 'text-red-800' : isRevealed ? 'text-blue-800' : 'text-slate-900'}`}
                    onKeyDown={props.onKeyDown}
                    onChange={(e) => props.onInput(e.target.value)}
                    onFocus={() => props.onFocusCell(cell.index)}
                    onMouseDown={() => props.onPointerDownCell(cell.index)}
                    onClick={props.onClickCell}
                  />
                </div>
              );
            })}
          </div>
        ))}
      </div>
    </div>
  );
}
