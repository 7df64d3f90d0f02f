/** Three stars, `count` of them lit (progress 0–3, rating 0–3 or difficulty 1–3), one accessible name. */
export function StarRow({ count, label, size = 'size-5' }: { count: number; label: string; size?: string }) {
  return (
    <span role="img" aria-label={label} className="inline-flex gap-0.5">
      {[0, 1, 2].map((i) => (
        <svg key={i} aria-hidden="true" viewBox="0 0 20 20" className={`${size} ${i < count ? 'text-amber-500' : 'text-slate-300'}`}>
          <path d="M10 1.5l2.6 5.4 5.9.8-4.3 4.1 1 5.8L10 14.8l-5.2 2.8 1-5.8L1.5 7.7l5.9-.8z" fill="currentColor" />
        </svg>
      ))}
    </span>
  );
}
