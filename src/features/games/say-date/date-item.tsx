import { useId, useState, type ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { NextButton, TypeAnswer } from '@/components/quiz/game-parts';
import { germanTags } from '@/components/ui/german-tags';
import type { Lang } from '@/i18n/languages';
import { ListenButton, Options, type Verdict } from './date-options';
import { answerOf, wordBefore } from './model/answer';
import { checkEnding, checkName, checkSpokenDate } from './model/check';
import { endingAfter, gappedSentence, spellOut, spokenSentence, type DateSentence } from './model/date-words';
import { dateIn, germanName, nameIn } from './model/names';
import { previousName, type Item } from './model/round';

/** One question: its task, prompt, answer field or choices, and the feedback with Next. */
export function DateItem({ item, lang, year, last, onAnswer, onNext }: { item: Item; lang: Lang; year: number; last: boolean; onAnswer: (correct: boolean, said: string) => boolean; onNext: () => void }) {
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

