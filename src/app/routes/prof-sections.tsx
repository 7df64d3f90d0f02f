import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import type { ProfTag } from '@/api/endpoints/professional';
import { AppLink } from '@/components/ui/app-link';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { SectionBrowser } from '@/features/professional/components/section-browser';
import { useAppStore } from '@/store/store';
import { Component as NotFound } from './not-found';

/** /spec_vacabulary/ and /spec_vacabulary/{tag} (tag job or exam, default job; ?sectionid). */
export function Component() {
  const { t } = useTranslation('professional');
  const { tag: rawTag } = useParams();
  const [params, setParams] = useSearchParams();
  const token = useAppStore((s) => s.token);
  if (rawTag !== undefined && rawTag !== 'job' && rawTag !== 'exam') return <NotFound />;
  const tag: ProfTag = rawTag ?? 'job';
  const sectionId = Number(params.get('sectionid')) || null;
  const title = tag === 'job' ? t('titleJob') : t('titleExam');
  return (
    <div className="page">
      <title>{`${title} – ${env.siteName}`}</title>
      <Breadcrumb label={t('browserTitle')} items={[{ label: t('breadcrumbMain'), to: paths.home }, { label: title }]} />
      <h1 className="page-title mt-2">{title}</h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-700">{tag === 'job' ? t('leadJob') : t('leadExam')}</p>
      <nav aria-label={t('tags.label')} className="mt-4 flex gap-2">
        {(['job', 'exam'] as const).map((other) => (
          <AppLink
            key={other}
            to={other === 'job' ? paths.profSectionsJob : paths.profSectionsExam}
            aria-current={other === tag ? 'page' : undefined}
            className={`rounded-full border px-4 py-1.5 ${other === tag ? 'border-brand-700 bg-brand-50 font-semibold text-brand-800' : 'border-slate-300'}`}
          >
            {t(`tags.${other}`)}
          </AppLink>
        ))}
      </nav>
      <SectionBrowser
        key={tag}
        tag={tag}
        sectionId={sectionId}
        token={token}
        uploadsBase={env.uploadsBaseUrl}
        practiceLink={(subcategory, section) => `${paths.profPractice}?subcategory=${subcategory.ID}&section=${section}&tag=${tag}&type=${subcategory.Type}`}
        // The browser brings the topics into view itself: no jump to the top of the page.
        onSelectSection={(id) => setParams({ sectionid: String(id) }, { replace: true, preventScrollReset: true })}
      />
    </div>
  );
}
