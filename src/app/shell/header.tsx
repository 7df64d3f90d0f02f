import { useTranslation } from 'react-i18next';
import { AppLink } from '@/components/ui/app-link';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { LanguageSwitcher } from './language-switcher';
import { FrogMark } from './logo';
import { MainMenu } from './main-menu';
import { ThemeSwitcher } from './theme-switcher';

export function Header() {
  const { t } = useTranslation();
  return (
    <header className="border-b border-slate-200 bg-white">
      {/* Wraps rather than overflows: on the narrowest phones the language select takes a second row. */}
      <div className="relative mx-auto flex max-w-6xl flex-wrap items-center gap-x-2 gap-y-1 px-4 py-2 sm:gap-x-3">
        <AppLink
          to={paths.home}
          className="flex min-w-0 items-center gap-2 rounded-md text-base leading-tight font-bold text-slate-900 sm:text-lg"
          aria-label={t('logoLabel', { siteName: env.siteName })}
        >
          <FrogMark className="size-10 shrink-0" />
          {/* The link is named by its aria-label; below 375 px the frog alone leaves room for the menu. */}
          <span className="w-min max-[374px]:sr-only sm:w-auto">{env.siteName}</span>
        </AppLink>
        <div className="ml-auto desk:ml-4 desk:flex-1">
          <MainMenu />
        </div>
        <div className="flex items-center gap-2">
          <ThemeSwitcher />
          <LanguageSwitcher />
        </div>
      </div>
    </header>
  );
}
