/** The gallows and figure, one part per wrong guess (8 parts); decorative — the count is in text. */
export function HangmanFigure({ wrong }: { wrong: number }) {
  const parts = [
    <line key="base" x1="10" y1="150" x2="90" y2="150" />,
    <line key="post" x1="30" y1="150" x2="30" y2="10" />,
    <line key="beam" x1="30" y1="10" x2="100" y2="10" />,
    <line key="rope" x1="100" y1="10" x2="100" y2="30" />,
    <circle key="head" cx="100" cy="44" r="14" />,
    <line key="body" x1="100" y1="58" x2="100" y2="105" />,
    <path key="arms" d="M80 80 L100 68 L120 80" />,
    <path key="legs" d="M82 135 L100 105 L118 135" />,
  ];
  return (
    <svg viewBox="0 0 130 160" aria-hidden="true" focusable="false" className="h-40 w-32 shrink-0 sm:h-56 sm:w-44" fill="none" stroke="currentColor" strokeWidth="5" strokeLinecap="round">
      {parts.slice(0, wrong)}
    </svg>
  );
}
