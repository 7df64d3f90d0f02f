import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NextButton } from '@/components/quiz/game-parts';
import { useQuizSession } from '@/components/quiz/use-quiz-session';
import { IconPicture } from '@/components/ui/icon-picture';
import type { Lang } from '@/i18n/languages';
import type { GameResult } from '../components/game-frame';
import { RoundHeader } from '../components/round-header';
import type { GameWord } from '../model/game-word';
import { buildDeck, isStarGame, starFlips, type MatchCard } from './model/deck';
import { cardState, flip, initialMatchState, isDeckDone, isShowingMiss, turnBack, type MatchState } from './model/flips';
import './word-match.css';

/** How long a miss stays face up before it turns back by itself (never with reduced motion). */
export const MISS_SHOWN_MS = 1500;

const prefersReducedMotion = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** A card's name in the feedback line; German marked as German. */
function FaceName({ text, german }: { text: string; german: boolean }) {
  return german ? <span lang="de">{text}</span> : <>{text}</>;
}

type Feedback = { match: true; card: MatchCard } | { match: false; first: MatchCard; second: MatchCard } | null;

/**
 * Word match (memory): flip two cards at a time; a German word and its picture (or translation)
 * stay open. A miss turns back after a short moment — with reduced motion it stays until the next
 * flip — and flipping on early simply continues: there is never a time pressure.
 */
export function WordMatch({ words, lang, onDone }: { words: readonly GameWord[]; lang: Lang; onDone: (result: GameResult) => void }) {
  const { t } = useTranslation('game-word-match');
  const session = useQuizSession();
  const { start } = session;
  const deck = useMemo(() => buildDeck(words, lang), [words, lang]);
  const pairs = deck.length / 2;
  const [state, setState] = useState<MatchState>(initialMatchState);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const boardRef = useRef<HTMLUListElement>(null);

  useLayoutEffect(() => {
    start({ game: 'word-match' }, { autoNext: true });
  }, [start, deck]);

  // A new game starts on its first card (the Start button is gone).
  useEffect(() => {
    boardRef.current?.querySelector('button')?.focus();
  }, [deck]);

  // A miss turns back by itself after a moment (not with reduced motion: then the next flip does).
  const showingMiss = isShowingMiss(state);
  useEffect(() => {
    if (!showingMiss || prefersReducedMotion()) return;
    const id = window.setTimeout(() => setState(turnBack), MISS_SHOWN_MS);
    return () => window.clearTimeout(id);
  }, [showingMiss, state.flips]);

  const done = isDeckDone(state, deck);

  /** What a face-up card says (also in the announcements): the word, or its picture's or translation's name. */
  const faceText = (card: MatchCard) => (card.face === 'german' ? card.de : card.face === 'picture' ? t('picture', { word: card.translation }) : t('translation', { word: card.translation }));

  const press = (index: number) => {
    const { state: next, event } = flip(state, deck, index);
    if (event.kind === 'ignored') return;
    setState(next);
    if (event.kind === 'match') {
      const card = deck.find((c) => c.pair === event.pair && c.face === 'german')!;
      session.answer(true, card.de, `${t('match')} ${card.de} – ${card.translation}`);
      setFeedback({ match: true, card });
    } else if (event.kind === 'mismatch') {
      const first = deck[event.first]!;
      const second = deck[event.second]!;
      const german = first.face === 'german' ? first : second;
      session.answer(false, german.de, `${t('mismatch')} ${faceText(first)}, ${faceText(second)}`);
      setFeedback({ match: false, first, second });
    } else {
      setFeedback(null);
    }
  };

  const finish = () => {
    session.finish();
    onDone({
      correct: state.pairsFound,
      incorrect: state.mismatches,
      successful: isStarGame(state.flips, pairs),
      missed: state.missed.map((pair) => {
        const card = deck.find((c) => c.pair === pair)!;
        return { de: card.de, translation: card.translation };
      }),
      summary: t('summary', { flips: state.flips, bound: starFlips(pairs) }),
      noStarReason: t('starRule', { bound: starFlips(pairs) }),
    });
  };

  const faceLabel = (card: MatchCard) => (
    <>
      {card.face === 'german' && (
        <span lang="de" className="font-bold">
          {card.de}
        </span>
      )}
      {card.face === 'picture' && (
        <>
          <IconPicture name={card.img} size={56} className="size-12 sm:size-16" />
          <span className="sr-only">{t('picture', { word: card.translation })}</span>
        </>
      )}
      {card.face === 'translation' && (
        <>
          <span className="sr-only">{t('translationPrefix')} </span>
          <span className="italic">{card.translation}</span>
        </>
      )}
    </>
  );

  return (
    <section aria-labelledby="word-match-title" className="card">
      <RoundHeader id="word-match-title" title={t('board')} aside={t('progress', { found: state.pairsFound, total: pairs, flips: state.flips })} />
      <p className="mt-1 text-slate-700">{t('instructions')}</p>

      <ul ref={boardRef} aria-labelledby="word-match-title" className="mx-auto mt-4 grid max-w-2xl grid-cols-3 gap-2 min-[400px]:grid-cols-4 sm:gap-3">
        {deck.map((card, index) => {
          const shown = cardState(state, index);
          const n = index + 1;
          return (
            <li key={index} className="min-w-0">
              <button
                type="button"
                onClick={() => press(index)}
                aria-disabled={shown === 'matched' || undefined}
                className={`relative flex aspect-square w-full flex-col items-center justify-center rounded-xl border-2 p-1 text-center text-sm leading-tight sm:text-base ${
                  shown === 'down'
                    ? 'border-brand-700 bg-brand-700 text-white hover:bg-brand-800'
                    : shown === 'up'
                      ? 'border-slate-400 bg-white text-slate-900 motion-safe:animate-[word-match-flip_0.25s_ease-out]'
                      : 'cursor-default border-emerald-700 bg-emerald-50 text-slate-900'
                }`}
              >
                {shown === 'down' ? (
                  <>
                    <span aria-hidden="true" className="text-2xl font-bold opacity-80">
                      {n}
                    </span>
                    <span className="sr-only">{t('hidden', { n })}</span>
                  </>
                ) : (
                  <>
                    <span className="sr-only">{t('cardNumber', { n })} </span>
                    {faceLabel(card)}
                    {shown === 'matched' && (
                      <>
                        <span aria-hidden="true" className="absolute top-0.5 right-1.5 font-bold text-emerald-800">
                          ✓
                        </span>
                        <span className="sr-only">{t('found')}</span>
                      </>
                    )}
                  </>
                )}
              </button>
            </li>
          );
        })}
      </ul>

      <div className="mt-4 min-h-7">
        {feedback &&
          (feedback.match ? (
            <p className="font-semibold text-emerald-800">
              {`✓ ${t('match')} `}
              <span lang="de">{feedback.card.de}</span> – {feedback.card.translation}
            </p>
          ) : (
            <p className="font-semibold text-red-700">
              {`✗ ${t('mismatch')} `}
              <FaceName text={faceText(feedback.first)} german={feedback.first.face === 'german'} />
              {', '}
              <FaceName text={faceText(feedback.second)} german={feedback.second.face === 'german'} />
            </p>
          ))}
      </div>
      {done && (
        <div className="mt-2">
          <NextButton onNext={finish} label={t('showResult')} />
        </div>
      )}
    </section>
  );
}
