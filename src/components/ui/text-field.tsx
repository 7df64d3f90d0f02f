import { useState, type InputHTMLAttributes, type Ref } from 'react';
import { Field } from './field';

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
 * A labelled text input (a Field), its hint and error wired up for assistive technology.
 * Paste and password managers are never blocked (WCAG 3.3.8).
 */
export function TextField({ label, error, hint, revealLabel, type = 'text', className, ...input }: TextFieldProps) {
  const [revealed, setRevealed] = useState(false);
  return (
    <Field label={label} hint={hint} error={error} className={className} row>
      {(control) => (
        <>
          <input {...control} type={revealLabel && revealed ? 'text' : type} {...input} />
          {revealLabel && (
            <button type="button" className="btn-secondary shrink-0 px-3 text-sm" aria-pressed={revealed} onClick={() => setRevealed((r) => !r)}>
              {revealLabel}
            </button>
          )}
        </>
      )}
    </Field>
  );
}
