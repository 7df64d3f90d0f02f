import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NextButton, TypeAnswer } from '@/components/quiz/game-parts';
import type { Random } from '@/lib/random';
import type { GameResult } from '../components/game-frame';
import { RoundHeader } from '../components/round-header';
import { useGameRound } from '../components/use-game-round';
import { AnalogueClock, DigitalClock } from './clocks';
import { clockAnswers, isClockRight, modeOf, roundOf, stepHour, stepMinute, type Exercise, type Item } from './model/round';
import { checkPhrase, digital, mainPhrase, phrasesOf, sentenceOf, STEP, type Phrase, type Time } from './model/time-phrases';

/** What an item reports: right or wrong and the line the live region says after ✓/✗. */
type Report = (correct: boolean, feedback: string) => void;

/** The heading of an item takes the focus when it appears (the options and controls follow it). */
function Prompt({ children, focus }: { children: ReactNode; focus: boolean }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <h3 ref={ref} tabIndex={-1} className="text-lg font-semibold">
      {children}
    </h3>
  );
}

function Verdict({ correct }: { correct: boolean }) {
  const { t } = useTranslation('game-say-time');
  return (
    <p className={`text-lg font-bold ${correct ? 'text-emerald-800' : 'text-red-700'}`}>
      <span aria-hidden="true">{correct ? '✓ ' : '✗ '}</span>
      {correct ? t('correct') : t('wrong')}
    </p>
  );
}

/** The time in digits and its taught phrase, with the other phrases that count as well. */
function TheAnswer({ item }: { item: Item }) {
  const { t } = useTranslation('game-say-time');
  const [main, ...others] = phrasesOf(item.time, item.style);
  const alsoRight = others.filter((p) => p.kind !== 'regional');
  return (
    <>
      <p>
        {t('answer')} {digital(item.time)} –{' '}
        <span lang="de" className="font-semibold">
          {main?.text}
        </span>
      </p>
      {alsoRight.length > 0 && (
        <p>
          {t('alsoRight')}{' '}
          {alsoRight.map((p, i) => (
            <span key={p.text}>
              {i > 0 && ', '}
              <span lang="de" className="font-semibold">
                {p.text}
              </span>
            </span>
          ))}
        </p>
      )}
    </>
  );
}

/** The clock shown as the question: analogue and digital, named by the digits only. */
function QuestionClocks({ time }: { time: Time }) {
  const { t } = useTranslation('game-say-time');
  return (
    <div className="flex flex-wrap items-center gap-4">
      <AnalogueClock time={time} label={t('clockLabel', { time: digital(time) })} className="size-44 sm:size-52" />
      <DigitalClock time={time} label={t('digitalLabel')} />
    </div>
  );
}

/** Say the time: choose one of four phrases or type it. */
function SayItem({ item, mode, focus, last, onReport, onNext }: { item: Item; mode: 'choose' | 'type'; focus: boolean; last: boolean; onReport: Report; onNext: () => void }) {
  const { t } = useTranslation('game-say-time');
  const ids = useId();
  const [given, setGiven] = useState<{ text: string; correct: boolean; matched: Phrase | null; viaSubstitute: boolean } | null>(null);
  const main = mainPhrase(item.time, item.style);
  const otherStyle = item.style === 'official' ? 'everyday' : 'official';

  const answer = (text: string) => {
    if (given) return;
    const result = checkPhrase(text, item.time, item.style);
    setGiven({ text, ...result });
    onReport(result.correct, `${result.correct ? t('correct') : t('wrong')} ${digital(item.time)} – ${main}`);
  };

  // An everyday question answered the official way may name either half of the day.
  const partner = { h: (item.time.h + 12) % 24, m: item.time.m };
  const wrongStyle = given && !given.correct && [item.time, partner].some((time) => checkPhrase(given.text, time, otherStyle).correct);

  return (
    <div className="space-y-4">
      <Prompt focus={focus}>{item.style === 'official' ? t('askOfficial') : t('askEveryday')}</Prompt>
      <QuestionClocks time={item.time} />

      {mode === 'choose' ? (
        <div>
          <p id={`${ids}-options`} className="sr-only">
            {t('options')}
          </p>
          <ul aria-labelledby={`${ids}-options`} className="grid gap-2 sm:grid-cols-2">
            {item.options.map((option) => {
              const right = option === main;
              const chosen = given?.text === option;
              const mark = given && right ? '✓ ' : given && chosen ? '✗ ' : '';
              const tone = !given ? 'border-slate-400 hover:border-brand-600' : right ? 'border-emerald-600 bg-emerald-50' : chosen ? 'border-red-600 bg-red-50' : 'border-slate-300 opacity-80';
              return (
                <li key={option}>
                  <button
                    type="button"
                    disabled={given !== null}
                    onClick={() => answer(option)}
                    className={`min-h-11 w-full rounded-lg border-2 bg-white px-3 py-2 text-left text-lg disabled:cursor-default ${tone}`}
                  >
                    {mark && <span aria-hidden="true">{mark}</span>}
                    <span lang="de">{option}</span>
                    {given && (right || chosen) && <span className="sr-only"> ({right ? t('rightOption') : t('yourChoice')})</span>}
                  </button>
                </li>
              );
            })}
          </ul>
        </div>
      ) : (
        <TypeAnswer onSubmit={answer} disabled={given !== null} german label={t('answerLabel')} />
      )}

      {given && (
        <div className="space-y-2" data-testid="feedback">
          <Verdict correct={given.correct} />
          {given.correct && given.matched?.kind === 'regional' && (
            <p>
              {t('regional')}{' '}
              <span lang="de" className="font-semibold">
                {given.matched.text}
              </span>
            </p>
          )}
          {given.correct && given.viaSubstitute && given.matched && (
            <p>
              {t('written')}{' '}
              <span lang="de" className="font-semibold">
                {given.matched.text}
              </span>
            </p>
          )}
          {wrongStyle && <p>{item.style === 'official' ? t('wasEveryday') : t('wasOfficial')}</p>}
          <TheAnswer item={item} />
          <NextButton onNext={onNext} label={last ? t('showResult') : t('next')} />
        </div>
      )}
    </div>
  );
}

const HOURS = Array.from({ length: 24 }, (_, h) => h);
const MINUTES = Array.from({ length: 60 / STEP }, (_, i) => i * STEP);
const pad = (n: number) => String(n).padStart(2, '0');

/** One control of the clock: − , a select, + (all by keyboard; the select also by typing digits). */
function ClockControl({ label, value, values, onChange, onStep, down, up, disabled }: { label: string; value: number; values: number[]; onChange: (v: number) => void; onStep: (by: 1 | -1) => void; down: string; up: string; disabled: boolean }) {
  const id = useId();
  const button = 'min-h-11 min-w-11 rounded-lg border-2 border-slate-400 bg-white text-xl font-bold hover:border-brand-600 disabled:cursor-default disabled:opacity-60';
  return (
    <div>
      <label htmlFor={id} className="block font-semibold">
        {label}
      </label>
      <div className="mt-1 flex items-center gap-2">
        <button type="button" className={button} aria-label={down} disabled={disabled} onClick={() => onStep(-1)}>
          <span aria-hidden="true">−</span>
        </button>
        <select id={id} value={value} disabled={disabled} onChange={(e) => onChange(Number(e.target.value))} className="min-h-11 rounded-lg border-2 border-slate-400 bg-white px-2 text-lg tabular-nums">
          {values.map((v) => (
            <option key={v} value={v}>
              {pad(v)}
            </option>
          ))}
        </select>
        <button type="button" className={button} aria-label={up} disabled={disabled} onClick={() => onStep(1)}>
          <span aria-hidden="true">+</span>
        </button>
      </div>
    </div>
  );
}

/** Set the clock for a sentence: hour and minutes (5-minute steps), then Check. */
function SetItem({ item, focus, last, onReport, onNext }: { item: Item; focus: boolean; last: boolean; onReport: Report; onNext: () => void }) {
  const { t } = useTranslation('game-say-time');
  const [set, setSet] = useState<Time>({ h: 12, m: 0 });
  const [verdict, setVerdict] = useState<boolean | null>(null);
  const sentence = sentenceOf(mainPhrase(item.time, item.style));
  const answers = clockAnswers(item).map(digital).join(` ${t('or')} `);
  const done = verdict !== null;

  const check = () => {
    if (done) return;
    const correct = isClockRight(item, set);
    setVerdict(correct);
    onReport(correct, `${correct ? t('correct') : t('wrong')} ${sentence} ${t('rightTime', { time: answers })}`);
  };

  return (
    <div className="space-y-4">
      <Prompt focus={focus}>{t('askSet')}</Prompt>
      <p lang="de" className="text-2xl font-semibold" data-testid="clock-sentence">
        {sentence}
      </p>
      <div className="flex flex-wrap items-center gap-4">
        <AnalogueClock time={set} label={t('yourClockLabel', { time: digital(set) })} className="size-44 sm:size-52" />
        <DigitalClock time={set} label={t('yourDigitalLabel')} />
      </div>
      <div className="flex flex-wrap gap-4">
        <ClockControl label={t('hour')} value={set.h} values={HOURS} onChange={(h) => setSet((s) => ({ ...s, h }))} onStep={(by) => setSet((s) => stepHour(s, by))} down={t('hourDown')} up={t('hourUp')} disabled={done} />
        <ClockControl label={t('minutes')} value={set.m} values={MINUTES} onChange={(m) => setSet((s) => ({ ...s, m }))} onStep={(by) => setSet((s) => stepMinute(s, by))} down={t('minuteDown')} up={t('minuteUp')} disabled={done} />
      </div>
      {!done && (
        <button type="button" className="btn-primary" onClick={check}>
          {t('check')}
        </button>
      )}
      {done && (
        <div className="space-y-2" data-testid="feedback">
          <Verdict correct={verdict} />
          {!verdict && <p>{t('yourTime', { time: digital(set) })}</p>}
          <p>{t('rightTime', { time: answers })}</p>
          {!verdict && <AnalogueClock time={item.time} label={t('clockLabel', { time: digital(item.time) })} className="size-28" />}
          <NextButton onNext={onNext} label={last ? t('showResult') : t('next')} />
        </div>
      )}
    </div>
  );
}

/**
 * The say-the-time game: ten times a round in the chosen exercise; each answer through the quiz
 * session (sound and announcement), each miss to the result with its time in digits.
 */
export function SayTimeGame({ exercise, onDone, random = Math.random }: { exercise: Exercise; onDone: (result: GameResult) => void; random?: Random }) {
  const { t } = useTranslation('game-say-time');
  const round = useMemo(() => roundOf(exercise, random), [exercise, random]);
  const { quiz, item, index, n, total, last, answer, next: nextItem } = useGameRound({ game: `say-time-${exercise}`, items: round, onDone });
  const mode = modeOf(exercise);
  if (!item) return null;
  const phrase = mainPhrase(item.time, item.style);

  const report: Report = (correct, feedback) => {
    answer(correct, phrase, feedback, { de: phrase, translation: (mode === 'set' ? clockAnswers(item) : [item.time]).map(digital).join(' / ') });
  };
  const next = () => nextItem();

  return (
    <section aria-labelledby="say-time-progress" className="card max-w-3xl">
      <RoundHeader id="say-time-progress" title={t('progress', { n, total })} score={quiz} />
      <div className="mt-3">
        {mode === 'set' ? (
          <SetItem key={index} item={item} focus last={last} onReport={report} onNext={next} />
        ) : (
          <SayItem key={index} item={item} mode={mode} focus={mode === 'choose'} last={last} onReport={report} onNext={next} />
        )}
      </div>
    </section>
  );
}
