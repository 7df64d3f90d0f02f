import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NextButton } from '@/components/quiz/game-parts';
import { IconPicture } from '@/components/ui/icon-picture';
import type { Lang } from '@/i18n/languages';
import type { GameResult } from '../components/game-frame';
import { RoundHeader } from '../components/round-header';
import { useGameRound } from '../components/use-game-round';
import type { GameWord } from '../model/game-word';
import { buildMouseRound, healthAfter, isMouseSuccess, isRaceOver, MOUSE_ROUND, mousePercent, trackOf } from './model/mouse';

/** The racers' Noto pictures (named here so the icon plugin bundles them). */
const RACERS = { cat: { img: 'cat-face' }, mouse: { img: 'mouse-face' }, cheese: { img: 'cheese-wedge' } } as const;

/** The track drawn from the health: the cat at the start, the cheese at the end, the mouse between. */
function RaceTrack({ health }: { health: number }) {
  const percent = mousePercent(health);
  return (
    <div aria-hidden="true" className="relative mx-5 h-12">
      <div className="absolute inset-x-0 top-1/2 h-2 -translate-y-1/2 rounded-full bg-amber-100" />
      {Array.from({ length: 11 }, (_, i) => (
        <div key={i} className="absolute top-1/2 h-3 w-0.5 -translate-x-1/2 -translate-y-1/2 bg-amber-400" style={{ left: `${i * 10}%` }} />
      ))}
      <IconPicture name={RACERS.cat.img} size={40} className="absolute top-1 left-0 size-10 -translate-x-1/2" />
      <IconPicture name={RACERS.cheese.img} size={40} className="absolute top-1 left-full size-10 -translate-x-1/2" />
      <div className="absolute top-1 z-10 -translate-x-1/2 motion-safe:transition-[left] motion-safe:duration-500 motion-safe:ease-out" style={{ left: `${percent}%` }}>
        <IconPicture name={RACERS.mouse.img} size={40} className="size-10" />
      </div>
    </div>
  );
}

/**
 * The mouse game: a picture, four German words; the quiz engine's health is the race (right:
 * the mouse runs ahead; wrong: the cat closes in). Ends after 10 pictures, or at the cheese or
 * the cat (see model/mouse.ts).
 */
export function MouseGame({ words, lang, onDone }: { words: readonly GameWord[]; lang: Lang; onDone: (result: GameResult) => void }) {
  const { t } = useTranslation('game-mouse');
  const id = useId();
  const round = useMemo(() => buildMouseRound(words), [words]);
  const { session, quiz, ours, item: question, index, answer, report } = useGameRound({ game: 'mouse', items: round, length: MOUSE_ROUND, onDone });
  const [chosen, setChosen] = useState<string | null>(null);
  const optionsRef = useRef<HTMLDivElement>(null);

  const asking = ours && quiz.phase === 'asking';
  const answered = ours && quiz.phase === 'answered';

  useEffect(() => {
    if (asking) optionsRef.current?.querySelector('button')?.focus();
  }, [asking, index]);

  if (!ours || !question) return null;

  const trackText = (health: number) => {
    const { mouseToCheese, catBehind } = trackOf(health);
    if (mouseToCheese === 0) return t('atCheese');
    if (catBehind === 0) return t('caught');
    return `${t('mouseSteps', { count: mouseToCheese })} ${t('catSteps', { count: catBehind })}`;
  };

  const choose = (option: string) => {
    if (quiz.phase !== 'asking') return;
    const right = option === question.answer;
    const track = trackText(healthAfter(quiz.health, right));
    const said = right ? `${t('right')} ${track}` : `${t('wrong')} ${question.answer}. ${track}`;
    if (answer(right, question.answer, said, { de: question.answer, translation: question.word.tr[lang] })) setChosen(option);
  };

  const over = answered && isRaceOver(quiz.health, quiz.round + 1);

  const next = () => {
    setChosen(null);
    if (!over) {
      session.next();
      return;
    }
    // Ten asked: the engine completes the round itself; at the cheese or the cat it is ended here.
    if (quiz.round + 1 >= MOUSE_ROUND) session.next();
    else session.finish();
    report({ successful: isMouseSuccess(quiz.health, quiz.incorrect), summary: trackText(quiz.health) });
  };

  return (
    <section aria-labelledby={`${id}-progress`} className="card max-w-3xl">
      <RoundHeader id={`${id}-progress`} title={t('progress', { n: index + 1, total: MOUSE_ROUND })} score={quiz} />

      <div role="group" aria-labelledby={`${id}-track`} className="mt-3 rounded-xl border border-amber-200 bg-amber-50/50 px-2 py-3">
        <h3 id={`${id}-track`} className="sr-only">
          {t('track')}
        </h3>
        <RaceTrack health={quiz.health} />
        <p className="mt-2 text-center text-sm font-medium text-slate-800" data-testid="race-text">
          {trackText(quiz.health)}
        </p>
      </div>

      <h3 id={`${id}-question`} className="mt-4 text-sm font-semibold tracking-wide text-slate-600 uppercase">
        {t('question')}
      </h3>
      <div role="img" aria-label={t('picture', { meaning: question.word.tr[lang] })} className="mt-2 inline-flex rounded-xl bg-slate-50 p-2">
        <IconPicture name={question.word.img} size={96} className="size-24" />
      </div>

      <div ref={optionsRef} role="group" aria-labelledby={`${id}-question`} className="mt-4 grid gap-2 sm:grid-cols-2">
        {question.options.map((option) => {
          const state = answered ? (option === question.answer ? 'right' : option === chosen ? 'wrong' : 'idle') : 'idle';
          return (
            <button
              key={option}
              type="button"
              lang="de"
              disabled={!asking}
              onClick={() => choose(option)}
              className={`rounded-lg border-2 px-4 py-3 text-left text-lg font-medium disabled:cursor-default ${
                state === 'right' ? 'border-emerald-600 bg-emerald-50' : state === 'wrong' ? 'border-red-600 bg-red-50' : 'border-slate-300 hover:border-brand-600'
              }`}
            >
              {state !== 'idle' && <span aria-hidden="true">{state === 'right' ? '✓ ' : '✗ '}</span>}
              {option}
            </button>
          );
        })}
      </div>

      <div className="mt-4 min-h-8">
        {answered && (
          <p className={`font-semibold ${quiz.last === 'right' ? 'text-emerald-800' : 'text-red-700'}`}>
            <span aria-hidden="true">{quiz.last === 'right' ? '✓ ' : '✗ '}</span>
            {quiz.last === 'right' ? (
              t('right')
            ) : (
              <>
                {t('wrong')} <span lang="de">{question.answer}</span>
              </>
            )}
          </p>
        )}
      </div>
      {answered && <NextButton onNext={next} label={over ? t('showResult') : t('next')} />}
    </section>
  );
}
