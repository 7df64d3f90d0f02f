import { useTranslation } from 'react-i18next';
import { AppLink } from '@/components/ui/app-link';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { LanguageSwitcher } from './language-switcher';
import { FrogMark } from './logo';
import { MainMenu } from './main-menu';

export function Header() {
  const { t } = useTranslation();
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="relative mx-auto flex max-w-6xl items-center gap-3 px-4 py-2">
        <AppLink
          to={paths.home}
          className="flex items-center gap-2 rounded-md text-lg font-bold text-slate-900"
          aria-label={t('logoLabel', { siteName: env.siteName })}
        >
          <FrogMark className="size-10" />
          <span>{env.siteName}</span>
        </AppLink>
        <div className="ml-auto desk:ml-4 desk:flex-1">
          <MainMenu />
        </div>
        <div>
          <LanguageSwitcher />
        </div>
      </div>
    </header>
  );
}
