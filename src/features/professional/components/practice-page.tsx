import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { profRatingsQueryOptions, profWordsQueryOptions } from '@/api/endpoints/professional';
import type { ProfWord } from '@/api/schemas';
import type { Lang } from '@/i18n/languages';
import { offlineMessage } from '@/api/offline-message';
import { apiErrorDetail, apiErrorMessage } from '@/api/error-message';
import { isApiError } from '@/api/errors';
import { useQuizSession } from '@/components/quiz/use-quiz-session';
import { removeKey, STORAGE_KEYS, writeRaw } from '@/lib/storage';
import { useAppStore } from '@/store/store';
import { modesDone } from '../model/game-progress';
import { wordsTypeOf, type Mode, type WordsType } from '../model/modes';
import { pickWord } from '../model/words';
import { Game } from './games';
import { ModeChooser } from './mode-chooser';
import { WordGrid } from './word-grid';

/** The page number key in session storage (spec 001 §3, §4: pages 0, 1, 2). */
export const PAGE_KEY = STORAGE_KEYS.profPracticePage;

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
  /** Job or exam vocabulary: picks the icon a missing word picture falls back to. */
  tag: 'job' | 'exam';
  secondsPerWord: number;
  /** The time-per-word setting, shown with the one game it applies to ("find mistakes"). */
  timeSetting?: ReactNode;
  /** Results page reached: ratings and reviews are the page's business. */
  onFinished: (outcome: PracticeOutcome) => void;
}

/**
 * Words load failures (spec 001 §5, §8): the server message or 'No words found…', shown as
 * 'Error: …'; a failed call in the learner's language (its technical detail goes in the title).
 */
function wordsErrorMessage(error: unknown, noWords: string, unknown: string): string {
  if (isApiError(error)) return error.serverMessage ?? apiErrorMessage(error);
  if (error instanceof Error) return error.message || noWords;
  return unknown;
}

/** The practice page (spec 001 §2, §4): word list (0), quiz (1), results (2). */
export function PracticePage({ subcategoryId, wordsType, lang, loggedIn, loginLink, uploadsBase, tag, secondsPerWord, timeSetting, onFinished }: Props) {
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
      return { words: answer.Words, type: wordsType ?? wordsTypeOf(answer.Type), rawType: answer.Type == null ? '' : String(answer.Type) };
    },
  });
  // Which games are done (from the ratings; get-ratings' `type` is the subcategory's kind of
  // words, docs/backend.md). Refetched when a rating is saved (the page invalidates the query).
  const ratingsType = words.data ? (words.data.type ?? words.data.rawType) : '';
  const ratings = useQuery({ ...profRatingsQueryOptions(subcategoryId, ratingsType), enabled: loggedIn && words.isSuccess, retry: false });
  const done = useMemo(() => (loggedIn && ratings.data ? modesDone(ratings.data) : null), [loggedIn, ratings.data]);

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
      <p role="alert" className="mt-6 font-medium text-red-700" title={isApiError(words.error) ? apiErrorDetail(words.error) : undefined}>
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
          <WordGrid words={list} lang={lang} uploadsBase={uploadsBase} tag={tag} missed={incorrectIds} />
        </section>
        <ModeChooser wordsType={words.data.type} loggedIn={loggedIn} loginLink={loginLink} timeSetting={timeSetting} done={done} onStart={start} />
      </>
    );
  }

  return (
    <>
      <p className="mt-2 text-sm text-slate-600">{t('aiNote')}</p>
      <WordGrid words={list} lang={lang} uploadsBase={uploadsBase} tag={tag} />
      <ModeChooser wordsType={words.data.type} loggedIn={loggedIn} loginLink={loginLink} timeSetting={timeSetting} done={done} onStart={start} />
    </>
  );
}
