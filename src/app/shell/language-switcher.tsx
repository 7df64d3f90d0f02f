import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGS, NATIVE_NAMES, htmlLangOf } from '@/i18n/languages';
import { useInterfaceLanguage } from './use-interface-language';

/** Interface language chooser in the header, showing each language by its native name. */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const { lang: curLang, choose } = useInterfaceLanguage();
  const id = useId();
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
        value={curLang}
        onChange={(e) => {
          choose(e.target.value);
        }}
        className="rounded-md border border-slate-300 bg-white py-1.5 pr-2 pl-2 text-sm"
      >
        {LANGS.map((lang) => (
          <option key={lang} value={lang} lang={htmlLangOf(lang)}>
            {NATIVE_NAMES[lang]}
          </option>
        ))}
      </select>
    </div>
  );
}
