import type { InputHTMLAttributes, RefObject } from 'react';

/**
 * The answer field of every typing exercise (DECISIONS.md "Typing German"): no autocomplete,
 * autocorrect, capitalisation or spell check — phone keyboards otherwise give answers away or
 * "fix" them — and a green or red border once the answer is judged.
 */
export function AnswerInput({
  inputRef,
  state = null,
  className = '',
  ...input
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'ref'> & { inputRef?: RefObject<HTMLInputElement | null>; state?: 'right' | 'wrong' | null }) {
  const tone = state === 'right' ? 'border-emerald-600 bg-emerald-50' : state === 'wrong' ? 'border-red-600 bg-red-50' : 'border-slate-400';
  return (
    <input
      ref={inputRef}
      type="text"
      autoComplete="off"
      autoCorrect="off"
      autoCapitalize="off"
      spellCheck={false}
      className={`w-full rounded-lg border-2 px-3 py-2.5 text-lg ${tone} ${className}`}
      {...input}
    />
  );
}
