import { useTranslation } from 'react-i18next';
import { speakGerman } from '@/lib/speech';

/** Reads German aloud; the button is there for touch screens and keyboards, hover does the same on desktop. */
export function SpeakButton({ text }: { text: string }) {
  const { t } = useTranslation('words');
  return (
    <button type="button" className="rounded-full p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900" aria-label={t('speak', { word: text })} onClick={() => speakGerman(text)}>
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5">
        <path d="M4 9h4l5-4v14l-5-4H4zM16 8a5 5 0 0 1 0 8M18.5 5.5a9 9 0 0 1 0 13" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
      </svg>
    </button>
  );
}
