import { useTranslation } from 'react-i18next';

/**
 * The quiz health (0–100, starts at 50) as a tug of war: correct answers pull the marker left, to
 * the learner. A meter with a name and a value in words (issue 25): "You 60 % – quiz 40 %", also
 * shown under the bar for everyone.
 */
export function TugOfWar({ health, label }: { health: number; label: string }) {
  const { t } = useTranslation('quiz');
  const value = Math.min(100, Math.max(0, Math.round(health)));
  const text = t('healthValue', { you: 100 - value, quiz: value });
  return (
    <div>
      <div
        role="meter"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={text}
        className="relative h-4 overflow-hidden rounded-full bg-gradient-to-r from-emerald-200 via-slate-100 to-rose-200"
      >
        <div className="absolute top-0 h-4 w-1.5 -translate-x-1/2 rounded bg-slate-900 transition-[left] duration-300" style={{ left: `${value}%` }} />
      </div>
      <p aria-hidden="true" className="mt-0.5 text-right text-xs text-slate-600 tabular-nums">
        {text}
      </p>
    </div>
  );
}
