import type { RefObject } from 'react';
import { AnswerInput } from '@/components/ui/answer-input';
import { GermanKeys } from '@/components/ui/german-keys';

/**
 * The inside of every "type the German" form: the label, the answer field (judged green or red),
 * the ä ö ü ß keys and the submit button. The form around it, its state and its texts belong to
 * the quiz; German is always marked `lang="de"`.
 */
export function GermanAnswerFields({
  id,
  label,
  value,
  onChange,
  inputRef,
  checkLabel,
  insertLabel,
  disabled = false,
  state = null,
  german = true,
  className,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  inputRef: RefObject<HTMLInputElement | null>;
  checkLabel: string;
  insertLabel: (letter: string) => string;
  disabled?: boolean;
  state?: 'right' | 'wrong' | null;
  /** false for answers in another language (no ä ö ü ß keys, no lang="de"). */
  german?: boolean;
  className?: string;
}) {
  return (
    <>
      <label htmlFor={id} className="block font-semibold">
        {label}
      </label>
      <AnswerInput id={id} inputRef={inputRef} lang={german ? 'de' : undefined} value={value} disabled={disabled} onChange={(e) => onChange(e.target.value)} state={state} className={className} />
      <div className="flex flex-wrap gap-2">
        {german && <GermanKeys inputRef={inputRef} onInsert={onChange} disabled={disabled} label={insertLabel} />}
        <button type="submit" className="btn-primary" disabled={disabled}>
          {checkLabel}
        </button>
      </div>
    </>
  );
}
