import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NextButton } from '@/components/quiz/game-parts';
import type { Lang } from '@/i18n/languages';
import type { Random } from '@/lib/random';
import type { GameResult } from '../components/game-frame';
import { RoundHeader } from '../components/round-header';
import { useGameRound } from '../components/use-game-round';
import type { SentencePuzzle } from '../content/types';
import { checkOrder, lineTexts, otherSentences, roundOf, shuffledTiles, writeSentence, type Tile, type Verdict } from './model/puzzle';

/** Where the keyboard focus goes after the next render: a tile of the row or the line, or Check. */
type FocusWish = { area: 'pool' | 'line'; pos: number } | 'check' | null;

const tileClass =
  'min-h-11 min-w-11 rounded-lg border-2 bg-white px-3 py-2 text-lg hover:border-brand-600 disabled:cursor-default';

/**
 * One sentence: the parts as tiles in a shuffled row (never a correct order); a tile chosen by
 * click, tap, Enter or Space goes to the end of the answer line, a tile in the line goes back;
 * Check accepts every correct order. The focus stays with the tiles (the next free tile, then
 * Check), so the sentence can be built with Tab and Enter alone.
 */
function PuzzleItem({
  sentence,
  lang,
  last,
  random,
  onAnswer,
  onNext,
}: {
  sentence: SentencePuzzle;
  lang: Lang;
  last: boolean;
  random: Random;
  onAnswer: (verdict: Verdict, said: string) => void;
  onNext: () => void;
}) {
  const { t } = useTranslation('game-sentences-puzzle');
  const ids = useId();
  const [tiles] = useState(() => shuffledTiles(sentence, random));
  const [line, setLine] = useState<number[]>([]);
  const [verdict, setVerdict] = useState<Verdict | null>(null);
  const poolRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const lineRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const checkRef = useRef<HTMLButtonElement>(null);
  const focusWish = useRef<FocusWish>({ area: 'pool', pos: 0 });

  const pool = tiles.filter((tile) => !line.includes(tile.id));
  const placed = line.map((id) => tiles.find((tile) => tile.id === id) as Tile);
  const shown = lineTexts(placed.map((tile) => tile.text));

  useEffect(() => {
    const wish = focusWish.current;
    focusWish.current = null;
    if (!wish || verdict) return;
    if (wish === 'check') checkRef.current?.focus();
    else if (wish.area === 'pool') (pool.length ? poolRefs.current[Math.min(wish.pos, pool.length - 1)] : checkRef.current)?.focus();
    else (line.length ? lineRefs.current[Math.min(wish.pos, line.length - 1)] : poolRefs.current[0])?.focus();
  });

  const place = (tile: Tile, pos: number) => {
    if (verdict) return;
    setLine((l) => [...l, tile.id]);
    focusWish.current = pool.length > 1 ? { area: 'pool', pos } : 'check';
  };

  const takeBack = (id: number, pos: number) => {
    if (verdict) return;
    setLine((l) => l.filter((x) => x !== id));
    focusWish.current = line.length > 1 ? { area: 'line', pos } : { area: 'pool', pos: 0 };
  };

  const check = () => {
    if (verdict || pool.length > 0) return;
    const result = checkOrder(sentence, placed.map((tile) => tile.text));
    const main = writeSentence(sentence);
    const said = !result.correct
      ? `${t('wrong')} ${t('theSentence')} ${main}`
      : result.main
        ? `${t('correct')} ${main}`
        : `${t('correct')} ${t('alsoCorrect')} ${writeSentence(sentence, result.order)} ${t('theSentence')} ${main}`;
    setVerdict(result);
    onAnswer(result, said);
  };

  const others = verdict?.correct ? otherSentences(sentence, verdict.order).filter((s) => s !== writeSentence(sentence)) : otherSentences(sentence, sentence.parts.map((_, i) => i));

  return (
    <div className="space-y-4">
      <div>
        <p className="text-sm font-semibold text-slate-600">{t(`rule.${sentence.rule}`)}</p>
        <p className="mt-1 text-sm text-slate-700">{t('build')}</p>
        <p className="text-xl font-semibold" lang={lang === 'de' ? 'de' : undefined} data-testid="sentence-meaning">
          {sentence.tr[lang]}
        </p>
      </div>

      <div>
        <p id={`${ids}-line`} className="text-sm font-semibold text-slate-700">
          {t('answerLine')}
        </p>
        <div
          data-testid="answer-line"
          className={`flex min-h-15 flex-wrap items-center gap-2 rounded-lg border-2 border-dashed p-2 ${verdict ? (verdict.correct ? 'border-emerald-600' : 'border-red-600') : 'border-slate-400'}`}
        >
          {placed.length === 0 ? (
            <p className="px-1 text-slate-600">{t('answerEmpty')}</p>
          ) : (
            <ol aria-labelledby={`${ids}-line`} className="flex flex-wrap items-center gap-2">
              {placed.map((tile, pos) => (
                <li key={tile.id}>
                  <button
                    ref={(el) => {
                      lineRefs.current[pos] = el;
                    }}
                    type="button"
                    lang="de"
                    disabled={verdict !== null}
                    onClick={() => takeBack(tile.id, pos)}
                    className={`${tileClass} border-brand-600 font-medium`}
                  >
                    {shown[pos]}
                  </button>
                </li>
              ))}
            </ol>
          )}
          {placed.length > 0 && (
            <span aria-hidden="true" className="text-xl font-bold">
              {sentence.punctuation}
            </span>
          )}
        </div>
      </div>

      <div>
        <p id={`${ids}-pool`} className="text-sm font-semibold text-slate-700">
          {t('tiles')}
        </p>
        {pool.length > 0 ? (
          <ul aria-labelledby={`${ids}-pool`} className="mt-1 flex flex-wrap gap-2">
            {pool.map((tile, pos) => (
              <li key={tile.id}>
                <button
                  ref={(el) => {
                    poolRefs.current[pos] = el;
                  }}
                  type="button"
                  lang="de"
                  disabled={verdict !== null}
                  onClick={() => place(tile, pos)}
                  className={`${tileClass} border-slate-400`}
                >
                  {tile.text}
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-1 text-slate-600">{t('allPlaced')}</p>
        )}
        <p className="mt-2 text-sm text-slate-600">{t('howTo')}</p>
      </div>

      {!verdict && (
        <div className="flex flex-wrap gap-3">
          <button ref={checkRef} type="button" className="btn-primary" disabled={pool.length > 0} onClick={check}>
            {t('check')}
          </button>
          <button
            type="button"
            className="btn-secondary"
            disabled={line.length === 0}
            onClick={() => {
              setLine([]);
              focusWish.current = { area: 'pool', pos: 0 };
            }}
          >
            {t('clear')}
          </button>
        </div>
      )}

      {verdict && (
        <div className="space-y-2" data-testid="feedback">
          <p className={`font-semibold ${verdict.correct ? 'text-emerald-800' : 'text-red-700'}`}>
            <span aria-hidden="true">{verdict.correct ? '✓ ' : '✗ '}</span>
            {verdict.correct ? t('correct') : t('wrong')}
          </p>
          {verdict.correct && !verdict.main && (
            <p>
              {t('alsoCorrect')}{' '}
              <span lang="de" className="font-semibold">
                {writeSentence(sentence, verdict.order)}
              </span>
            </p>
          )}
          <p>
            {t('theSentence')}{' '}
            <span lang="de" className="font-semibold">
              {writeSentence(sentence)}
            </span>
          </p>
          {others.length > 0 && (
            <div>
              <p className="text-sm text-slate-700">{t('alsoPossible')}</p>
              <ul className="list-disc pl-6 text-slate-800">
                {others.map((other) => (
                  <li key={other} lang="de">
                    {other}
                  </li>
                ))}
              </ul>
            </div>
          )}
          <NextButton onNext={onNext} label={last ? t('showResult') : t('next')} />
        </div>
      )}
    </div>
  );
}

/**
 * The sentences puzzle: ten sentences of a level a round, each built from its shuffled parts;
 * right or wrong through the quiz session (sound and announcement), the missed sentences with
 * their meaning to the result.
 */
export function SentencesPuzzle({
  sentences,
  lang,
  onDone,
  random = Math.random,
}: {
  sentences: readonly SentencePuzzle[];
  lang: Lang;
  onDone: (result: GameResult) => void;
  random?: Random;
}) {
  const { t } = useTranslation('game-sentences-puzzle');
  const round = useMemo(() => roundOf(sentences, random), [sentences, random]);
  const { quiz, item: sentence, index, n, total, last, answer, next } = useGameRound({ game: 'sentences-puzzle', items: round, onDone });
  if (!sentence) return null;

  const onAnswer = (verdict: Verdict, said: string) => {
    const de = writeSentence(sentence);
    answer(verdict.correct, de, said, { de, translation: sentence.tr[lang] });
  };

  return (
    <section aria-labelledby="sentence-progress" className="card max-w-3xl">
      <RoundHeader id="sentence-progress" title={t('progress', { n, total })} score={quiz} />
      <div className="mt-3">
        <PuzzleItem key={index} sentence={sentence} lang={lang} last={last} random={random} onAnswer={onAnswer} onNext={() => next()} />
      </div>
    </section>
  );
}
