import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { shuffle } from '@/lib/random';
import { playSound } from '@/lib/sounds';
import { speakGerman } from '@/lib/speech';
import { checkBuiltPhrase } from '@/features/professional/model/answers';
import { NextButton, useTranslate, type GameProps } from './shared';

/** Build phrase (spec 001 §4): translation after 200 ms; tap shuffled words; Undo; Check phrase. */
export function BuildPhrase({ word, lang, onResult, onNext }: GameProps) {
  const { t } = useTranslation('professional');
  const translate = useTranslate(lang);
  const pieces = useMemo(() => shuffle(word.Word.trim().split(/\s+/)).map((text, id) => ({ id, text })), [word]);
  const [showTranslation, setShowTranslation] = useState(false);
  const [line, setLine] = useState<number[]>([]);
  const [state, setState] = useState<'answering' | 'correct' | 'wrong'>('answering');
  const [recorded, setRecorded] = useState(false);

  useEffect(() => {
    const id = window.setTimeout(() => setShowTranslation(true), 200);
    return () => window.clearTimeout(id);
  }, []);

  const check = () => {
    const ok = checkBuiltPhrase(line.map((i) => pieces[i]?.text ?? ''), word.Word);
    setState(ok ? 'correct' : 'wrong');
    // The first answer counts; a repeat only tells right or wrong.
    if (recorded) playSound(ok ? 'success' : 'wrong');
    else {
      setRecorded(true);
      onResult(ok);
    }
  };

  return (
    <div className="space-y-4">
      <p className="text-sm font-semibold text-slate-600 uppercase">{t('construct')}</p>
      <p className="min-h-8 text-xl font-semibold">{showTranslation ? translate(word) : ''}</p>
      <button type="button" className="btn-secondary" onClick={() => speakGerman(word.Word)}>
        {t('hint')}
      </button>
      <p lang="de" className="min-h-12 rounded-lg border-2 border-dashed border-slate-300 px-3 py-2 text-xl">
        {line.map((i) => pieces[i]?.text).join(' ')}
      </p>
      <div className="flex flex-wrap gap-2">
        {pieces.map((piece) => (
          <button
            key={piece.id}
            type="button"
            lang="de"
            disabled={line.includes(piece.id) || state !== 'answering'}
            onClick={() => setLine((l) => [...l, piece.id])}
            className="rounded-lg border-2 border-slate-300 px-3 py-2 text-lg hover:border-brand-600 disabled:opacity-40"
          >
            {piece.text}
          </button>
        ))}
      </div>
      <div className="flex flex-wrap gap-3">
        <button type="button" className="btn-secondary" disabled={line.length === 0 || state !== 'answering'} onClick={() => setLine((l) => l.slice(0, -1))}>
          {t('undo')}
        </button>
        <button type="button" className="btn-primary" disabled={line.length === 0 || state !== 'answering'} onClick={check}>
          {t('checkPhrase')}
        </button>
      </div>
      <p className={`min-h-7 font-semibold ${state === 'correct' ? 'text-emerald-800' : 'text-red-700'}`}>
        {state === 'correct' ? t('correct') : state === 'wrong' ? t('wrongPhrase', { phrase: word.Word }) : ''}
      </p>
      {state !== 'answering' && (
        <div className="flex gap-3">
          <button
            type="button"
            className="btn-secondary"
            onClick={() => {
              setLine([]);
              setState('answering');
            }}
          >
            {t('repeat')}
          </button>
          <NextButton onNext={onNext} label={t('nextPhrase')} />
        </div>
      )}
    </div>
  );
}

