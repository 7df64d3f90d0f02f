import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { htmlLangOf, LANGS, NATIVE_NAMES, type Lang } from '@/i18n/languages';
import { usePageDescription } from '@/lib/page-description';
import { safeReturnPath } from '@/lib/return-path';
import { useInterfaceLanguage } from '../shell/use-interface-language';

/** The language's name in the interface language ("Ukrainian" for an English reader), when it differs from its own name. */
function nameIn(lang: Lang, ui: Lang): string | null {
  let name: string | undefined;
  try {
    name = new Intl.DisplayNames(htmlLangOf(ui), { type: 'language' }).of(htmlLangOf(lang));
  } catch {
    return null;
  }
  if (!name || name.toLocaleLowerCase() === NATIVE_NAMES[lang].toLocaleLowerCase()) return null;
  return name.charAt(0).toLocaleUpperCase(htmlLangOf(ui)) + name.slice(1);
}

/**
 * `/loc`: the interface-language chooser. Languages are shown by their own names, never by flags
 * (a language is not a country: Ukrainian, Russian, Belarusian, Spanish and English are spoken
 * across borders, and a flag would tell some learners their language belongs to a state it
 * does not). Choosing one sets `site-language` through the same store action as the header's
 * select and returns to `?from=` (a same-origin path only; the home page otherwise).
 */
export function Component() {
  const { t } = useTranslation();
  const { lang: current, choose } = useInterfaceLanguage();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const back = safeReturnPath(params.get('from'), paths.home, paths.languages);
  usePageDescription(t('loc.lead'));
  const uiLang = htmlLangOf(current);
  const headingId = useId();
  return (
    <div className="page">
      <title>{`${t('loc.title')} – ${env.siteName}`}</title>
      <h1 id={headingId} className="page-title">{t('loc.title')}</h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-700">{t('loc.lead')}</p>
      <ul aria-labelledby={headingId} className="mt-6 grid max-w-3xl gap-3 sm:grid-cols-2">
        {LANGS.map((lang) => {
          const isCurrent = lang === current;
          const translated = nameIn(lang, current);
          return (
            <li key={lang}>
              <button
                type="button"
                lang={htmlLangOf(lang)}
                aria-current={isCurrent ? 'true' : undefined}
                onClick={() => {
                  if (choose(lang)) void navigate(back, { replace: true });
                }}
                className={`flex min-h-14 w-full items-center justify-between gap-3 rounded-lg border-2 px-4 py-2 text-left ${
                  isCurrent ? 'border-emerald-700 bg-emerald-50' : 'border-slate-300 bg-white hover:border-slate-500'
                }`}
              >
                <span className="min-w-0">
                  <span className="block text-lg font-semibold text-slate-900">{NATIVE_NAMES[lang]}</span>
                  {translated && (
                    <span lang={uiLang} className="block text-sm text-slate-600">
                      {translated}
                    </span>
                  )}
                </span>
                {isCurrent && (
                  <span lang={uiLang} className="shrink-0 text-sm font-semibold text-emerald-800">
                    <span aria-hidden="true">✓ </span>
                    {t('loc.current')}
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
