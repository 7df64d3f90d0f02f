import { useId, type ReactNode } from 'react';

/** What ties a control to its field's label, hint and error: spread it onto the input, select or textarea. */
export interface FieldControl {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
  className: string;
}

interface FieldProps {
  label: string;
  hint?: string;
  error?: string | null;
  className?: string;
  /** The control with a button beside it (a password's show button). */
  row?: boolean;
  /** The control (input, select or textarea; `required` and the rest on it), given its wiring. */
  children: (control: FieldControl) => ReactNode;
}

/**
 * A labelled form control with its hint and error wired up for assistive technology
 * (aria-describedby, aria-invalid): the one field of every form. TextField is its text input.
 */
export function Field({ label, hint, error, className, row = false, children }: FieldProps) {
  const id = useId();
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
      <div className={row ? 'mt-1 flex gap-2' : 'mt-1'}>
        {children({
          id,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': describedBy,
          className: `w-full rounded-lg border bg-white px-3 py-2.5 text-base ${error ? 'border-red-600' : 'border-slate-400'}`,
        })}
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
