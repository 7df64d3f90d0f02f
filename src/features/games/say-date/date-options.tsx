import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { canSpeak, speakGerman } from '@/lib/speech';

/** What the learner did with an item: right or wrong, and the option chosen (choice items). */
export interface Verdict {
  correct: boolean;
  chosen?: string;
  /** Right, but typed with ae/oe/ue/ss. */
  viaSubstitute?: boolean;
}

/** Choice buttons: the right one marked ✓ after answering, a wrong choice ✗ (never colour alone). */
export function Options({ options, answer, verdict, german, labelledBy, onChoose }: { options: readonly string[]; answer: string; verdict: Verdict | null; german: boolean; labelledBy: string; onChoose: (option: string) => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.querySelector('button')?.focus();
  }, []);
  return (
    <div ref={ref} role="group" aria-labelledby={labelledBy} className="mt-4 grid gap-2 sm:grid-cols-2">
      {options.map((option) => {
        const state = verdict ? (option === answer ? 'right' : option === verdict.chosen ? 'wrong' : 'idle') : 'idle';
        return (
          <button
            key={option}
            type="button"
            lang={german ? 'de' : undefined}
            disabled={verdict !== null}
            onClick={() => onChoose(option)}
            className={`min-h-11 rounded-lg border-2 px-4 py-2 text-left text-lg font-medium disabled:cursor-default ${
              state === 'right' ? 'border-emerald-600 bg-emerald-50' : state === 'wrong' ? 'border-red-600 bg-red-50' : 'border-slate-300 hover:border-brand-600'
            }`}
          >
            {state !== 'idle' && <span aria-hidden="true">{state === 'right' ? '✓ ' : '✗ '}</span>}
            {option}
          </button>
        );
      })}
    </div>
  );
}

/** Says the German aloud (only where the browser can speak). */
export function ListenButton({ text }: { text: string }) {
  const { t } = useTranslation('game-say-date');
  if (!canSpeak()) return null;
  return (
    <button type="button" className="btn-secondary mt-2" onClick={() => speakGerman(text)}>
      <span aria-hidden="true">{'🔊 '}</span>
      {t('listen')}
    </button>
  );
}

