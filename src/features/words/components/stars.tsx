import { useTranslation } from 'react-i18next';

/** Three stars (spec 000 §3 "Quiz progress"), with their meaning for screen readers. */
export function Stars({ stars }: { stars: readonly boolean[] }) {
  const { t } = useTranslation('words');
  const count = stars.filter(Boolean).length;
  return (
    <span role="img" aria-label={t('stars', { count })} className="inline-flex gap-0.5">
      {stars.map((on, i) => (
        <svg key={i} aria-hidden="true" viewBox="0 0 20 20" className={`size-5 ${on ? 'text-amber-500' : 'text-slate-300'}`}>
          <path d="M10 1.5l2.6 5.4 5.9.8-4.3 4.1 1 5.8L10 14.8l-5.2 2.8 1-5.8L1.5 7.7l5.9-.8z" fill="currentColor" />
        </svg>
      ))}
    </span>
  );
}
