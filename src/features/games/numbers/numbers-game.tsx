import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NextButton, TypeAnswer } from '@/components/quiz/game-parts';
import { AnswerInput } from '@/components/ui/answer-input';
import { speakGerman } from '@/lib/speech';
import type { GameResult } from '../components/game-frame';
import { RoundHeader } from '../components/round-header';
import { useGameRound } from '../components/use-game-round';
import { acceptedSpellings, formatDigits, numberWords } from './model/number-words';
import { isRightAnswer, type Direction, type NumbersRound } from './model/round';
import { useGermanVoice } from './use-german-voice';

/**
 * The numbers game (issue 13): ten different numbers of the chosen range, asked the chosen way —
 * digits to German words, German words to digits, or heard and written in digits. Each number
 * is answered once; the right answer is shown with it ("321 = dreihunderteinundzwanzig") and a
 * wrong one goes to the result's list to review.
 */
export function NumbersGame({ round, onDone }: { round: NumbersRound; onDone: (result: GameResult) => void }) {
  const { t } = useTranslation('game-numbers');
  const { quiz, item: n, index, total, last, answer, next } = useGameRound({ game: 'numbers', items: round.numbers, onDone });
  if (n === undefined) return null;

  const onAnswer = (correct: boolean): boolean => {
    const line = `${formatDigits(n)} = ${acceptedSpellings(n).join(' / ')}`;
    return answer(correct, numberWords(n), `${correct ? t('right') : t('wrong')} ${line}`, { de: numberWords(n), translation: formatDigits(n) });
  };

  return (
    <section aria-labelledby="numbers-progress" className="card max-w-3xl">
      <RoundHeader id="numbers-progress" title={t('progress', { n: index + 1, total })} score={quiz} compact />
      <NumberItem key={`${index}-${n}`} n={n} direction={round.direction} last={last} onAnswer={onAnswer} onNext={() => next()} />
    </section>
  );
}

/** One number: the question, the answer field, then the verdict with the right answer and Next. */
function NumberItem({ n, direction, last, onAnswer, onNext }: { n: number; direction: Direction; last: boolean; onAnswer: (correct: boolean) => boolean; onNext: () => void }) {
  const { t } = useTranslation('game-numbers');
  const [given, setGiven] = useState<{ text: string; correct: boolean } | null>(null);
  const words = numberWords(n);
  const answered = given !== null;

  const submit = (text: string) => {
    const correct = isRightAnswer(direction, text, n);
    if (answered || !onAnswer(correct)) return;
    setGiven({ text: text.trim(), correct });
  };

  return (
    <div className="mt-3 space-y-4">
      <p className="font-medium text-slate-800">{t(`task.${direction}`)}</p>
      {direction === 'words' && (
        <p className="text-5xl font-bold text-slate-900 tabular-nums" data-testid="number-shown">
          {formatDigits(n)}
        </p>
      )}
      {direction === 'digits' && (
        <div className="space-y-3">
          <p lang="de" className="text-3xl font-bold text-slate-900 wrap-anywhere" data-testid="number-shown">
            {words}
          </p>
          <button type="button" className="btn-secondary" onClick={() => speakGerman(words)}>
            {t('listen')}
          </button>
        </div>
      )}
      {direction === 'listen' && <Listen words={words} answered={answered} />}

      {direction === 'words' ? (
        <TypeAnswer german disabled={answered} label={t('answer.words')} onSubmit={submit} />
      ) : (
        <DigitsAnswer disabled={answered} onSubmit={submit} />
      )}

      {given && (
        <div className="space-y-1">
          <p className={`font-semibold wrap-anywhere ${given.correct ? 'text-emerald-800' : 'text-red-700'}`} data-testid="verdict">
            {given.correct ? `✓ ${t('right')}` : `✗ ${t('wrong')}`} {formatDigits(n)} ={' '}
            <span lang="de">{acceptedSpellings(n).join(' / ')}</span>
          </p>
          {!given.correct && (
            <p className="text-slate-700 wrap-anywhere">
              {t('youWrote')}{' '}
              <span lang={direction === 'words' ? 'de' : undefined} className="font-medium">
                {given.text}
              </span>
            </p>
          )}
        </div>
      )}
      {given && <NextButton onNext={onNext} label={last ? t('showResult') : t('next')} />}
    </div>
  );
}

/**
 * The heard number: spoken once when it appears, again on request, and shown in German words
 * for whoever cannot hear it (no German voice in the browser, no sound, hearing loss).
 */
function Listen({ words, answered }: { words: string; answered: boolean }) {
  const { t } = useTranslation('game-numbers');
  const voice = useGermanVoice();
  const shownId = useId();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    speakGerman(words);
  }, [words]);
  return (
    <div className="space-y-3">
      {!voice && <p className="text-slate-700">{t('noVoice')}</p>}
      <div className="flex flex-wrap gap-3">
        <button type="button" className="btn-secondary" onClick={() => speakGerman(words)}>
          {t('listenAgain')}
        </button>
        {!answered && (
          <button type="button" className="btn-secondary" aria-expanded={shown} aria-controls={shownId} onClick={() => setShown(true)}>
            {t('showNumber')}
          </button>
        )}
      </div>
      <p id={shownId} lang="de" className={shown && !answered ? 'text-3xl font-bold text-slate-900 wrap-anywhere' : 'sr-only'} data-testid="number-shown">
        {shown && !answered ? words : ''}
      </p>
    </div>
  );
}

/** The digits field: a number keyboard on phones, spaces or dots between thousands allowed. */
function DigitsAnswer({ disabled, onSubmit }: { disabled: boolean; onSubmit: (text: string) => void }) {
  const { t } = useTranslation('game-numbers');
  const { t: tq } = useTranslation('quiz');
  const id = useId();
  const [text, setText] = useState('');
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!disabled) ref.current?.focus();
  }, [disabled]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!disabled && text.trim() !== '') onSubmit(text);
  };
  return (
    <form onSubmit={submit} className="space-y-3">
      <label htmlFor={id} className="block font-semibold">
        {t('answer.digits')}
      </label>
      <AnswerInput id={id} inputRef={ref} inputMode="numeric" value={text} disabled={disabled} onChange={(e) => setText(e.target.value)} className="max-w-xs" />
      <button type="submit" className="btn-primary" disabled={disabled}>
        {tq('check')}
      </button>
    </form>
  );
}
