import { digital, type Time } from './model/time-phrases';

const C = 100;
const point = (angle: number, r: number) => {
  const rad = ((angle - 90) * Math.PI) / 180;
  return { x: C + r * Math.cos(rad), y: C + r * Math.sin(rad) };
};

/**
 * An analogue clock drawn in code: the dial with 60 marks and the numbers 1–12, the hour hand
 * between the hours as the minutes pass, the minute hand. Its text alternative is `label` (the
 * time in digits — the question, never the German answer); no animation.
 */
export function AnalogueClock({ time, label, className = '' }: { time: Time; label: string; className?: string }) {
  const hourAngle = (time.h % 12) * 30 + time.m * 0.5;
  const minuteAngle = time.m * 6;
  const hourEnd = point(hourAngle, 50);
  const minuteEnd = point(minuteAngle, 74);
  return (
    <svg viewBox="0 0 200 200" role="img" aria-label={label} className={`block ${className}`} data-testid="analogue-clock">
      <circle cx={C} cy={C} r={96} fill="white" stroke="#334155" strokeWidth={4} />
      {Array.from({ length: 60 }, (_, i) => {
        const hour = i % 5 === 0;
        const a = point(i * 6, hour ? 80 : 86);
        const b = point(i * 6, 91);
        return <line key={i} x1={a.x} y1={a.y} x2={b.x} y2={b.y} stroke="#334155" strokeWidth={hour ? 3 : 1} strokeLinecap="round" />;
      })}
      {Array.from({ length: 12 }, (_, i) => {
        const p = point((i + 1) * 30, 66);
        return (
          <text key={i} x={p.x} y={p.y} textAnchor="middle" dominantBaseline="central" fontSize={16} fontWeight={600} fill="#0f172a">
            {i + 1}
          </text>
        );
      })}
      <line x1={C} y1={C} x2={hourEnd.x} y2={hourEnd.y} stroke="#0f172a" strokeWidth={8} strokeLinecap="round" data-testid="hour-hand" />
      <line x1={C} y1={C} x2={minuteEnd.x} y2={minuteEnd.y} stroke="#1d4ed8" strokeWidth={5} strokeLinecap="round" data-testid="minute-hand" />
      <circle cx={C} cy={C} r={6} fill="#0f172a" />
    </svg>
  );
}

/** A digital clock face („15:30“), with `label` for screen readers before the digits. */
export function DigitalClock({ time, label }: { time: Time; label: string }) {
  return (
    <p className="inline-block rounded-lg bg-slate-900 px-4 py-2 font-mono text-3xl font-bold tracking-wider text-emerald-300 tabular-nums" data-testid="digital-clock">
      <span className="sr-only">{label} </span>
      {digital(time)}
    </p>
  );
}
