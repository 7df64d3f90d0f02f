import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lang } from '@/i18n/languages';
import { speakGerman } from '@/lib/speech';
import type { Phrase } from '../content/types';

function SpeakerIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5">
      <path d="M4 9h4l5-4v14l-5-4H4zM16 8a5 5 0 0 1 0 8M18.5 5.5a9 9 0 0 1 0 13" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The set's phrases to scan and hear (issue 11): German, meaning in the interface language,
 * register and usage note. A phrase is spoken when the mouse rests on it and by its speaker button
 * (touch screens, keyboards), in the browser's de-DE voice — slower with "Slow speech".
 */
export function PhraseList({ phrases, lang }: { phrases: readonly Phrase[]; lang: Lang }) {
  const { t } = useTranslation('phrases');
  const [slow, setSlow] = useState(false);
  const slowId = useId();
  const say = (text: string) => speakGerman(text, { slow });
  return (
    <>
      <p className="mt-3 flex items-center gap-2">
        <input id={slowId} type="checkbox" checked={slow} onChange={(e) => setSlow(e.target.checked)} className="size-6 accent-brand-700" />
        <label htmlFor={slowId} className="font-medium">
          {t('slow')}
        </label>
      </p>
      <ul className="mt-3 grid gap-3 md:grid-cols-2">
        {phrases.map((phrase) => (
          <li
            key={phrase.de}
            className="card flex items-start gap-3"
            onPointerEnter={(e) => {
              // Hover is a mouse thing; on touch the button does it (DECISIONS.md "Speech").
              if (e.pointerType === 'mouse') say(phrase.de);
            }}
          >
            <div className="min-w-0 flex-1">
              <p lang="de" className="text-lg font-semibold text-slate-900">
                {phrase.de}
              </p>
              <p className="text-slate-700">{phrase.tr[lang]}</p>
              {phrase.register && (
                <p className="mt-1">
                  <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-800">{t(`register.${phrase.register}`)}</span>
                </p>
              )}
              {phrase.note && <p className="mt-1 text-sm text-slate-600">{phrase.note[lang]}</p>}
            </div>
            <button type="button" className="rounded-full p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900" aria-label={t('listen', { phrase: phrase.de })} onClick={() => say(phrase.de)}>
              <SpeakerIcon />
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}
