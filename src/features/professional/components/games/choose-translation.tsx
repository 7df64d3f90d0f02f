import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translationFor, translationOptions } from '@/features/professional/model/words';
import { Feedback, NextButton, useTranslate, type GameProps } from './shared';

/** Choose translation: up to 6 options; wrong ones from other words' translations. */
export function ChooseTranslation({ word, words, lang, onResult, onNext }: GameProps) {
  const { t } = useTranslation('professional');
  const translate = useTranslate(lang);
  const right = translate(word);
  const options = useMemo(
    () => translationOptions(right, words.filter((w) => w.ID !== word.ID).map((w) => translationFor(w, lang) ?? ''), Math.random),
    [right, words, word, lang],
  );
  const [chosen, setChosen] = useState<string | null>(null);
  const choose = (option: string) => {
    if (chosen) return;
    setChosen(option);
    onResult(option === right);
  };
  return (
    <div className="space-y-4">
      <p className="text-sm font-semibold text-slate-600 uppercase">{t('chooseMeaning')}</p>
      <p lang="de" className="text-3xl font-bold">
        {word.Word}
      </p>
      <div className="grid gap-2 sm:grid-cols-2">
        {options.map((o) => (
          <button
            key={o}
            type="button"
            disabled={chosen !== null}
            onClick={() => choose(o)}
            className={`rounded-lg border-2 px-4 py-3 text-left text-lg ${chosen && o === right ? 'border-emerald-600 bg-emerald-50' : chosen === o ? 'border-red-600 bg-red-50' : 'border-slate-300 hover:border-brand-600'}`}
          >
            {o}
          </button>
        ))}
      </div>
      <Feedback correct={chosen === null ? null : chosen === right} wrongText={t('nope', { answer: right })} />
      {chosen && <NextButton onNext={onNext} />}
    </div>
  );
}

