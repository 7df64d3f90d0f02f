import { useEffect, useId, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { NextButton } from '@/components/quiz/game-parts';
import { germanTags } from '@/components/ui/german-tags';
import type { Lang } from '@/i18n/languages';
import { stripGermanTags } from '@/lib/german-tags';
import type { GameResult } from '../components/game-frame';
import { RoundHeader } from '../components/round-header';
import { useGameRound } from '../components/use-game-round';
import { GermanyMapHighlight } from './germany-map-view';
import { buildQuizRound, isRightOption, type MapFacts, type QuizChoice, type QuizOption } from './model/quiz-round';

const germanTag = germanTags('font-bold');

/**
 * The map quiz (/games/map-quiz, issue 13 item 5): 10 states a round, each highlighted on the map
 * (hatched and outlined, and named in the question — the map is a picture whose name says which
 * state is highlighted), with one multiple-choice question: its capital, a neighbouring state or
 * country, a river, or its largest city. Answers are German (lang="de"); a country also shows its
 * name in the interface language.
 */
export function MapQuiz({ facts, choice, lang, onDone }: { facts: MapFacts; choice: QuizChoice; lang: Lang; onDone: (result: GameResult) => void }) {
  const { t } = useTranslation('game-map-quiz');
  const [questions] = useState(() => buildQuizRound(facts, choice));
  const { quiz, item: question, n, total, last, answer, next: nextQuestion } = useGameRound({ game: `map-quiz-${choice}`, items: questions, onDone });
  const [chosen, setChosen] = useState<string | null>(null);
  const optionsRef = useRef<HTMLDivElement>(null);
  const id = useId();

  useEffect(() => {
    if (chosen === null) optionsRef.current?.querySelector('button')?.focus();
  }, [chosen, quiz.round]);

  if (!question) return null;
  const { state } = question;
  const answered = chosen !== null;
  const right = chosen !== null && isRightOption(question, chosen);
  const wrongValues = { answer: question.answer.de, extra: question.answer.name ? ` (${question.answer.name[lang]})` : '' };

  const choose = (option: QuizOption) => {
    if (answered) return;
    const correct = isRightOption(question, option.de);
    const said = correct ? t('right') : stripGermanTags(t('wrong', wrongValues));
    const asked = `${state.de}: ${question.answer.de}`;
    if (!answer(correct, asked, said, { de: asked, translation: t(`missed.${question.kind}`, { name: state.name[lang] }) })) return;
    setChosen(option.de);
  };

  const next = () => {
    setChosen(null);
    nextQuestion();
  };

  return (
    <section aria-labelledby={`${id}-progress`} className="card max-w-3xl">
      <RoundHeader id={`${id}-progress`} title={t('progress', { n, total })} score={quiz} compact />
      <div className="mt-3 grid items-start gap-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <div className="flex justify-center">
          <GermanyMapHighlight highlight={state.id} label={t('mapLabel', { name: state.de })} />
        </div>
        <div>
          <h3 id={`${id}-question`} className="text-xl text-slate-900" data-testid="question">
            <Trans t={t} i18nKey={`question.${question.kind}`} values={{ name: state.de }} components={germanTag} />
          </h3>
          <div ref={optionsRef} role="group" aria-labelledby={`${id}-question`} className="mt-3 grid gap-2">
            {question.options.map((option) => {
              const mark = !answered ? 'idle' : option.de === question.answer.de ? 'right' : option.de === chosen ? 'wrong' : 'idle';
              return (
                <button
                  key={option.de}
                  type="button"
                  disabled={answered}
                  onClick={() => choose(option)}
                  className={`min-h-11 rounded-lg border-2 px-4 py-2 text-left disabled:cursor-default ${
                    mark === 'right' ? 'border-emerald-600 bg-emerald-50' : mark === 'wrong' ? 'border-red-600 bg-red-50' : 'hover:border-brand-600 border-slate-300'
                  }`}
                >
                  {mark === 'right' && <span className="text-emerald-800">✓ </span>}
                  {mark === 'wrong' && <span className="text-red-700">✗ </span>}
                  <span lang="de" className="text-lg font-medium">
                    {option.de}
                  </span>
                  {option.name && <span className="text-slate-700"> ({option.name[lang]})</span>}
                </button>
              );
            })}
          </div>
          <div className="mt-4 min-h-8">
            {answered && (
              <p data-testid="feedback" className={`font-semibold ${right ? 'text-emerald-800' : 'text-red-700'}`}>
                {right ? `✓ ${t('right')}` : <>✗ <Trans t={t} i18nKey="wrong" values={wrongValues} components={germanTag} /></>}
              </p>
            )}
          </div>
          {answered && (
            <div className="mt-2">
              <NextButton onNext={next} label={last ? t('showResult') : undefined} />
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
