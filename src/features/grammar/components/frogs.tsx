/** The three result frogs (spec 000 §4), drawn for this project. */
export function Frog({ mood, label }: { mood: 'perfect' | 'good' | 'again'; label: string }) {
  const mouth =
    mood === 'again' ? <path d="M44 92q20-10 40 0" fill="none" stroke="#1f2937" strokeWidth="4" strokeLinecap="round" /> : <path d="M40 84q24 20 48 0" fill="none" stroke="#1f2937" strokeWidth="4" strokeLinecap="round" />;
  return (
    <svg role="img" aria-label={label} viewBox="0 0 128 128" className="size-32">
      <ellipse cx="64" cy="84" rx="50" ry="36" fill={mood === 'again' ? '#6b9e72' : '#3f9b4a'} />
      <circle cx="38" cy="46" r="20" fill={mood === 'again' ? '#6b9e72' : '#3f9b4a'} />
      <circle cx="90" cy="46" r="20" fill={mood === 'again' ? '#6b9e72' : '#3f9b4a'} />
      <circle cx="38" cy="46" r="12" fill="#fff" />
      <circle cx="90" cy="46" r="12" fill="#fff" />
      <circle cx={mood === 'again' ? 36 : 40} cy={mood === 'again' ? 50 : 47} r="6" fill="#1f2937" />
      <circle cx={mood === 'again' ? 88 : 92} cy={mood === 'again' ? 50 : 47} r="6" fill="#1f2937" />
      {mouth}
      {mood === 'perfect' && <path d="M42 26l8-16 14 12 14-12 8 16z" fill="#facc15" stroke="#b45309" strokeWidth="2" />}
      {mood === 'good' && (
        <>
          <circle cx="30" cy="80" r="6" fill="#f9a8d4" opacity="0.8" />
          <circle cx="98" cy="80" r="6" fill="#f9a8d4" opacity="0.8" />
        </>
      )}
      {mood === 'again' && <path d="M100 26q6 8 0 14q-6-6 0-14z" fill="#60a5fa" />}
    </svg>
  );
}
