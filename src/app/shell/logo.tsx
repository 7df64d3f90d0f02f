/** The site's frog mascot, drawn inline so the header paints without a request. */
export function FrogMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 48 48" aria-hidden="true" className={className}>
      <ellipse cx="24" cy="30" rx="19" ry="14" fill="#3f9b4a" />
      <circle cx="14" cy="16" r="8" fill="#3f9b4a" />
      <circle cx="34" cy="16" r="8" fill="#3f9b4a" />
      <circle cx="14" cy="16" r="5" fill="#fff" />
      <circle cx="34" cy="16" r="5" fill="#fff" />
      <circle cx="15" cy="17" r="2.4" fill="#1f2937" />
      <circle cx="33" cy="17" r="2.4" fill="#1f2937" />
      <path d="M14 32q10 8 20 0" fill="none" stroke="#1f2937" strokeWidth="2.2" strokeLinecap="round" />
      <rect x="6" y="40" width="12" height="3" rx="1.5" fill="#000" />
      <rect x="18" y="40" width="12" height="3" rx="1.5" fill="#dd0000" />
      <rect x="30" y="40" width="12" height="3" rx="1.5" fill="#ffce00" />
    </svg>
  );
}
