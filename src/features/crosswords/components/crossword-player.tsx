import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Crossword } from '@/api/schemas';
import { AppLink } from '@/components/ui/app-link';
import { Breadcrumb, type Crumb } from '@/components/ui/breadcrumb';
import { GermanLetterKeys } from '@/components/ui/german-keys';
import { useAppStore } from '@/store/store';
import { type Grid, usesTranscription } from '../model/grid';
import { formatDate } from '@/lib/format-date';
import { currentWord, filledCount, playReducer, type Scope, wordIndexOf } from '../model/play';
import { cellKeys } from './cell-keys';
import { ClueListView } from './clue-list-view';
import { ClueLists } from './clue-lists';
import { CrosswordControls } from './crossword-controls';
import { CrosswordGrid } from './crossword-grid';
import { HowTo } from './crossword-howto';
import { CrosswordStatusBar, type PlayerView } from './crossword-status-bar';
import { KeyboardClueBar } from './keyboard-clue-bar';
import { PrintSheet } from './print-sheet';
import { useStoredPlay } from './use-stored-play';
import './crossword.css';

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
  const { state, act, seconds, solved, congratulation } = useStoredPlay(puzzle.id, grid);
  const [view, setView] = useState<PlayerView>('grid');
  const [status, setStatus] = useState('');
  const [gridHasFocus, setGridHasFocus] = useState(false);
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const gridFocused = useRef(false);
  const clickedCurrent = useRef(false);
  const transcription = useMemo(() => usesTranscription(grid), [grid]);
  const word = currentWord(grid, state.cursor);
  const crossing = grid.cells[state.cursor.cell]?.[state.cursor.direction === 'across' ? 'down' : 'across'] ?? null;

  // The focus follows the cursor while the grid has it; the letter is selected so typing replaces it.
  useEffect(() => {
    if (!gridFocused.current || view !== 'grid') return;
    const input = inputs.current[state.cursor.cell];
    if (!input) return;
    if (document.activeElement !== input) input.focus();
    input.select();
  }, [state, view]);

  const say = (message: string) => {
    setStatus(message);
    announce(message);
  };

  const runTool = (type: 'check' | 'reveal', scope: Scope) => {
    const next = playReducer(grid, state, { type, scope });
    act({ type, scope });
    if (type === 'reveal') return say(t('game.revealedDone'));
    const inScope = scope === 'grid' ? next.wrong : next.wrong.filter((i) => (scope === 'letter' ? i === state.cursor.cell : word?.cells.includes(i)));
    say(inScope.length ? t('game.wrongCount', { count: inScope.length }) : t('game.noneWrong'));
  };

  const clearAll = () => {
    if (!window.confirm(t('game.clearConfirm'))) return;
    act({ type: 'clear', scope: 'grid' });
    say(t('game.clearedDone'));
  };

  const { filled, total } = filledCount(grid, state.letters);
  const clueText = word ? t('game.clueLabel', { number: word.number, direction: word.direction === 'across' ? t('game.acrossShort') : t('game.downShort'), clue: word.clue }) : '';
  const tools = <CrosswordControls gridView={view === 'grid'} status={status} onTool={runTool} onClear={clearAll} />;

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

        <CrosswordStatusBar view={view} onView={setView} seconds={seconds} filled={filled} total={total} />

        {view === 'grid' ? (
          <div className="mt-2 flex flex-col gap-6 lg:flex-row lg:items-start">
            <div className="min-w-0">
              <p className="cw-clue mb-2 rounded-md bg-amber-100 px-3 py-2 font-medium text-slate-900">
                <span className="sr-only">{t('game.currentClue')}: </span>
                <span lang="de">{clueText}</span>
              </p>
              <CrosswordGrid
                grid={grid}
                letters={state.letters}
                cursor={state.cursor}
                word={word}
                wrong={state.wrong}
                revealed={state.revealed}
                inputs={inputs}
                {...cellKeys(grid, state.cursor, act)}
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
              {!transcription && (
                <p className="mt-3 flex flex-wrap items-center gap-2">
                  {/* Keep the focus in the grid: the letter goes to the current cell. */}
                  <GermanLetterKeys
                    capitals
                    keepFocus
                    label={(letter) => t('game.germanKey', { letter })}
                    onType={(letter) => {
                      gridFocused.current = view === 'grid';
                      act({ type: 'letter', letter });
                    }}
                  />
                </p>
              )}
              {tools}
            </div>
            <ClueLists
              grid={grid}
              wordIndex={wordIndexOf(grid, state.cursor)}
              crossing={crossing}
              onCursor={(cursor) => {
                // The focus follows in the effect above, once the cursor is there.
                gridFocused.current = true;
                act({ type: 'cursor', cursor });
              }}
            />
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
