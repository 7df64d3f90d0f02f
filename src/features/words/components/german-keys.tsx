import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { GERMAN_LETTERS } from '@/lib/answer-check';

/** On-screen ä ö ü ß (phone keyboards often lack them); inserts at the caret of `input`. */
export function GermanKeys({ inputRef, onInsert, disabled }: { inputRef: RefObject<HTMLInputElement | null>; onInsert: (value: string) => void; disabled?: boolean }) {
  const { t } = useTranslation('words');
  return (
    <div className="flex gap-2">
      {GERMAN_LETTERS.map((letter) => (
        <button
          key={letter}
          type="button"
          disabled={disabled}
          className="btn-secondary min-w-11 px-3 py-1.5 text-lg"
          aria-label={t('insertLetter', { letter })}
          onClick={() => {
            const input = inputRef.current;
            if (!input) return;
            const start = input.selectionStart ?? input.value.length;
            const end = input.selectionEnd ?? input.value.length;
            onInsert(input.value.slice(0, start) + letter + input.value.slice(end));
            requestAnimationFrame(() => {
              input.focus();
              input.setSelectionRange(start + 1, start + 1);
            });
          }}
        >
          {letter}
        </button>
      ))}
    </div>
  );
}
