import { TIME_FACTORS, type TimeFactor } from '@/lib/time-limit';

/** A labelled choice of the time limit (WCAG 2.2.1); labels come from the caller's namespace. */
export function TimeLimitSelect({ label, value, labels, onChange }: { label: string; value: TimeFactor; labels: Record<TimeFactor, string>; onChange: (factor: TimeFactor) => void }) {
  return (
    <label className="flex flex-wrap items-center gap-2">
      <span className="font-semibold">{label}</span>
      <select value={value} onChange={(e) => onChange(Number(e.target.value) as TimeFactor)} className="rounded-md border border-slate-300 px-2 py-1.5">
        {TIME_FACTORS.map((f) => (
          <option key={f} value={f}>
            {labels[f]}
          </option>
        ))}
      </select>
    </label>
  );
}
