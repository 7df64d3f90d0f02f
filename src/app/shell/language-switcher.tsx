import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGS, NATIVE_NAMES, htmlLangOf } from '@/i18n/languages';
import { useInterfaceLanguage } from './use-interface-language';

/** Keys that move a closed select's value at once (Chromium on Windows and Linux, Firefox). */
const BROWSE_KEYS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End', 'PageUp', 'PageDown']);

/**
 * Interface language chooser in the header, showing each language by its native name.
 * The language changes on commit only (WCAG 3.2.2 "On Input"): a pick with the mouse or a touch
 * (the browser's list) applies at once, while arrow keys and typed letters on the closed select
 * only move the choice — Enter or leaving the select applies it, Escape goes back (issue 25).
 */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const { lang: curLang, choose } = useInterfaceLanguage();
  const id = useId();
  const [pending, setPending] = useState<string | null>(null);
  // Whether the value is being moved by keys on the closed select (the last input was such a key).
  const browsing = useRef(false);
  const commit = () => {
    if (pending !== null && pending !== curLang) choose(pending);
    setPending(null);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLSelectElement>) => {
    if (event.key === 'Enter') {
      if (pending !== null) event.preventDefault();
      commit();
    } else if (event.key === 'Escape' && pending !== null) {
      event.preventDefault();
      setPending(null);
    } else if (event.altKey || event.key === ' ' || event.key === 'F4') {
      browsing.current = false; // opens the browser's list: a pick there is a commit
    } else if (BROWSE_KEYS.has(event.key) || event.key.length === 1) {
      browsing.current = true;
    }
  };
  return (
    <div className="flex items-center gap-1">
      <label htmlFor={id} className="sr-only">
        {t('language.label')}
      </label>
      <svg aria-hidden="true" viewBox="0 0 20 20" className="hidden size-5 text-slate-600 sm:block">
        <circle cx="10" cy="10" r="8" fill="none" stroke="currentColor" strokeWidth="1.5" />
        <path d="M2 10h16M10 2c3 3 3 13 0 16M10 2c-3 3-3 13 0 16" fill="none" stroke="currentColor" strokeWidth="1.5" />
      </svg>
      <select
        id={id}
        value={pending ?? curLang}
        onPointerDown={() => {
          browsing.current = false;
        }}
        onKeyDown={onKeyDown}
        onChange={(e) => {
          if (browsing.current) setPending(e.target.value);
          else {
            setPending(null);
            choose(e.target.value);
          }
        }}
        onBlur={commit}
        aria-describedby={pending !== null ? `${id}-hint` : undefined}
        className="rounded-md border border-slate-300 bg-white py-1.5 pr-2 pl-2 text-sm"
      >
        {LANGS.map((lang) => (
          <option key={lang} value={lang} lang={htmlLangOf(lang)}>
            {NATIVE_NAMES[lang]}
          </option>
        ))}
      </select>
      {pending !== null && (
        <span id={`${id}-hint`} className="sr-only">
          {t('language.commitHint')}
        </span>
      )}
    </div>
  );
}
