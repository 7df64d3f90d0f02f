import { useTranslation } from 'react-i18next';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { CrosswordList } from '@/features/crosswords/components/crossword-list';
import { useAppStore } from '@/store/store';

/** /crosswords/: the weekly Sunday crosswords (spec 000 §2 "Crosswords list screen"). */
export function Component() {
  const { t } = useTranslation('crosswords');
  const token = useAppStore((s) => s.token);
  return (
    <div className="page">
      <title>{`${t('title')} – ${env.siteName}`}</title>
      <Breadcrumb label={t('breadcrumb')} items={[{ label: t('breadcrumbMain'), to: paths.home }, { label: t('title') }]} />
      <h1 className="page-title mt-2">{t('title')}</h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-700">{t('lead')}</p>
      <CrosswordList
        loggedIn={token !== null}
        loginPath={`${paths.login}?redirect=${encodeURIComponent(paths.crosswords)}`}
        gamePath={(id) => `${paths.crosswords}game/${id}`}
        uploadsBase={env.uploadsBaseUrl}
      />
    </div>
  );
}
