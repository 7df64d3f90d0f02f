import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RegisterMark } from '@/components/quiz/build-phrase';
import { NextButton } from '@/components/quiz/game-parts';
import type { Random } from '@/lib/random';
import { speakGerman, useCanSpeak } from '@/lib/speech';
import { choiceOptions } from '../model/games';

interface ChoiceProps {
  /** The German phrase asked. */
  phrase: string;
  translation: string;
  /** The other phrases of the set (German) or their meanings, for the wrong options. */
  others: readonly string[];
  onResult: (correct: boolean) => void;
  onNext: () => void;
  nextLabel: string;
  /** The register label shown beside the meaning (choose the German phrase). */
  register?: string;
  random?: Random;
}

function Options({ options, answer, german, onChoose }: { options: readonly string[]; answer: string; german: boolean; onChoose: (correct: boolean) => void }) {
  const { t } = useTranslation('phrases');
  const { t: tq } = useTranslation('quiz');
  const [chosen, setChosen] = useState<string | null>(null);
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => first.current?.focus({ preventScroll: true }), []);
  return (
    <>
      <div className="grid gap-2 sm:grid-cols-2">
        {options.map((option, i) => {
          const tone = chosen === null ? 'border-slate-300 hover:border-brand-600' : option === answer ? 'border-emerald-600 bg-emerald-50' : option === chosen ? 'border-red-600 bg-red-50' : 'border-slate-300';
          return (
            <button
              key={option}
              ref={i === 0 ? first : undefined}
              type="button"
              lang={german ? 'de' : undefined}
              disabled={chosen !== null}
              onClick={() => {
                setChosen(option);
                onChoose(option === answer);
              }}
              className={`rounded-lg border-2 px-4 py-3 text-left text-lg font-medium disabled:cursor-default ${tone}`}
            >
              {option}
            </button>
          );
        })}
      </div>
      <p className={`min-h-7 font-semibold ${chosen === answer ? 'text-emerald-800' : 'text-red-700'}`}>{chosen === null ? '' : chosen === answer ? tq('correct') : t('nope', { answer })}</p>
    </>
  );
}

/** Listen and choose the meaning: the phrase is heard (and can be read on request), four meanings offered. */
export function ListenAndChoose({ phrase, translation, others, onResult, onNext, nextLabel, random = Math.random }: ChoiceProps) {
  const { t } = useTranslation('phrases');
  // Chosen once per question (the component is keyed by it): re-renders never reshuffle.
  const [options] = useState(() => choiceOptions(translation, others, random));
  const [answered, setAnswered] = useState(false);
  // Without a voice the text is the only way to the phrase.
  const speech = useCanSpeak();
  const [revealed, setShown] = useState(false);
  const shown = revealed || !speech;
  useEffect(() => speakGerman(phrase), [phrase]);
  return (
    <div className="space-y-4">
      <p className="text-sm font-semibold text-slate-600 uppercase">{t('listenPrompt')}</p>
      <div className="flex flex-wrap gap-3">
        <button type="button" className="btn-secondary" onClick={() => speakGerman(phrase)}>
          {t('playAgain')}
        </button>
        <button type="button" className="btn-secondary" onClick={() => speakGerman(phrase, { slow: true })}>
          {t('playSlow')}
        </button>
        {!shown && !answered && (
          <button type="button" className="btn-secondary" onClick={() => setShown(true)}>
            {t('showText')}
          </button>
        )}
      </div>
      <p lang="de" className="min-h-9 text-2xl font-bold">
        {shown || answered ? phrase : ''}
      </p>
      <Options
        options={options}
        answer={translation}
        german={false}
        onChoose={(correct) => {
          setAnswered(true);
          onResult(correct);
        }}
      />
      {answered && <NextButton onNext={onNext} label={nextLabel} />}
    </div>
  );
}

/** Choose the German phrase for a meaning: four German phrases offered. */
export function ChooseGerman({ phrase, translation, others, onResult, onNext, nextLabel, register, random = Math.random }: ChoiceProps) {
  const { t } = useTranslation('phrases');
  const [options] = useState(() => choiceOptions(phrase, others, random));
  const [answered, setAnswered] = useState(false);
  return (
    <div className="space-y-4">
      <p className="text-sm font-semibold text-slate-600 uppercase">{t('choosePrompt')}</p>
      <p className="text-2xl font-bold">{translation}</p>
      {register && <RegisterMark label={register} />}
      <Options
        options={options}
        answer={phrase}
        german
        onChoose={(correct) => {
          setAnswered(true);
          onResult(correct);
          speakGerman(phrase);
        }}
      />
      {answered && <NextButton onNext={onNext} label={nextLabel} />}
    </div>
  );
}
