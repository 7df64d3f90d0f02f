import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { playSound } from '@/lib/sounds';
import { speakGerman } from '@/lib/speech';
import { checkFill, maskWord } from '@/features/professional/model/answers';
import { Feedback, NextButton, TypeAnswer, useTranslate, type GameProps } from './shared';

/** Fill the blank (phrases): one word masked as ___, with the translation; hint speaks. */
export function FillBlank({ word, lang, onResult, onNext }: GameProps) {
  const { t } = useTranslation('professional');
  const translate = useTranslate(lang);
  const { masked, answer } = useMemo(() => maskWord(word.Word, Math.random), [word]);
  const [attempt, setAttempt] = useState(0);
  const [correct, setCorrect] = useState<boolean | null>(null);
  const [recorded, setRecorded] = useState(false);
  return (
    <div className="space-y-4">
      <p className="text-sm font-semibold text-slate-600 uppercase">{t('fillPrompt')}</p>
      <p lang="de" className="text-2xl font-bold">
        {masked}
      </p>
      <p className="text-slate-700">{translate(word)}</p>
      <button type="button" className="btn-secondary" onClick={() => speakGerman(word.Word)}>
        {t('hint')}
      </button>
      <TypeAnswer
        key={attempt}
        german
        disabled={correct !== null}
        onSubmit={(text) => {
          const ok = checkFill(text, answer);
          setCorrect(ok);
          // The first answer counts; a repeat only tells right or wrong.
          if (recorded) playSound(ok ? 'success' : 'wrong');
          else {
            setRecorded(true);
            onResult(ok);
          }
        }}
      />
      <Feedback correct={correct} wrongText={t('incorrectWord', { word: answer })} />
      {correct !== null && (
        <div className="flex gap-3">
          <button
            type="button"
            className="btn-secondary"
            onClick={() => {
              setCorrect(null);
              setAttempt((a) => a + 1);
            }}
          >
            {t('repeat')}
          </button>
          <NextButton onNext={onNext} />
        </div>
      )}
    </div>
  );
}

