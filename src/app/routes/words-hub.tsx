import { useTranslation } from 'react-i18next';
import { AppLink } from '@/components/ui/app-link';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { useAppStore } from '@/store/store';
import { wordLevels } from '../word-levels';

/** /words: the three level pages and the review trainer. */
export function Component() {
  const { t } = useTranslation('words');
  const reviews = useAppStore((s) => s.reviews);
  return (
    <div className="page">
      <title>{`${t('hubTitle')} – ${env.siteName}`}</title>
      <Breadcrumb label={t('breadcrumbWords')} items={[{ label: t('breadcrumbMain'), to: paths.home }, { label: t('breadcrumbWords') }]} />
      <h1 className="page-title mt-2">{t('hubTitle')}</h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-700">{t('hubLead')}</p>
      <ul className="mt-8 grid gap-4 sm:grid-cols-3">
        {wordLevels.map((level) => (
          <li key={level.slug}>
            <AppLink to={`${paths.words}/${level.slug}`} className="card flex h-full gap-4 hover:border-brand-600 hover:shadow-md">
              <img src={`/icons/noto/${level.icon}.svg`} alt="" width={56} height={56} className="size-14" />
              <span>
                <span className="block text-lg font-semibold">{t(`levels.${level.slug}.title`)}</span>
                <span className="mt-1 block text-slate-700">{t(`levels.${level.slug}.text`)}</span>
              </span>
            </AppLink>
          </li>
        ))}
      </ul>
      <p className="mt-8">
        <AppLink to={paths.wordsReviews} className="btn-secondary">
          {t('reviewsLink', { count: reviews.length })}
        </AppLink>
      </p>
    </div>
  );
}
