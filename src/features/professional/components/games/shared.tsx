import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProfWord } from '@/api/schemas';
import { AnswerInput } from '@/components/ui/answer-input';
import { GermanKeys } from '@/components/ui/german-keys';
import type { Lang } from '@/i18n/languages';
import { translationFor } from '@/features/professional/model/words';

/**
 * What every professional game gets (spec 001 §4): the word asked, all words of the set, the
 * interface language; `onResult` records the first answer of the word (the practice page passes
 * it to the quiz engine), `onNext` moves on. A time limit, where a game has one, is the engine's.
 */
export interface GameProps {
  word: ProfWord;
  words: readonly ProfWord[];
  lang: Lang;
  onResult: (correct: boolean) => void;
  onNext: () => void;
}

export function useTranslate(lang: Lang) {
  const { t } = useTranslation('professional');
  return (word: ProfWord) => translationFor(word, lang) ?? t('translationMissing', { language: lang });
}

/** The visible right/wrong line (the live region announces it; see useQuizSession). */
export function Feedback({ correct, wrongText }: { correct: boolean | null; wrongText: string }) {
  const { t } = useTranslation('professional');
  return <p className={`min-h-7 font-semibold ${correct ? 'text-emerald-800' : 'text-red-700'}`}>{correct === null ? '' : correct ? t('correct') : wrongText}</p>;
}

export function NextButton({ onNext, label }: { onNext: () => void; label?: string }) {
  const { t } = useTranslation('professional');
  return (
    <button type="button" className="btn-primary" onClick={onNext} ref={(el) => el?.focus()}>
      {label ?? t('next')}
    </button>
  );
}

/** A typing field with ä ö ü ß buttons and phone-keyboard settings (DECISIONS.md "Typing German"). */
export function TypeAnswer({ onSubmit, disabled, german }: { onSubmit: (text: string) => void; disabled: boolean; german: boolean }) {
  const { t } = useTranslation('professional');
  const [text, setText] = useState('');
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!disabled) ref.current?.focus();
  }, [disabled]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!disabled && text.trim() !== '') onSubmit(text);
  };
  return (
    <form onSubmit={submit} className="space-y-3">
      <label htmlFor="prof-answer" className="block font-semibold">
        {t('answerLabel')}
      </label>
      <AnswerInput id="prof-answer" inputRef={ref} lang={german ? 'de' : undefined} value={text} disabled={disabled} onChange={(e) => setText(e.target.value)} />
      <div className="flex flex-wrap gap-2">
        {german && <GermanKeys inputRef={ref} onInsert={setText} disabled={disabled} label={(letter) => t('insertLetter', { letter })} />}
        <button type="submit" className="btn-primary" disabled={disabled}>
          {t('check')}
        </button>
      </div>
    </form>
  );
}

