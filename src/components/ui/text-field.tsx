import { useId, useState, type InputHTMLAttributes, type Ref } from 'react';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  error?: string | null;
  hint?: string;
  /** Offer a show/hide button (password fields). */
  revealLabel?: string;
  /** The input itself (e.g. to move focus to the first wrong field). */
  ref?: Ref<HTMLInputElement>;
}

/**
 * A labelled input with its hint and error wired up for assistive technology
 * (aria-describedby, aria-invalid). Paste and password managers are never blocked (WCAG 3.3.8).
 */
export function TextField({ label, error, hint, revealLabel, type = 'text', className, ...input }: TextFieldProps) {
  const id = useId();
  const [revealed, setRevealed] = useState(false);
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="block font-semibold text-slate-900">
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      <div className="mt-1 flex gap-2">
        <input
          id={id}
          type={revealLabel && revealed ? 'text' : type}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`w-full rounded-lg border bg-white px-3 py-2.5 text-base ${error ? 'border-red-600' : 'border-slate-400'}`}
          {...input}
        />
        {revealLabel && (
          <button type="button" className="btn-secondary shrink-0 px-3 text-sm" aria-pressed={revealed} onClick={() => setRevealed((r) => !r)}>
            {revealLabel}
          </button>
        )}
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
