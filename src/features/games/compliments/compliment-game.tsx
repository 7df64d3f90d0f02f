import { useEffect, useId, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { NextButton } from '@/components/quiz/game-parts';
import { germanTags } from '@/components/ui/german-tags';
import type { Lang } from '@/i18n/languages';
import { stripGermanTags } from '@/lib/german-tags';
import type { GameResult } from '../components/game-frame';
import { RoundHeader } from '../components/round-header';
import { useGameRound } from '../components/use-game-round';
import type { ComplimentSituation } from '../content/types';
import { registerContrast } from './model/register';
import { buildRound, check, type ComplimentOption, type Verdict } from './model/round';

interface Answered {
  chosen: string;
  verdict: Verdict;
}

const germanTag = germanTags('font-bold');

/**
 * The compliment game (issue 12, game 7): 10 situations a round; for each, choose the compliment
 * that fits the situation and the register (du/Sie). After an answer every option shows its
 * register and translation, and one line says why (the addressee's register, or "that compliment
 * is for another situation").
 */
export function ComplimentGame({ situations, lang, onDone }: { situations: readonly ComplimentSituation[]; lang: Lang; onDone: (result: GameResult) => void }) {
  const { t } = useTranslation('game-compliments');
  const [questions] = useState(() => buildRound(situations));
  const { quiz, item: question, n, total, last, answer, next: nextQuestion } = useGameRound({ game: 'compliments', items: questions, onDone });
  const [answered, setAnswered] = useState<Answered | null>(null);
  const optionsRef = useRef<HTMLDivElement>(null);
  const id = useId();

  // A new situation starts with the focus on its first option; an answer moves it to Next.
  useEffect(() => {
    if (!answered) optionsRef.current?.querySelector('button')?.focus();
  }, [answered, quiz.round]);

  if (!question) return null;
  const { situation } = question;
  const why = t(`why.${situation.who}`);

  const explain = (verdict: Verdict): string => {
    if (verdict.correct) return t('right', { why });
    if (verdict.reason === 'register') return t('wrongRegister', { why, ...registerContrast(situation.answer.de, verdict.option.de, situation.register) });
    return t('wrongSituation', { meaning: verdict.option.tr[lang] });
  };

  const choose = (option: ComplimentOption) => {
    if (answered) return;
    const verdict = check(question, option.de);
    const said = verdict.correct ? explain(verdict) : `${stripGermanTags(explain(verdict))} ${stripGermanTags(t('rightWas', { answer: situation.answer.de }))}`;
    if (!answer(verdict.correct, situation.answer.de, said, { de: situation.answer.de, translation: situation.answer.tr[lang] })) return;
    setAnswered({ chosen: option.de, verdict });
  };

  const next = () => {
    setAnswered(null);
    nextQuestion();
  };

  return (
    <section aria-labelledby={`${id}-progress`} className="card max-w-3xl">
      <RoundHeader id={`${id}-progress`} title={t('progress', { n, total })} score={quiz} compact />
      <p className="mt-3 text-lg text-slate-900" data-testid="situation">
        {situation.situation[lang]}
      </p>
      <h3 id={`${id}-question`} className="mt-4 font-semibold text-slate-700">
        {t('question')}
      </h3>
      <div ref={optionsRef} role="group" aria-labelledby={`${id}-question`} className="mt-2 grid gap-2">
        {question.options.map((option) => {
          const state = !answered ? 'idle' : option.kind === 'answer' ? 'right' : option.de === answered.chosen ? 'wrong' : 'idle';
          return (
            <button
              key={option.de}
              type="button"
              disabled={answered !== null}
              onClick={() => choose(option)}
              className={`min-h-11 rounded-lg border-2 px-4 py-2 text-left disabled:cursor-default ${
                state === 'right' ? 'border-emerald-600 bg-emerald-50' : state === 'wrong' ? 'border-red-600 bg-red-50' : 'hover:border-brand-600 border-slate-300'
              }`}
            >
              <span className="block text-lg font-medium">
                {state === 'right' && <span className="text-emerald-800">✓ </span>}
                {state === 'wrong' && <span className="text-red-700">✗ </span>}
                <span lang="de">{option.de}</span>
              </span>
              {answered && (
                <span className="mt-1 flex flex-wrap items-baseline gap-2 text-sm text-slate-700">
                  <span lang="de" className="rounded bg-slate-200 px-1.5 font-semibold text-slate-800">
                    {option.register}
                  </span>
                  <span>{option.tr[lang]}</span>
                </span>
              )}
            </button>
          );
        })}
      </div>
      <div className="mt-4 min-h-8">
        {answered && (
          <p data-testid="feedback" className={`font-semibold ${answered.verdict.correct ? 'text-emerald-800' : 'text-red-700'}`}>
            {answered.verdict.correct ? '✓ ' : '✗ '}
            {answered.verdict.correct ? (
              explain(answered.verdict)
            ) : answered.verdict.reason === 'register' ? (
              <Trans t={t} i18nKey="wrongRegister" values={{ why, ...registerContrast(situation.answer.de, answered.verdict.option.de, situation.register) }} components={germanTag} />
            ) : (
              explain(answered.verdict)
            )}
          </p>
        )}
      </div>
      {answered && (
        <div className="mt-2">
          <NextButton onNext={next} label={last ? t('showResult') : undefined} />
        </div>
      )}
    </section>
  );
}
