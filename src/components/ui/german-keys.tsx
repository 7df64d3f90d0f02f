import type { RefObject } from 'react';
import { GERMAN_LETTERS } from '@/lib/answer-check';

/** The letters as keys show them: ä ö ü ß, or Ä Ö Ü ß for capitals (ß keeps its form). */
const lettersOf = (capitals: boolean) => GERMAN_LETTERS.map((letter) => (capitals && letter !== 'ß' ? letter.toUpperCase() : letter));

/**
 * On-screen ä ö ü ß keys (DECISIONS.md "Typing German": phone keyboards often lack them), each
 * giving its letter to `onType`. With `keepFocus` a press leaves the focus where it is.
 */
export function GermanLetterKeys({
  onType,
  label,
  capitals = false,
  keepFocus = false,
  disabled,
}: {
  onType: (letter: string) => void;
  label: (letter: string) => string;
  capitals?: boolean;
  keepFocus?: boolean;
  disabled?: boolean;
}) {
  return (
    <>
      {lettersOf(capitals).map((letter) => (
        <button
          key={letter}
          type="button"
          disabled={disabled}
          className="btn-secondary min-w-11 px-3 py-1.5 text-lg"
          aria-label={label(letter)}
          onMouseDown={keepFocus ? (e) => e.preventDefault() : undefined}
          onClick={() => onType(letter)}
        >
          {letter}
        </button>
      ))}
    </>
  );
}

/**
 * The German keys for every typing exercise: a letter goes in at the caret of the field, and the
 * focus goes back to it.
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
    <GermanLetterKeys
      label={label}
      disabled={disabled}
      onType={(letter) => {
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
    />
  );
}
