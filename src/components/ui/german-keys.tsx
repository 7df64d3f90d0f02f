import type { RefObject } from 'react';
import { GERMAN_LETTERS } from '@/lib/answer-check';

/**
 * On-screen ä ö ü ß for every typing exercise (DECISIONS.md "Typing German": phone keyboards often
 * lack them); inserts at the caret of the field and gives the focus back to it.
 */
export function GermanKeys({
  inputRef,
  onInsert,
  label,
  disabled,
}: {
  inputRef: RefObject<HTMLInputElement | null>;
  onInsert: (value: string) => void;
  label: (letter: string) => string;
  disabled?: boolean;
}) {
  return (
    <>
      {GERMAN_LETTERS.map((letter) => (
        <button
          key={letter}
          type="button"
          disabled={disabled}
          className="btn-secondary min-w-11 px-3 py-1.5 text-lg"
          aria-label={label(letter)}
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
    </>
  );
}
