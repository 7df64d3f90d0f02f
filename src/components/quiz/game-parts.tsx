import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { GermanAnswerFields } from './german-answer-fields';

/**
 * Small pieces every game screen shares (strings in the `quiz` namespace): the visible
 * right/wrong line, the Next button that takes the focus, and the German typing field.
 */

/** The visible right/wrong line (the live region announces it; see useQuizSession). */
export function Feedback({ correct, wrongText }: { correct: boolean | null; wrongText: string }) {
  const { t } = useTranslation('quiz');
  return <p className={`min-h-7 font-semibold ${correct ? 'text-emerald-800' : 'text-red-700'}`}>{correct === null ? '' : correct ? t('correct') : wrongText}</p>;
}

/** The running score beside a round's progress (visual only: the live region announces the score). */
export function ScoreTally({ correct, incorrect, className }: { correct: number; incorrect: number; className?: string }) {
  return (
    <span aria-hidden="true" className={className}>
      {`✓ ${correct}  ✗ ${incorrect}`}
    </span>
  );
}

/** Moves on; it takes the focus when it appears, so a keyboard learner continues with Enter. */
export function NextButton({ onNext, label }: { onNext: () => void; label?: string }) {
  const { t } = useTranslation('quiz');
  // Focus once, when the button appears — not again on every re-render of the game (a stable ref).
  const focusOnMount = useCallback((el: HTMLButtonElement | null) => el?.focus(), []);
  return (
    <button type="button" className="btn-primary" onClick={onNext} ref={focusOnMount}>
      {label ?? t('next')}
    </button>
  );
}

/** A typing field with ä ö ü ß buttons and phone-keyboard settings (DECISIONS.md "Typing German"). */
export function TypeAnswer({ onSubmit, disabled, german, label }: { onSubmit: (text: string) => void; disabled: boolean; german: boolean; label?: string }) {
  const { t } = useTranslation('quiz');
  const id = useId();
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
      <GermanAnswerFields
        id={id}
        label={label ?? t('answerLabel')}
        value={text}
        onChange={setText}
        inputRef={ref}
        checkLabel={t('check')}
        insertLabel={(letter) => t('insertLetter', { letter })}
        disabled={disabled}
        german={german}
      />
    </form>
  );
}
