import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkAnswer } from '@/lib/answer-check';
import { translationFor } from '@/features/professional/model/words';
import { Feedback, NextButton, TypeAnswer, useTranslate, type GameProps } from './shared';

/** Write DE (from the translation) or write EN (from the German): trimmed, case-insensitive. */
export function Write({ word, lang, onResult, onNext, target }: GameProps & { target: 'de' | 'en' }) {
  const { t } = useTranslation('professional');
  const translate = useTranslate(lang);
  const expected = target === 'de' ? word.Word : (translationFor(word, 'en') ?? '');
  const [correct, setCorrect] = useState<boolean | null>(null);
  return (
    <div className="space-y-4">
      <p className="text-sm font-semibold text-slate-600 uppercase">{target === 'de' ? t('writeGermanFor') : t('writeEnglishFor')}</p>
      <p lang={target === 'en' ? 'de' : undefined} className="text-3xl font-bold">
        {target === 'de' ? translate(word) : word.Word}
      </p>
      <TypeAnswer
        german={target === 'de'}
        disabled={correct !== null}
        onSubmit={(text) => {
          const ok = checkAnswer(text, expected).correct;
          setCorrect(ok);
          onResult(ok);
        }}
      />
      <Feedback correct={correct} wrongText={t('incorrectWord', { word: expected })} />
      {correct !== null && <NextButton onNext={onNext} />}
    </div>
  );
}

