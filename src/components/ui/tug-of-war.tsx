/** The quiz health (0–100, starts at 50) as a tug of war: correct answers pull the marker left, to the learner. */
export function TugOfWar({ health, label }: { health: number; label: string }) {
  return (
    <div
      role="meter"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={health}
      className="relative h-4 overflow-hidden rounded-full bg-gradient-to-r from-emerald-200 via-slate-100 to-rose-200"
    >
      <div className="absolute top-0 h-4 w-1.5 -translate-x-1/2 rounded bg-slate-900 transition-[left] duration-300" style={{ left: `${health}%` }} />
    </div>
  );
}
