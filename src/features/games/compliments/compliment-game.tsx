import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { NextButton, ScoreTally } from '@/components/quiz/game-parts';
import { useQuizSession } from '@/components/quiz/use-quiz-session';
import { germanTags } from '@/components/ui/german-tags';
import type { Lang } from '@/i18n/languages';
import { stripGermanTags } from '@/lib/german-tags';
import type { GameResult } from '../components/game-frame';
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
  const session = useQuizSession();
  const { quiz, start } = session;
  const [questions] = useState(() => buildRound(situations));
  const [answered, setAnswered] = useState<Answered | null>(null);
  const [missed, setMissed] = useState<GameResult['missed']>([]);
  const optionsRef = useRef<HTMLDivElement>(null);
  const id = useId();

  useLayoutEffect(() => {
    start({ game: 'compliments' }, { length: questions.length });
  }, [start, questions]);

  // A new situation starts with the focus on its first option; an answer moves it to Next.
  useEffect(() => {
    if (!answered) optionsRef.current?.querySelector('button')?.focus();
  }, [answered, quiz.round]);

  const question = questions[Math.min(quiz.round, questions.length - 1)];
  if (!question) return null;
  const { situation } = question;
  const last = quiz.round >= questions.length - 1;
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
    if (!session.answer(verdict.correct, situation.answer.de, said)) return;
    if (!verdict.correct) setMissed((m) => [...m, { de: situation.answer.de, translation: situation.answer.tr[lang] }]);
    setAnswered({ chosen: option.de, verdict });
  };

  const next = () => {
    session.next();
    setAnswered(null);
    if (last) onDone({ correct: quiz.correct, incorrect: quiz.incorrect, missed });
  };

  return (
    <section aria-labelledby={`${id}-progress`} className="card max-w-3xl">
      <div className="flex items-center justify-between gap-4 text-sm text-slate-700">
        <h2 id={`${id}-progress`} className="font-semibold">
          {t('progress', { n: Math.min(quiz.round + 1, questions.length), total: questions.length })}
        </h2>
        <ScoreTally correct={quiz.correct} incorrect={quiz.incorrect} />
      </div>
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
