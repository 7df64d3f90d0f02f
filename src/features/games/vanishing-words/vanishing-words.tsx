import { Fragment, useEffect, useId, useLayoutEffect, useMemo, useReducer, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NextButton } from '@/components/quiz/game-parts';
import { useQuizSession } from '@/components/quiz/use-quiz-session';
import { GermanKeys } from '@/components/ui/german-keys';
import { htmlLangOf, type Lang } from '@/i18n/languages';
import type { TimeFactor } from '@/lib/time-limit';
import type { GameResult } from '../components/game-frame';
import type { VanishingText } from '../content/types';
import { checkGap, clockReducer, isAllHidden, isRunning, startClock, type GapResult } from './model/round';
import { chooseVanishing, gapsInReadingOrder, pickText, tokenize, WORDS_PER_ROUND } from './model/text';

/** How long a vanishing word takes to fade (only with motion allowed; reduced motion: at once). */
const FADE_MS = 700;

/** The text just played, so that "Play again" brings another one of the level. */
let lastTextId: string | null = null;

type Phase = 'read' | 'vanish' | 'checked';

/**
 * The vanishing-words game (issue 12): the learner reads a short German text (its translation
 * behind a toggle), presses Start, and its words vanish one by one — on a clock the learner can
 * pause, stretch or switch off (WCAG 2.2.1), or at "Hide next word". When 10 words have gone, each
 * gap becomes a labelled field in reading order; "Check" judges every gap (✓/✗ and the word, not
 * colour alone) through the quiz session (sound and announcement) and the result follows.
 */
export function VanishingWords({ texts, lang, timeFactor, onDone }: { texts: readonly VanishingText[]; lang: Lang; timeFactor: TimeFactor; onDone: (result: GameResult) => void }) {
  const [text] = useState(() => pickText(texts, lastTextId));
  useEffect(() => {
    if (text) lastTextId = text.id;
  }, [text]);
  return text ? <Round text={text} lang={lang} timeFactor={timeFactor} onDone={onDone} /> : null;
}

function Round({ text, lang, timeFactor, onDone }: { text: VanishingText; lang: Lang; timeFactor: TimeFactor; onDone: (result: GameResult) => void }) {
  const { t } = useTranslation('game-vanishing-words');
  const { t: tq } = useTranslation('quiz');
  const uiLang = htmlLangOf(lang);
  const id = useId();
  const session = useQuizSession();
  const { start } = session;

  const tokens = useMemo(() => tokenize(text.de), [text]);
  const [order] = useState(() => chooseVanishing(tokens, WORDS_PER_ROUND, Math.random, text.names));
  const gaps = useMemo(() => gapsInReadingOrder(order), [order]);
  const [clock, dispatch] = useReducer(clockReducer, undefined, () => startClock(order.length, timeFactor));
  const [phase, setPhase] = useState<Phase>('read');
  const [showTranslation, setShowTranslation] = useState(false);
  const [answers, setAnswers] = useState<string[]>(() => gaps.map(() => ''));
  const [results, setResults] = useState<GapResult[] | null>(null);

  // Restoring begins by itself once the last word has vanished.
  const stage = phase === 'vanish' && isAllHidden(clock) ? 'restore' : phase;
  const hidden = useMemo(() => new Set(order.slice(0, clock.hidden)), [order, clock.hidden]);
  const running = stage === 'vanish' && isRunning(clock);

  const headingRef = useRef<HTMLHeadingElement>(null);
  const hideRef = useRef<HTMLButtonElement>(null);
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const activeInput = useRef<HTMLInputElement | null>(null);
  const activeGap = useRef(0);

  useLayoutEffect(() => {
    start({ game: 'vanishing-words', text: text.id }, { length: order.length });
  }, [start, text.id, order.length]);

  // The focus follows the game: the text first, then "Hide next word", then the first gap.
  useEffect(() => {
    if (stage === 'read') headingRef.current?.focus();
    else if (stage === 'vanish') hideRef.current?.focus();
    else if (stage === 'restore') inputs.current[0]?.focus();
  }, [stage]);

  // One word vanishes every interval while the clock runs.
  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => dispatch({ type: 'tick' }), 1000);
    return () => window.clearInterval(timer);
  }, [running]);

  // The word that has just vanished fades for a moment (motion allowed only), then leaves the page.
  const lastHidden = clock.hidden > 0 ? (order[clock.hidden - 1] ?? null) : null;
  const [settled, setSettled] = useState<number | null>(null);
  useEffect(() => {
    if (lastHidden === null) return;
    const timer = window.setTimeout(() => setSettled(lastHidden), FADE_MS);
    return () => window.clearTimeout(timer);
  }, [lastHidden]);
  const fading = stage === 'vanish' && lastHidden !== settled ? lastHidden : null;

  const setAnswer = (gap: number, value: string) => setAnswers((list) => list.map((old, i) => (i === gap ? value : old)));

  const check = (event: FormEvent) => {
    event.preventDefault();
    if (stage !== 'restore') return;
    const judged = gaps.map((position, gap) => checkGap(answers[gap] ?? '', tokens[position]?.text ?? ''));
    judged.forEach((result, gap) => {
      const n = gap + 1;
      const feedback = gap === judged.length - 1 ? t('allChecked') : result.correct ? t('gapRight', { n }) : t('gapWrong', { n, word: result.expected });
      session.answer(result.correct, result.expected, feedback);
      session.next();
    });
    setResults(judged);
    setPhase('checked');
  };

  const finish = () => {
    const list = results ?? [];
    const title = text.title[lang];
    onDone({
      correct: list.filter((r) => r.correct).length,
      incorrect: list.filter((r) => !r.correct).length,
      missed: list.filter((r) => !r.correct).map((r) => ({ de: r.expected, translation: t('missedFrom', { title }) })),
      summary: t('summary', { title }),
    });
  };

  const nextGapOnEnter = (gap: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || gap >= gaps.length - 1) return;
    event.preventDefault();
    inputs.current[gap + 1]?.focus();
  };

  // In German the "translation" is a German summary that might name a vanished word: only before Start.
  const translationAvailable = stage === 'read' || lang !== 'de';
  const correctCount = results?.filter((r) => r.correct).length ?? 0;

  const renderWord = (position: number) => {
    const word = tokens[position]?.text ?? '';
    if (!hidden.has(position)) return <Fragment key={position}>{word}</Fragment>;
    if (stage === 'vanish') {
      return (
        <Fragment key={position}>
          {fading === position && (
            <span aria-hidden="true" className="opacity-0 motion-safe:transition-opacity motion-safe:duration-700 motion-safe:starting:opacity-100 motion-reduce:hidden">
              {word}
            </span>
          )}
          <span className={`inline-block w-14 border-b-2 border-slate-500 align-baseline ${fading === position ? 'motion-safe:hidden' : ''}`}>
            <span className="sr-only" lang={uiLang}>
              {t('gap')}
            </span>
          </span>
        </Fragment>
      );
    }
    const gap = gaps.indexOf(position);
    const n = gap + 1;
    const result = results?.[gap];
    const inputId = `${id}-gap-${n}`;
    return (
      <span key={position} className="inline-flex max-w-full flex-wrap items-baseline gap-x-1">
        <span aria-hidden="true" className="self-start text-xs font-bold text-slate-600">
          {n}
        </span>
        <label htmlFor={inputId} className="sr-only" lang={uiLang}>
          {t('gapLabel', { n, total: gaps.length })}
        </label>
        <input
          id={inputId}
          ref={(el) => {
            inputs.current[gap] = el;
          }}
          data-position={position}
          type="text"
          lang="de"
          autoComplete="off"
          autoCorrect="off"
          autoCapitalize="off"
          spellCheck={false}
          readOnly={stage === 'checked'}
          value={answers[gap] ?? ''}
          onChange={(e) => setAnswer(gap, e.target.value)}
          onFocus={(e) => {
            activeInput.current = e.currentTarget;
            activeGap.current = gap;
          }}
          onKeyDown={nextGapOnEnter(gap)}
          aria-describedby={result ? `${inputId}-mark` : undefined}
          className={`w-32 rounded-md border-2 px-2 py-0.5 text-base ${result ? (result.correct ? 'border-emerald-600 bg-emerald-50' : 'border-red-600 bg-red-50') : 'border-slate-400'}`}
        />
        {result && (
          <span id={`${inputId}-mark`} className={`font-semibold ${result.correct ? 'text-emerald-800' : 'text-red-700'}`}>
            <span aria-hidden="true">{result.correct ? '✓' : '✗'}</span>
            <span className="sr-only" lang={uiLang}>
              {result.correct ? t('markRight') : t('markWrong')}
            </span>
            {(!result.correct || result.respelled) && (
              <span lang="de" className="ml-1">
                {result.expected}
              </span>
            )}
          </span>
        )}
      </span>
    );
  };

  const body = (
    <p lang="de" className="text-lg leading-loose">
      {tokens.map((token, position) => (token.kind === 'other' ? <Fragment key={position}>{token.text}</Fragment> : renderWord(position)))}
    </p>
  );

  return (
    <section aria-labelledby={`${id}-title`} className="card max-w-3xl space-y-4">
      <div>
        <h2 id={`${id}-title`} ref={headingRef} tabIndex={-1} className="text-2xl font-bold" lang="de">
          {text.title.de}
        </h2>
        {lang !== 'de' && <p className="text-slate-700">{text.title[lang]}</p>}
      </div>

      {stage === 'read' && <p>{timeFactor === 0 ? t('readIntroOff') : t('readIntro')}</p>}
      {stage === 'restore' && <p>{t('restoreIntro')}</p>}

      {stage === 'restore' || stage === 'checked' ? (
        <form onSubmit={check} className="space-y-4">
          {body}
          {stage === 'restore' ? (
            <div className="flex flex-wrap gap-2">
              <GermanKeys inputRef={activeInput} onInsert={(value) => setAnswer(activeGap.current, value)} label={(letter) => tq('insertLetter', { letter })} />
              <button type="submit" className="btn-primary">
                {t('check')}
              </button>
            </div>
          ) : (
            <div className="space-y-3">
              <p className={`text-lg font-semibold ${correctCount === gaps.length ? 'text-emerald-800' : 'text-slate-800'}`}>{t('checkedSummary', { correct: correctCount, total: gaps.length })}</p>
              <NextButton onNext={finish} label={t('showResult')} />
            </div>
          )}
        </form>
      ) : (
        body
      )}

      {stage === 'read' && (
        <button type="button" className="btn-primary" onClick={() => setPhase('vanish')}>
          {t('start')}
        </button>
      )}

      {stage === 'vanish' && (
        <div className="space-y-3">
          <p className="font-medium">
            {t('hiddenCount', { n: clock.hidden, total: clock.total })}
            {' · '}
            {Number.isFinite(clock.interval) ? (clock.paused ? t('paused') : t('nextIn', { seconds: clock.left })) : t('clockOff')}
          </p>
          <div className="flex flex-wrap gap-2">
            <button ref={hideRef} type="button" className="btn-primary" onClick={() => dispatch({ type: 'hide' })}>
              {t('hideNext')}
            </button>
            {Number.isFinite(clock.interval) && (
              <button type="button" className="btn-secondary" onClick={() => dispatch({ type: clock.paused ? 'resume' : 'pause' })}>
                {clock.paused ? t('resume') : t('pause')}
              </button>
            )}
          </div>
        </div>
      )}

      {translationAvailable && (
        <div>
          <button type="button" className="btn-secondary" aria-expanded={showTranslation} aria-controls={`${id}-translation`} onClick={() => setShowTranslation((v) => !v)}>
            {showTranslation ? t('hideTranslation') : t('showTranslation')}
          </button>
          <p id={`${id}-translation`} hidden={!showTranslation} className="mt-2 rounded-md bg-slate-50 p-3 text-slate-800">
            {text.tr[lang]}
          </p>
        </div>
      )}
    </section>
  );
}
