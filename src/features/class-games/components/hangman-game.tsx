import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '@/store/store';
import type { ClassWord } from '../model/class-word';
import { guess, guessOf, LETTERS, maskOf, MAX_WRONG, newHangman, statusOf, wrongCount, type Hangman } from '../model/hangman';
import { newPicker, pickNext, type Picker } from '../model/picker';
import { addPoints, nextTurn, teamName, type Scoreboard } from '../model/scoreboard';
import { HangmanFigure } from './hangman-figure';

interface Props {
  words: readonly ClassWord[];
  board: Scoreboard;
  update: (change: (b: Scoreboard) => Scoreboard) => void;
  nameOf: (i: number) => string;
}

/** Is the key meant for a form field rather than the game? */
function typingElsewhere(target: EventTarget | null): boolean {
  return target instanceof HTMLInputElement || target instanceof HTMLSelectElement || target instanceof HTMLTextAreaElement;
}

/** Galgenmännchen: letters by button or typed key; a solved word gives the team on turn a point. */
export function HangmanGame({ words, board, update, nameOf }: Props) {
  const { t } = useTranslation('class-games');
  const announce = useAppStore((s) => s.announce);
  const [picker, setPicker] = useState<Picker>(() => newPicker(words.length));
  const [index, setIndex] = useState<number | null>(null);
  const [game, setGame] = useState<Hangman | null>(null);
  const [hint, setHint] = useState(false);
  const nextRef = useRef<HTMLButtonElement>(null);
  const word = index === null ? undefined : words[index];
  const status = game ? statusOf(game) : 'playing';
  const team = teamName(board, board.turn, nameOf);

  const start = (passTurn: boolean) => {
    const next = pickNext(picker);
    if (next.index === null) return;
    setPicker(next.picker);
    setIndex(next.index);
    setGame(newHangman(words[next.index]!.de));
    setHint(false);
    if (passTurn) update(nextTurn);
  };

  const onGuess = useCallback(
    (letter: string) => {
      if (!game || !word || statusOf(game) !== 'playing') return;
      const after = guess(game, letter);
      if (after === game) return;
      setGame(after);
      const result = statusOf(after);
      const german = word.article ? `${word.article} ${word.de}` : word.de;
      if (result === 'won') {
        update((b) => addPoints(b, b.turn, 1));
        announce(t('hangman.won', { team, word: german }));
      } else if (result === 'lost') {
        announce(t('hangman.lost', { word: german }));
      } else {
        const key = guessOf(letter)!;
        const found = maskOf(after).some((c) => guessOf(c.ch) === key);
        announce(found ? t('hangman.hit', { letter: key }) : t('hangman.miss', { letter: key, count: wrongCount(after), max: MAX_WRONG }));
      }
    },
    [announce, game, t, team, update, word],
  );

  useEffect(() => {
    if (status !== 'playing') nextRef.current?.focus();
  }, [status]);

  useEffect(() => {
    if (!game || status !== 'playing') return;
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey || typingElsewhere(e.target)) return;
      const letter = guessOf(e.key);
      if (letter === null) return;
      e.preventDefault();
      onGuess(letter);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [game, onGuess, status]);

  if (words.length === 0) return <p className="text-xl">{t('hangman.none')}</p>;
  if (!game || !word) {
    return (
      <div>
        <p className="text-xl">{t('hangman.intro', { max: MAX_WRONG })}</p>
        <button type="button" className="btn-primary mt-4 min-h-12 text-xl" onClick={() => start(false)}>
          {t('hangman.start')}
        </button>
      </div>
    );
  }

  const wrong = wrongCount(game);
  const guessed = new Set(game.guessed);
  return (
    <div>
      <p className="text-xl font-semibold">{t('turnOf', { team })}</p>
      <div className="mt-3 flex flex-col items-start gap-4 sm:flex-row sm:items-center">
        <HangmanFigure wrong={wrong} />
        <div className="w-full min-w-0 sm:flex-1">
          <p className="sr-only">{t('hangman.letters', { count: [...game.word].length })}</p>
          <p lang="de" className="flex flex-wrap items-end gap-x-3 gap-y-2 text-4xl font-bold sm:text-6xl" data-testid="hangman-word">
            {word.article && <span className="mr-2">{word.article}</span>}
            <span className="flex flex-wrap gap-1" aria-label={maskOf(game).map((c) => (c.shown ? c.ch : '_')).join(' ')} role="img">
              {maskOf(game).map((c, i) => (
                <span key={i} aria-hidden="true" className="inline-block min-w-[0.8em] border-b-4 border-slate-900 text-center">
                  {c.shown ? c.ch : '\u00a0'}
                </span>
              ))}
            </span>
          </p>
          <p className="mt-3 text-2xl font-semibold" data-testid="hangman-wrong">
            {t('hangman.wrong', { count: wrong, max: MAX_WRONG })}
            {wrong > 0 && (
              <>
                {' '}
                <span lang="de">({game.guessed.filter((g) => !maskOf(game).some((c) => guessOf(c.ch) === g)).join(' ')})</span>
              </>
            )}
          </p>
        </div>
      </div>
      {status === 'playing' ? (
        <>
          <p className="mt-3 text-base text-slate-700">{t('hangman.typeHint')}</p>
          <div role="group" aria-label={t('hangman.lettersGroup')} className="mt-2 flex flex-wrap gap-2">
            {LETTERS.map((l) => (
              <button
                key={l}
                type="button"
                lang="de"
                className="btn-secondary min-h-12 min-w-12 px-2 text-2xl"
                disabled={guessed.has(l)}
                onClick={() => onGuess(l)}
              >
                {l}
              </button>
            ))}
          </div>
          <div className="mt-4">
            <button type="button" className="btn-secondary min-h-11 text-lg" aria-expanded={hint} onClick={() => setHint((h) => !h)}>
              {t('hangman.hint')}
            </button>
            {hint && <p className="mt-2 text-2xl" data-testid="hangman-hint">{t('meaning', { meaning: word.translation })}</p>}
          </div>
        </>
      ) : (
        <div className="mt-4">
          <p className="text-3xl font-bold" data-testid="hangman-result">
            {status === 'won' ? `✓ ${t('hangman.solved', { team })}` : `✗ ${t('hangman.failed')}`}
          </p>
          <p className="mt-2 text-2xl">
            <span lang="de" className="font-bold">
              {word.article ? `${word.article} ${word.de}` : word.de}
            </span>{' '}
            – {word.translation}
          </p>
          <button ref={nextRef} type="button" className="btn-primary mt-4 min-h-12 text-xl" onClick={() => start(true)}>
            {t('hangman.next', { team: teamName(board, (board.turn + 1) % board.teams.length, nameOf) })}
          </button>
        </div>
      )}
    </div>
  );
}
