import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrowserFeature } from '@/lib/hydration';
import { usePageStyleSheet } from '@/lib/page-style-sheet';
import { germanOf, uniqueClassWords, type ClassWord } from '../model/class-word';
import { isHangmanWord } from '../model/hangman';
import { newPicker, pickNext, remaining, type Picker } from '../model/picker';
import type { Scoreboard } from '../model/scoreboard';
import { HangmanGame } from './hangman-game';
import { PictureGame } from './picture-game';
import { ScoreboardPanel } from './scoreboard-panel';
import { TeamQuiz } from './team-quiz';

export type Format = 'hangman' | 'picture' | 'quiz';
const FORMATS: readonly Format[] = ['hangman', 'picture', 'quiz'];

interface Props {
  /** The page's header: breadcrumb, title, lead (inside the full-screen area). */
  header: ReactNode;
  /** The word-set choice and its loading/failure state. */
  setup: ReactNode;
  /** The chosen set's words (null while none is loaded) and its name for the print view. */
  words: readonly ClassWord[] | null;
  setName: string;
  board: Scoreboard;
  update: (change: (b: Scoreboard) => Scoreboard) => void;
}

function fullscreenAvailable(): boolean {
  return typeof document !== 'undefined' && document.fullscreenEnabled === true && typeof document.documentElement.requestFullscreen === 'function';
}

/** The class games' projector page: teams, a random-word picker, three formats and a print view. */
export function ClassGames({ header, setup, words, setName, board, update }: Props) {
  const { t } = useTranslation('class-games');
  const nameOf = (i: number) => t('teams.default', { n: i + 1 });
  const rootRef = useRef<HTMLDivElement>(null);
  const gameRef = useRef<HTMLElement>(null);
  const [isFull, setIsFull] = useState(false);
  const fullscreen = useBrowserFeature(fullscreenAvailable);
  const [format, setFormat] = useState<Format>('hangman');
  const list = uniqueClassWords(words ?? []);

  useEffect(() => {
    const onChange = () => setIsFull(document.fullscreenElement !== null && document.fullscreenElement !== undefined);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  const toggleFull = () => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    // The game itself fills the projector (issue 25: the page's top, the setup, did), once there is one.
    else void (gameRef.current ?? rootRef.current)?.requestFullscreen().catch(() => undefined);
  };

  return (
    <div ref={rootRef} className="overflow-y-auto bg-white text-lg text-slate-950 sm:text-xl">
      <div className="page flex flex-col gap-6 print:hidden">
        {header}
        <div className="flex flex-wrap gap-3">
          {fullscreen && (
            <button type="button" className="btn-secondary min-h-12 text-lg" aria-pressed={isFull} onClick={toggleFull}>
              {isFull ? t('fullscreen.leave') : t('fullscreen.enter')}
            </button>
          )}
          <button type="button" className="btn-secondary min-h-12 text-lg" disabled={list.length === 0} onClick={() => window.print()}>
            {t('print.button')}
          </button>
        </div>
        {setup}
        {/* The game comes right after the word set, so on a projector it starts on the first screen
            (it began ≈ 1200 px down, under the scoreboard and the picker — issue 25 item 13); from lg
            the scoreboard stands beside it. */}
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
          <div className="flex min-w-0 flex-col gap-6">
            {list.length > 0 && (
              <section ref={gameRef} aria-labelledby="cg-game" className="card border-slate-400 [&:fullscreen]:overflow-y-auto [&:fullscreen]:rounded-none [&:fullscreen]:p-8" data-testid="class-game">
                <div className="flex flex-wrap items-center justify-between gap-3">
                  <h2 id="cg-game" className="text-2xl font-bold sm:text-3xl">
                    {t('game.title')}
                  </h2>
                  {isFull && (
                    <button type="button" className="btn-secondary min-h-12 text-lg" onClick={toggleFull}>
                      {t('fullscreen.leave')}
                    </button>
                  )}
                </div>
                <div role="group" aria-label={t('game.choose')} className="mt-3 flex flex-wrap gap-2">
                  {FORMATS.map((f) => (
                    <button key={f} type="button" aria-pressed={format === f} className={`min-h-12 rounded-lg border-2 px-4 text-lg font-semibold ${format === f ? 'border-slate-900 bg-slate-900 text-white' : 'border-slate-500 bg-white text-slate-900 hover:bg-slate-100'}`} onClick={() => setFormat(f)}>
                      {t(`game.${f}`)}
                    </button>
                  ))}
                </div>
                <div className="mt-5">
                  {format === 'hangman' && <HangmanGame key={setName} words={list.filter((w) => isHangmanWord(w.de))} board={board} update={update} nameOf={nameOf} />}
                  {format === 'picture' && <PictureGame key={setName} words={list.filter((w) => w.img)} board={board} update={update} nameOf={nameOf} />}
                  {format === 'quiz' && <TeamQuiz key={setName} words={list} board={board} update={update} nameOf={nameOf} />}
                </div>
              </section>
            )}
            {list.length > 0 && <WordPicker key={setName} words={list} />}
          </div>
          <div className="lg:sticky lg:top-4">
            <ScoreboardPanel board={board} update={update} nameOf={nameOf} />
          </div>
        </div>
      </div>
      {list.length > 0 && <PrintSheet words={list} setName={setName} />}
    </div>
  );
}

/** A random word from the set, no repeats until every word has come up. */
function WordPicker({ words }: { words: readonly ClassWord[] }) {
  const { t } = useTranslation('class-games');
  const [picker, setPicker] = useState<Picker>(() => newPicker(words.length));
  const [index, setIndex] = useState<number | null>(null);
  const [showMeaning, setShowMeaning] = useState(false);
  const word = index === null ? undefined : words[index];
  return (
    <section aria-labelledby="cg-picker" className="card border-slate-400">
      <h2 id="cg-picker" className="text-2xl font-bold sm:text-3xl">
        {t('picker.title')}
      </h2>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <button
          type="button"
          className="btn-primary min-h-12 text-xl"
          onClick={() => {
            const r = pickNext(picker);
            setPicker(r.picker);
            setIndex(r.index);
            setShowMeaning(false);
          }}
        >
          {t('picker.pick')}
        </button>
        {word && (
          <button type="button" className="btn-secondary min-h-12 text-lg" aria-expanded={showMeaning} onClick={() => setShowMeaning((s) => !s)}>
            {t('picker.meaning')}
          </button>
        )}
      </div>
      <div aria-live="polite">
        {word && (
          <p className="mt-4 text-4xl font-bold sm:text-6xl" lang="de" data-testid="picked-word">
            {germanOf(word)}
          </p>
        )}
      </div>
      {word && showMeaning && <p className="mt-2 text-2xl">{word.translation}</p>}
      <p className="mt-3 text-base text-slate-700">{t('picker.left', { count: remaining(picker), total: words.length })}</p>
    </section>
  );
}

/**
 * Print rules for this page only (an adopted style sheet that leaves with the page; no <style>
 * element, which the Content-Security-Policy would refuse): A4, and nothing of the site's
 * shell — every sibling of <main> (header, tips, footer…) is left out of the printout.
 */
const PRINT_CSS = `@media print {
  @page { size: A4; margin: 15mm; }
  :has(> #main) > :not(#main) { display: none !important; }
}`;

/** Only in print (CSS @media print): the chosen words with their meanings on A4, no buttons. */
function PrintSheet({ words, setName }: { words: readonly ClassWord[]; setName: string }) {
  const { t } = useTranslation('class-games');
  usePageStyleSheet(PRINT_CSS);
  return (
    <section data-print-sheet="" className="hidden text-base text-black print:block" aria-labelledby="cg-print-title">
      <h2 id="cg-print-title" className="text-2xl font-bold">
        {t('print.title', { set: setName })}
      </h2>
      <table className="mt-4 w-full border-collapse">
        <thead>
          <tr>
            <th scope="col" className="border border-black px-2 py-1 text-left">
              #
            </th>
            <th scope="col" className="border border-black px-2 py-1 text-left">
              {t('print.german')}
            </th>
            <th scope="col" className="border border-black px-2 py-1 text-left">
              {t('print.meaning')}
            </th>
          </tr>
        </thead>
        <tbody>
          {words.map((w, i) => (
            <tr key={germanOf(w)} className="break-inside-avoid">
              <td className="border border-black px-2 py-1">{i + 1}</td>
              <td className="border border-black px-2 py-1 font-semibold" lang="de">
                {germanOf(w)}
              </td>
              <td className="border border-black px-2 py-1">{w.translation}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
