import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { profWordsQueryOptions } from '@/api/endpoints/professional';
import type { ProfWord } from '@/api/schemas';
import { AppLink } from '@/components/ui/app-link';
import { BackendImage } from '@/components/ui/backend-image';
import type { Lang } from '@/i18n/languages';
import { offlineMessage } from '@/i18n/offline-message';
import { removeKey, writeRaw } from '@/lib/storage';
import { speakGerman } from '@/lib/speech';
import { useQuizSession } from '@/components/quiz/use-quiz-session';
import { useAppStore } from '@/store/store';
import { isAvailable, MODES, wordsTypeOf, type Mode, type WordsType } from '../model/modes';
import { pickWord, translationsFor } from '../model/words';
import { Game } from './games';
import { RatingStars } from './rating-stars';

/** The page number key in session storage (spec 001 §3, §4: pages 0, 1, 2). */
export const PAGE_KEY = 'profPracticePage';

type Page = 0 | 1 | 2;

export interface PracticeOutcome {
  mode: Mode;
  correct: ProfWord[];
  incorrect: ProfWord[];
}

interface Props {
  subcategoryId: number;
  /** The kind of words from a trusted source (the subcategory's type on the practice link), if known. */
  wordsType: WordsType | null;
  lang: Lang;
  loggedIn: boolean;
  loginLink: string;
  uploadsBase: string;
  secondsPerWord: number;
  /** The time-per-word setting, shown with the one game it applies to ("find mistakes"). */
  timeSetting?: ReactNode;
  /** Results page reached: ratings and reviews are the page's business. */
  onFinished: (outcome: PracticeOutcome) => void;
}

/** Words load failures (spec 001 §5, §8): the server message or 'No words found…', shown as 'Error: …'. */
function wordsErrorMessage(error: unknown, noWords: string, unknown: string): string {
  if (error instanceof Error) return error.message || noWords;
  return unknown;
}

function WordGrid({ words, lang, uploadsBase, missed }: { words: readonly ProfWord[]; lang: Lang; uploadsBase: string; missed?: ReadonlySet<number> }) {
  const { t } = useTranslation('professional');
  return (
    <ul className="mt-4 grid grid-cols-2 gap-2 sm:gap-3 lg:grid-cols-4">
      {words.map((word) => {
        const translations = translationsFor(word, lang);
        return (
          <li key={word.ID} className={`card flex flex-col gap-2 p-3 sm:p-4 ${missed?.has(word.ID) ? 'border-red-300 bg-red-50' : ''}`}>
            <div className="flex items-start justify-between gap-2">
              <span lang="de" className="min-w-0 font-semibold wrap-anywhere">
                {word.Word}
              </span>
              <button type="button" className="shrink-0 rounded-full p-1.5 text-slate-600 hover:bg-slate-100" aria-label={t('speak', { word: word.Word })} onClick={() => speakGerman(word.Word)}>
                <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5">
                  <path d="M4 9h4l5-4v14l-5-4H4zM16 8a5 5 0 0 1 0 8" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
                </svg>
              </button>
            </div>
            {word.Example && (
              <p lang="de" className="text-sm text-slate-700 italic">
                {word.Example}
              </p>
            )}
            <BackendImage path={word.ImagePath} base={uploadsBase} alt="" width={128} height={128} loading="lazy" className="mx-auto size-32" />
            <ul className="list-disc pl-5 text-sm">
              {translations.length === 0 ? <li>{t('translationMissing', { language: lang })}</li> : translations.map((translation) => <li key={translation}>{translation}</li>)}
            </ul>
          </li>
        );
      })}
    </ul>
  );
}

/** The table of the nine games with their difficulty; disabled without login (spec 001 §2, §6). */
function ModeChooser({ wordsType, loggedIn, loginLink, timeSetting, onStart }: { wordsType: WordsType | null; loggedIn: boolean; loginLink: string; timeSetting?: ReactNode; onStart: (mode: Mode) => void }) {
  const { t } = useTranslation('professional');
  const modes = MODES.filter((m) => isAvailable(m, wordsType));
  return (
    <section aria-labelledby="chooser-title" className="card mt-8">
      <h2 id="chooser-title" className="text-xl font-bold">
        {t('chooser.title')}
      </h2>
      {!loggedIn && (
        <div className="mt-2 space-y-1">
          <AppLink to={loginLink} className="text-link">
            {t('chooser.loginPrompt')}
          </AppLink>
          <p className="text-sm text-slate-700">{t('chooser.deviceOnly')}</p>
        </div>
      )}
      <table className="mt-4 w-full text-left">
        <thead>
          <tr className="border-b border-slate-200 text-sm text-slate-600">
            <th scope="col" className="py-2">
              {t('chooser.game')}
            </th>
            <th scope="col" className="py-2">
              {t('chooser.difficulty')}
            </th>
            <th scope="col" className="py-2">
              <span className="sr-only">{t('chooser.start')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {modes.map((mode) => (
            <tr key={mode.id} className="border-b border-slate-100">
              <th scope="row" className="py-2 pr-2 font-medium">
                {t(`modes.${mode.id}`)}
              </th>
              <td className="py-2">
                <RatingStars count={mode.difficulty} label={`${t('chooser.difficulty')}: ${mode.difficulty}`} />
              </td>
              <td className="py-2 text-right">
                <button type="button" className="btn-primary px-3 py-1.5" disabled={!loggedIn} onClick={() => onStart(mode)} aria-label={`${t('chooser.start')}: ${t(`modes.${mode.id}`)}`}>
                  {t('chooser.start')}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {/* Only "find mistakes" is timed: its setting sits right below its row (the table's last). */}
      {timeSetting && modes.some((m) => m.id === 'findMistakes') && <div className="mt-3">{timeSetting}</div>}
      <p className="mt-3 text-sm text-slate-600">{t('chooser.trophy')}</p>
    </section>
  );
}

/** The practice page (spec 001 §2, §4): word list (0), quiz (1), results (2). */
export function PracticePage({ subcategoryId, wordsType, lang, loggedIn, loginLink, uploadsBase, secondsPerWord, timeSetting, onFinished }: Props) {
  const { t } = useTranslation('professional');
  const [page, setPageState] = useState<Page>(0);
  const [mode, setMode] = useState<Mode | null>(null);
  const session = useQuizSession();
  // The words answered right and wrong at least once, by ID (the engine lists them as strings).
  const correctIds = new Set(session.quiz.correctWords.map(Number));
  const incorrectIds = new Set(session.quiz.incorrectWords.map(Number));
  const round = session.quiz.round;
  const [current, setCurrent] = useState<ProfWord | null>(null);
  const words = useQuery({
    ...profWordsQueryOptions(subcategoryId),
    select: (answer) => {
      if (!answer.success || !answer.Words) throw new Error(answer.message || t('noWords'));
      // The answer's Type counts only when it names a kind of words (spec 001 §3 calls it the quiz type).
      return { words: answer.Words, type: wordsType ?? wordsTypeOf(answer.Type) };
    },
  });

  // Moves focus once, when the element appears (not on every render of the page).
  const focusOnMount = useCallback((el: HTMLElement | null) => el?.focus(), []);

  const setPage = useCallback((next: Page) => {
    setPageState(next);
    if (next === 2) removeKey(PAGE_KEY, 'session');
    else writeRaw(PAGE_KEY, String(next), 'session');
  }, []);

  // On first mount the stored page is cleared and the page is 0 (spec 001 §4).
  useEffect(() => {
    removeKey(PAGE_KEY, 'session');
    writeRaw(PAGE_KEY, '0', 'session');
  }, []);

  const list = words.data?.words ?? [];

  const start = (chosen: Mode) => {
    // Starting a mode resets the game with all words; progress 0 of 0 until the first word.
    setMode(chosen);
    // Only "find mistakes" is timed (spec 001 §4): 30 s per word, or the learner's setting.
    session.start({ subcategoryId, mode: chosen.id }, { secondsPerItem: chosen.id === 'findMistakes' ? secondsPerWord : Number.POSITIVE_INFINITY });
    setCurrent(pickWord(list, new Set(), 0, Math.random));
    setPage(1);
  };

  const onResult = (correct: boolean) => {
    if (!current) return;
    session.answer(correct, String(current.ID), correct ? t('correct') : t('incorrectWord', { word: current.Word }));
  };

  const onNext = () => {
    // A game may answer and move on in one event (flashcards): read the engine's latest state.
    const { correctWords, incorrectWords, round: asked } = useAppStore.getState().quiz;
    const correct = new Set(correctWords.map(Number));
    const next = pickWord(list, correct, asked + 1, Math.random);
    if (!next || correct.size >= list.length) {
      session.finish();
      setPage(2);
      const incorrect = new Set(incorrectWords.map(Number));
      if (mode) onFinished({ mode, correct: list.filter((w) => correct.has(w.ID)), incorrect: list.filter((w) => incorrect.has(w.ID)) });
      return;
    }
    session.next();
    setCurrent(next);
  };

  if (words.isPending) return <p className="mt-6">{t('loading')}</p>;
  if (words.isError) {
    return (
      <p role="alert" className="mt-6 font-medium text-red-700">
        {offlineMessage(words.error) ?? t('error', { message: wordsErrorMessage(words.error, t('noWords'), t('unknownError')) })}
      </p>
    );
  }
  if (list.length === 0) return <p className="mt-6 text-lg">{t('noWords')}</p>;

  if (page === 1 && mode && current) {
    return (
      <section aria-label={t(`modes.${mode.id}`)} className="mt-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <button type="button" className="text-link" onClick={() => setPage(0)}>
            ← {t('back')}
          </button>
          <span className="text-sm text-slate-700">{t('progress', { current: correctIds.size, total: list.length })}</span>
        </div>
        <div role="progressbar" aria-label={t('progress', { current: correctIds.size, total: list.length })} aria-valuemin={0} aria-valuemax={list.length} aria-valuenow={correctIds.size} className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200">
          <div className="h-full bg-brand-600 transition-[width]" style={{ width: `${(correctIds.size / list.length) * 100}%` }} />
        </div>
        <div className="card mt-4">
          <Game key={`${current.ID}-${round}`} mode={mode.id} word={current} words={list} lang={lang} onResult={onResult} onNext={onNext} />
        </div>
      </section>
    );
  }

  if (page === 2) {
    const missed = list.filter((w) => incorrectIds.has(w.ID));
    return (
      <>
        <section aria-labelledby="results-title" className="card mt-6">
          <h2 id="results-title" className="text-2xl font-bold" tabIndex={-1} ref={missed.length > 0 ? undefined : focusOnMount}>
            {missed.length > 0 ? t('gameOver') : t('results')}
          </h2>
          <p id="results-counts" className="mt-2 text-lg">
            {t('resultCounts', { correct: correctIds.size, incorrect: incorrectIds.size })}
          </p>
          {missed.length > 0 ? (
            <div className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-2">
              <p id="results-message" className="font-semibold">
                {t('notPassed')}
              </p>
              {/* Same game, same words; focused, and read with the outcome it answers. */}
              {mode && (
                <button type="button" className="btn-primary" ref={focusOnMount} aria-describedby="results-title results-counts results-message" onClick={() => start(mode)}>
                  {t('tryAgain')}
                </button>
              )}
            </div>
          ) : (
            <p className="mt-1 font-semibold">{t('allCorrect')}</p>
          )}
          {missed.length > 0 && <p className="mt-2 text-sm text-slate-600">{t('missedSaved')}</p>}
          <WordGrid words={list} lang={lang} uploadsBase={uploadsBase} missed={incorrectIds} />
        </section>
        <ModeChooser wordsType={words.data.type} loggedIn={loggedIn} loginLink={loginLink} timeSetting={timeSetting} onStart={start} />
      </>
    );
  }

  return (
    <>
      <p className="mt-2 text-sm text-slate-600">{t('aiNote')}</p>
      <WordGrid words={list} lang={lang} uploadsBase={uploadsBase} />
      <ModeChooser wordsType={words.data.type} loggedIn={loggedIn} loginLink={loginLink} timeSetting={timeSetting} onStart={start} />
    </>
  );
}
