import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTranslate, type GameProps } from './shared';

/** Flashcards (spec 001 §4): flip by click or Space; the back appears after 0.5 s; X forgot, C know. */
export function Flashcards({ word, lang, onResult, onNext, flipped: startFlipped }: GameProps & { flipped: boolean }) {
  const { t } = useTranslation('professional');
  const translate = useTranslate(lang);
  const [turned, setTurned] = useState(false);
  const [revealed, setRevealed] = useState(false);
  const front = startFlipped ? translate(word) : word.Word;
  const back = startFlipped ? word.Word : translate(word);

  useEffect(() => {
    if (!turned) return;
    const id = window.setTimeout(() => setRevealed(true), 500);
    return () => window.clearTimeout(id);
  }, [turned]);

  const answer = (known: boolean) => {
    onResult(known);
    onNext();
  };

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.target instanceof HTMLInputElement) return;
      if (e.code === 'Space' && !turned) {
        e.preventDefault();
        setTurned(true);
      } else if (revealed && e.key.toLowerCase() === 'x') answer(false);
      else if (revealed && e.key.toLowerCase() === 'c') answer(true);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  });

  return (
    <div className="space-y-4">
      <button
        type="button"
        onClick={() => setTurned(true)}
        aria-label={t('flip')}
        className="flex min-h-40 w-full flex-col items-center justify-center rounded-2xl border-2 border-brand-600 bg-white p-6 text-center shadow"
      >
        <span lang={startFlipped ? undefined : 'de'} className="text-3xl font-bold">
          {front}
        </span>
        {revealed && (
          <span lang={startFlipped ? 'de' : undefined} className="mt-3 text-xl text-slate-700">
            {back}
          </span>
        )}
      </button>
      {revealed && (
        <div className="flex gap-3">
          <button type="button" className="btn-secondary flex-1" onClick={() => answer(false)}>
            {t('forgot')}
          </button>
          <button type="button" className="btn-primary flex-1" onClick={() => answer(true)} ref={(el) => el?.focus()}>
            {t('know')}
          </button>
        </div>
      )}
    </div>
  );
}

