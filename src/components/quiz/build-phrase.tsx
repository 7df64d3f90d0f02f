import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkBuiltPhrase, phraseParts, placeWords, shuffledTiles } from '@/lib/phrase-answers';
import type { Random } from '@/lib/random';
import { playSound } from '@/lib/sounds';
import { speakGerman } from '@/lib/speech';
import { useAppStore } from '@/store/store';
import { NextButton } from './game-parts';

/** What every phrase game screen takes: the German phrase, its meaning, and the two callbacks. */
export interface PhraseGameProps {
  /** The German phrase to answer. */
  phrase: string;
  /** Its meaning in the interface language. */
  translation: string;
  /**
   * Other answers that are right too (the content's `alternatives`: whole phrases, exact) — another
   * order of the words for building, another word in the blank for filling.
   */
  alternatives?: readonly string[];
  /** The register label shown beside the translation ("formal (Sie)"), where the phrase has one: it decides Ihnen or dir. */
  register?: string;
  /** The first answer of this phrase (the caller records it on the quiz engine). */
  onResult: (correct: boolean) => void;
  onNext: () => void;
}

/** The spec's delay before the question shows (spec 001 §9 "Phrase question delay 200 ms"). */
export const QUESTION_DELAY_MS = 200;

/**
 * The word tiles of a phrase and the answer line (spec 001 §4 "Build phrase"): a tap, a click or
 * Enter/Space on a tile appends its word; a used tile stays where it is, greyed out; Undo gives
 * back the last word; "Check phrase" hands the words over. The keyboard focus stays in the tile
 * row (on to the next free tile, then to Check), and a new set of tiles starts focused on its
 * first tile. Tiles are bare words; `onCheck` gets them with the phrase's punctuation put back in
 * place (placeWords). Remount (a new `key`) for fresh tiles.
 */
export function PhraseTiles({
  phrase,
  disabled = false,
  tone = null,
  onCheck,
  random = Math.random,
}: {
  phrase: string;
  disabled?: boolean;
  tone?: 'right' | 'wrong' | null;
  onCheck: (words: string[]) => void;
  random?: Random;
}) {
  const { t } = useTranslation('quiz');
  const lineId = useId();
  // Shuffled once per mount: re-renders never move a tile.
  const [tiles] = useState(() => shuffledTiles(phrase, random));
  const parts = phraseParts(phrase);
  // The phrase's closing mark ("!", "?") stands fixed at the end of the line; other punctuation
  // comes with the place a word takes (issue 25: no tile carries punctuation).
  const closing = parts.at(-1)?.after ?? '';
  const slots = parts.map((part, i) => (i === parts.length - 1 ? { ...part, after: '' } : part));
  const [line, setLine] = useState<number[]>([]);
  const tileRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const checkRef = useRef<HTMLButtonElement>(null);
  // Where the keyboard focus goes after the next render (a used tile is disabled and drops it).
  const focusNext = useRef<'check' | 'first' | null>('first');

  useEffect(() => {
    const want = focusNext.current;
    focusNext.current = null;
    if (!want || disabled) return;
    const free = tiles.findIndex((tile) => !line.includes(tile.id));
    if (want === 'check' || free === -1) checkRef.current?.focus();
    else tileRefs.current[free]?.focus();
  }, [line, tiles, disabled]);

  const textOf = (id: number) => tiles.find((tile) => tile.id === id)?.text ?? '';

  const use = (index: number) => {
    const tile = tiles[index];
    if (!tile || disabled || line.includes(tile.id)) return;
    const next = [...line, tile.id];
    setLine(next);
    // Keep a keyboard learner in the tile row: on to the next free tile after this one, else Check.
    const after = [...tiles.slice(index + 1), ...tiles.slice(0, index)].findIndex((other) => !next.includes(other.id));
    if (after === -1) focusNext.current = 'check';
    else if (document.activeElement === tileRefs.current[index]) tileRefs.current[(index + 1 + after) % tiles.length]?.focus();
  };

  const undo = () => {
    setLine((l) => l.slice(0, -1));
    if (line.length <= 1) focusNext.current = 'first';
  };

  return (
    <>
      <div>
        <p id={lineId} className="text-sm font-semibold text-slate-700">
          {t('answerLine')}
        </p>
        <p
          lang="de"
          aria-labelledby={lineId}
          data-testid="answer-line"
          className={`min-h-12 rounded-lg border-2 border-dashed px-3 py-2 text-xl ${tone === 'right' ? 'border-emerald-600' : tone === 'wrong' ? 'border-red-600' : 'border-slate-400'}`}
        >
          {placeWords(line.map(textOf), slots).join(' ')}
          {closing && line.length > 0 && <span className="text-slate-500">{line.length === parts.length ? closing : ` … ${closing}`}</span>}
        </p>
      </div>
      <ul aria-label={t('tiles')} className="flex flex-wrap gap-2">
        {tiles.map((tile, index) => (
          <li key={tile.id}>
            <button
              ref={(el) => {
                tileRefs.current[index] = el;
              }}
              type="button"
              lang="de"
              disabled={disabled || line.includes(tile.id)}
              onClick={() => use(index)}
              className="min-h-11 rounded-lg border-2 border-slate-400 bg-white px-3 py-2 text-lg hover:border-brand-600 disabled:border-slate-200 disabled:bg-slate-100 disabled:text-slate-400"
            >
              {tile.text}
            </button>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-3">
        <button type="button" className="btn-secondary" disabled={disabled || line.length === 0} onClick={undo}>
          {t('undo')}
        </button>
        <button ref={checkRef} type="button" className="btn-primary" disabled={disabled || line.length === 0} onClick={() => onCheck(placeWords(line.map(textOf), parts))}>
          {t('checkPhrase')}
        </button>
      </div>
    </>
  );
}

type State = 'answering' | 'correct' | 'wrong';

/** The register of the phrase asked, beside its translation (formal or informal decides the pronoun). */
export function RegisterMark({ label }: { label: string }) {
  return (
    <p>
      <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-800">{label}</span>
    </p>
  );
}

/**
 * Build phrase (spec 001 §4): the translation after 200 ms, a hint that speaks the phrase, the word
 * tiles; "Check phrase" compares exactly (spec 001 §5); 'Correct!' or the incorrect message with
 * the right phrase; then Repeat (tiles reset) and Next Phrase. The first answer counts
 * (onResult); a repeat only tells right or wrong.
 */
export function BuildPhrase({ phrase, translation, alternatives, register, onResult, onNext, nextLabel, random = Math.random }: PhraseGameProps & { nextLabel?: string; random?: Random }) {
  const { t } = useTranslation('quiz');
  const [showTranslation, setShowTranslation] = useState(false);
  const [state, setState] = useState<State>('answering');
  const [attempt, setAttempt] = useState(0);
  const [recorded, setRecorded] = useState(false);

  useEffect(() => {
    const id = window.setTimeout(() => setShowTranslation(true), QUESTION_DELAY_MS);
    return () => window.clearTimeout(id);
  }, []);

  const check = (words: string[]) => {
    const ok = checkBuiltPhrase(words, phrase, alternatives);
    setState(ok ? 'correct' : 'wrong');
    if (recorded) {
      // A repeat only tells right or wrong: heard and seen, but not recorded again.
      playSound(ok ? 'success' : 'wrong');
      useAppStore.getState().announce(ok ? t('correct') : t('wrongPhrase', { phrase }));
    } else {
      setRecorded(true);
      onResult(ok);
    }
  };

  return (
    <div className="space-y-4">
      <p className="text-sm font-semibold text-slate-600 uppercase">{t('construct')}</p>
      <p className="min-h-8 text-xl font-semibold" data-testid="phrase-translation">
        {showTranslation ? translation : ''}
      </p>
      {register && showTranslation && <RegisterMark label={register} />}
      <button type="button" className="btn-secondary" onClick={() => speakGerman(phrase)}>
        {t('hint')}
      </button>
      <PhraseTiles key={attempt} phrase={phrase} disabled={state !== 'answering'} tone={state === 'correct' ? 'right' : state === 'wrong' ? 'wrong' : null} onCheck={check} random={random} />
      <p className={`min-h-7 font-semibold ${state === 'correct' ? 'text-emerald-800' : 'text-red-700'}`}>
        {state === 'correct' ? t('correct') : state === 'wrong' ? t('wrongPhrase', { phrase }) : ''}
      </p>
      {state !== 'answering' && (
        <div className="flex flex-wrap gap-3">
          <button
            type="button"
            className="btn-secondary"
            onClick={() => {
              setState('answering');
              setAttempt((a) => a + 1);
            }}
          >
            {t('repeat')}
          </button>
          <NextButton onNext={onNext} label={nextLabel ?? t('nextPhrase')} />
        </div>
      )}
    </div>
  );
}
