import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sameArticle, splitArticle } from '@/features/professional/model/words';
import { Feedback, NextButton, type GameProps } from './shared';

/** Gender (nouns): the first word is the article; the rest is shown. */
export function Gender({ word, onResult, onNext }: GameProps) {
  const { t } = useTranslation('professional');
  const { article, rest } = splitArticle(word.Word);
  const [chosen, setChosen] = useState<string | null>(null);
  const options = ['der', 'die', 'das', 'Unknown'];
  const choose = (option: string) => {
    if (chosen) return;
    setChosen(option);
    onResult(sameArticle(option, article));
  };
  const correct = chosen === null ? null : sameArticle(chosen, article);
  return (
    <div className="space-y-4">
      <p className="text-sm font-semibold text-slate-600 uppercase">{t('whichArticle')}</p>
      <p lang="de" className="text-3xl font-bold">
        ___ {rest}
      </p>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {options.map((o) => (
          <button key={o} type="button" lang="de" disabled={chosen !== null} onClick={() => choose(o)} className="rounded-lg border-2 border-slate-300 px-4 py-3 text-lg font-semibold hover:border-brand-600">
            {o === 'Unknown' ? t('unknownArticle') : o}
          </button>
        ))}
      </div>
      <Feedback correct={correct} wrongText={t('nope', { answer: article === 'Unknown' ? t('unknownArticle') : article })} />
      {chosen && <NextButton onNext={onNext} />}
    </div>
  );
}

