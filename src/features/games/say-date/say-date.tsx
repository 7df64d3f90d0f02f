import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { NextButton, TypeAnswer } from '@/components/quiz/game-parts';
import { germanTags } from '@/components/ui/german-tags';
import type { Lang } from '@/i18n/languages';
import type { Random } from '@/lib/random';
import { canSpeak, speakGerman } from '@/lib/speech';
import type { GameResult } from '../components/game-frame';
import { RoundHeader } from '../components/round-header';
import { useGameRound } from '../components/use-game-round';
import { checkEnding, checkName, checkSpokenDate, labelOf } from './model/check';
import { endingAfter, gappedSentence, spellOut, spokenSentence, type DateSentence } from './model/date-words';
import { dateIn, germanName, nameIn } from './model/names';
import { buildRound, previousName, type Exercise, type Item } from './model/round';

/** What the learner did with an item: right or wrong, and the option chosen (choice items). */
interface Verdict {
  correct: boolean;
  chosen?: string;
  /** Right, but typed with ae/oe/ue/ss. */
  viaSubstitute?: boolean;
}

/** The German answer of an item as it is shown after answering and kept for the reviews. */
function answerOf(item: Item): string {
  switch (item.kind) {
    case 'name':
      return germanName(item.name);
    case 'ending':
      return spellOut(item.sentence.phrase);
    case 'read':
      return spellOut(item.sentence.phrase);
    case 'which':
      return labelOf(item.sentence);
  }
}

/** The word that sets the ending of the asked ordinal ("am", "der" …). */
function wordBefore(item: Item): string {
  if (item.kind === 'ending') return gappedSentence(item.sentence, item.gap).before.split(' ').at(-2) ?? '';
  if (item.kind === 'read') return item.sentence.phrase.split(' ').find((_, i, words) => /^\d/.test(words[i + 1] ?? '')) ?? '';
  return '';
}

/** Choice buttons: the right one marked ✓ after answering, a wrong choice ✗ (never colour alone). */
function Options({ options, answer, verdict, german, labelledBy, onChoose }: { options: readonly string[]; answer: string; verdict: Verdict | null; german: boolean; labelledBy: string; onChoose: (option: string) => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.querySelector('button')?.focus();
  }, []);
  return (
    <div ref={ref} role="group" aria-labelledby={labelledBy} className="mt-4 grid gap-2 sm:grid-cols-2">
      {options.map((option) => {
        const state = verdict ? (option === answer ? 'right' : option === verdict.chosen ? 'wrong' : 'idle') : 'idle';
        return (
          <button
            key={option}
            type="button"
            lang={german ? 'de' : undefined}
            disabled={verdict !== null}
            onClick={() => onChoose(option)}
            className={`min-h-11 rounded-lg border-2 px-4 py-2 text-left text-lg font-medium disabled:cursor-default ${
              state === 'right' ? 'border-emerald-600 bg-emerald-50' : state === 'wrong' ? 'border-red-600 bg-red-50' : 'border-slate-300 hover:border-brand-600'
            }`}
          >
            {state !== 'idle' && <span aria-hidden="true">{state === 'right' ? '✓ ' : '✗ '}</span>}
            {option}
          </button>
        );
      })}
    </div>
  );
}

function ListenButton({ text }: { text: string }) {
  const { t } = useTranslation('game-say-date');
  if (!canSpeak()) return null;
  return (
    <button type="button" className="btn-secondary mt-2" onClick={() => speakGerman(text)}>
      <span aria-hidden="true">{'🔊 '}</span>
      {t('listen')}
    </button>
  );
}

/** One question: its task, prompt, answer field or choices, and the feedback with Next. */
function DateItem({ item, lang, year, last, onAnswer, onNext }: { item: Item; lang: Lang; year: number; last: boolean; onAnswer: (correct: boolean, said: string) => boolean; onNext: () => void }) {
  const { t } = useTranslation('game-say-date');
  const id = useId();
  const [verdict, setVerdict] = useState<Verdict | null>(null);
  const answer = answerOf(item);

  const settle = (result: Verdict) => {
    const said = result.correct ? `${t('correct')} ${answer}` : `${t('wrong')} ${t('answerIs')} ${answer}`;
    if (onAnswer(result.correct, said)) setVerdict(result);
  };

  const typed = (text: string) => {
    if (item.kind === 'name') {
      const check = checkName(text, answer);
      settle({ correct: check.correct, viaSubstitute: check.viaSubstitute });
    } else if (item.kind === 'ending') {
      const gap = gappedSentence(item.sentence, item.gap);
      settle({ correct: checkEnding(text, gap.day, gap.ending).correct });
    } else if (item.kind === 'read') {
      const check = checkSpokenDate(text, item.sentence.phrase);
      settle({ correct: check.correct, viaSubstitute: check.viaSubstitute });
    }
  };

  const task = `${id}-task`;
  let instruction: string;
  let prompt: ReactNode;
  let answering: ReactNode;

  switch (item.kind) {
    case 'name': {
      const after = item.ask === 'after';
      instruction = after ? t(item.name.category === 'weekday' ? 'afterWeekday' : 'afterMonth') : t('translatePrompt');
      prompt = (
        <p className="mt-2 text-3xl font-bold" lang={after ? 'de' : undefined} data-testid="prompt">
          {after ? germanName(previousName(item.name)) : nameIn(item.name, lang)}
        </p>
      );
      answering =
        item.options.length > 0 ? (
          <Options options={item.options} answer={answer} verdict={verdict} german labelledBy={task} onChoose={(option) => settle({ correct: option === answer, chosen: option })} />
        ) : (
          <div className="mt-4">
            <TypeAnswer onSubmit={typed} disabled={verdict !== null} german label={t('nameLabel')} />
          </div>
        );
      break;
    }
    case 'ending': {
      const gap = gappedSentence(item.sentence, item.gap);
      instruction = t('endingPrompt');
      prompt = (
        <p className="mt-2 text-2xl font-semibold" lang="de" data-testid="prompt">
          {gap.before}
          <span aria-hidden="true" className="text-brand-700">
            __
          </span>
          <span className="sr-only"> {t('gap')} </span> {gap.after}
        </p>
      );
      answering = (
        <div className="mt-4">
          <TypeAnswer onSubmit={typed} disabled={verdict !== null} german label={t('endingLabel')} />
        </div>
      );
      break;
    }
    case 'read':
      instruction = t('readPrompt');
      prompt = (
        <p className="mt-2 text-2xl font-semibold" lang="de" data-testid="prompt">
          {item.sentence.before}
          <mark className="rounded bg-amber-100 px-1 text-slate-900 underline decoration-2 underline-offset-4" data-testid="phrase">
            {item.sentence.phrase}
          </mark>
          {item.sentence.after}
        </p>
      );
      answering = (
        <div className="mt-4">
          <TypeAnswer onSubmit={typed} disabled={verdict !== null} german label={t('readLabel')} />
        </div>
      );
      break;
    case 'which':
      instruction = t('whichPrompt');
      prompt = (
        <>
          <p className="mt-2 text-2xl font-semibold" lang="de" data-testid="prompt">
            {spokenSentence(item.sentence)}
          </p>
          <ListenButton text={spokenSentence(item.sentence)} />
        </>
      );
      answering = <Options options={item.options} answer={answer} verdict={verdict} german={false} labelledBy={task} onChoose={(option) => settle({ correct: option === answer, chosen: option })} />;
      break;
  }

  const sentence: DateSentence | null = item.kind === 'name' ? null : item.sentence;
  const before = wordBefore(item);
  const ending = item.kind === 'ending' ? gappedSentence(item.sentence, item.gap).ending : null;

  return (
    <div>
      <p id={task} className="font-semibold text-slate-700">
        {instruction}
      </p>
      {prompt}
      {answering}
      {verdict && (
        <div className="mt-4 space-y-2" data-testid="feedback">
          <p className={`font-semibold ${verdict.correct ? 'text-emerald-800' : 'text-red-700'}`}>
            <span aria-hidden="true">{verdict.correct ? '✓ ' : '✗ '}</span>
            {verdict.correct ? t('correct') : t('wrong')}
          </p>
          <p>
            {t('answerIs')}{' '}
            <span lang={item.kind === 'which' ? undefined : 'de'} className="font-semibold" data-testid="answer">
              {item.kind === 'ending' ? `-${ending}` : answer}
            </span>
            {item.kind === 'which' && (
              <>
                {' – '}
                <span lang="de">{spellOut(item.sentence.phrase)}</span>
              </>
            )}
          </p>
          {item.kind === 'ending' && sentence && (
            <p>
              {t('sentenceIs')}{' '}
              <span lang="de" className="font-semibold">
                {spokenSentence(sentence)}
              </span>
            </p>
          )}
          {before && (
            <p className="text-slate-700">
              <Trans t={t} i18nKey={endingAfter(before) === 'e' ? 'ruleE' : 'ruleEn'} values={{ word: before }} components={germanTags('font-semibold')} />
            </p>
          )}
          {sentence && (
            <p className="text-slate-700">
              {t('meaning')} {dateIn(sentence.days, sentence.month, year, lang)}
            </p>
          )}
          <NextButton onNext={onNext} label={last ? t('showResult') : t('next')} />
        </div>
      )}
    </div>
  );
}

/**
 * The date game: ten questions of one exercise (weekdays and months, ordinal endings, reading a
 * date aloud, which date), each right or wrong through the quiz session (sound and announcement),
 * the missed ones with their meaning to the result.
 */
export function SayDateGame({
  exercise,
  lang,
  onDone,
  random = Math.random,
  year = new Date().getFullYear(),
}: {
  exercise: Exercise;
  lang: Lang;
  onDone: (result: GameResult) => void;
  random?: Random;
  year?: number;
}) {
  const { t } = useTranslation('game-say-date');
  const id = useId();
  const round = useMemo(() => buildRound(exercise, lang, year, random), [exercise, lang, year, random]);
  const { quiz, item, index, n, total, last, answer: record, next } = useGameRound({ game: 'say-date', items: round, onDone });
  if (!item) return null;

  const meaning = (it: Item): string => {
    if (it.kind !== 'name') return dateIn(it.sentence.days, it.sentence.month, year, lang);
    if (lang !== 'de') return nameIn(it.name, lang);
    return t(it.name.category === 'weekday' ? 'weekdayNo' : 'monthNo', { n: it.name.index + 1 });
  };

  const answer = (correct: boolean, said: string): boolean => {
    const german = item.kind === 'name' ? germanName(item.name) : spellOut(item.sentence.phrase);
    return record(correct, german, said, { de: german, translation: meaning(item) });
  };

  return (
    <section aria-labelledby={`${id}-progress`} className="card max-w-3xl">
      <RoundHeader id={`${id}-progress`} title={t('progress', { n, total })} score={quiz} />
      <div className="mt-3">
        <DateItem key={index} item={item} lang={lang} year={year} last={last} onAnswer={answer} onNext={() => next()} />
      </div>
    </section>
  );
}
