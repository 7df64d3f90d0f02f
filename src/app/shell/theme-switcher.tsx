import { useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { chooseTheme, readThemeChoice, subscribeTheme, THEME_CHOICES, type ThemeChoice } from '@/lib/theme';

const icons: Record<ThemeChoice, ReactNode> = {
  light: (
    <>
      <circle cx="10" cy="10" r="3.5" />
      <path d="M10 1.5v2.5M10 16v2.5M1.5 10H4M16 10h2.5M4 4l1.8 1.8M14.2 14.2 16 16M4 16l1.8-1.8M14.2 5.8 16 4" />
    </>
  ),
  dark: <path d="M16.5 12.5A7 7 0 0 1 7.5 3.5a7 7 0 1 0 9 9Z" />,
  system: (
    <>
      <rect x="2" y="3" width="16" height="11" rx="1.5" />
      <path d="M7 17.5h6M10 14v3.5" />
    </>
  ),
};

/** Light, dark, or the device's setting: three toggle buttons in the header; the pressed one is the choice. */
export function ThemeSwitcher() {
  const { t } = useTranslation();
  const choice = useSyncExternalStore(subscribeTheme, readThemeChoice, () => 'system' as const);
  return (
    <div role="group" aria-label={t('theme.label')} className="flex items-center rounded-md border border-slate-300 p-0.5">
      {THEME_CHOICES.map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={choice === option}
          aria-label={t(`theme.${option}`)}
          title={t(`theme.${option}`)}
          onClick={() => {
            chooseTheme(option);
          }}
          className={`inline-flex size-8 items-center justify-center rounded ${choice === option ? 'bg-slate-800 text-white' : 'text-slate-700 hover:bg-slate-100'}`}
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round">
            {icons[option]}
          </svg>
        </button>
      ))}
    </div>
  );
}
