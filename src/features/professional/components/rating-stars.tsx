import { useTranslation } from 'react-i18next';

/** 0–3 stars (spec 001 §9) or, for games, the difficulty 1–3. */
export function StarRow({ count, label }: { count: number; label?: string }) {
  const { t } = useTranslation('professional');
  return (
    <span role="img" aria-label={label ?? t('rating', { count })} className="inline-flex gap-0.5">
      {[0, 1, 2].map((i) => (
        <svg key={i} aria-hidden="true" viewBox="0 0 20 20" className={`size-4 ${i < count ? 'text-amber-500' : 'text-slate-300'}`}>
          <path d="M10 1.5l2.6 5.4 5.9.8-4.3 4.1 1 5.8L10 14.8l-5.2 2.8 1-5.8L1.5 7.7l5.9-.8z" fill="currentColor" />
        </svg>
      ))}
    </span>
  );
}
