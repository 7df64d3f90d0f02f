import { useTranslation } from 'react-i18next';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { TutorDirectory } from '@/features/tutors/components/tutor-directory';
import { usePageDescription } from '@/lib/page-description';
import { useAppStore } from '@/store/store';

const STEPS = ['choose', 'request', 'answer', 'trial'] as const;

/** /online-tutors/ (spec 000 §1, §2 "Hubs"): how tutoring works here, the tutors, a request form. */
export function Component() {
  const { t } = useTranslation('tutors');
  const lang = useAppStore((s) => s.curLang);
  usePageDescription(t('description'));
  return (
    <div className="page">
      <title>{`${t('title')} – ${env.siteName}`}</title>
      <Breadcrumb label={t('breadcrumb')} items={[{ label: t('breadcrumbMain'), to: paths.home }, { label: t('title') }]} />
      <h1 className="page-title mt-2">{t('title')}</h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-700">{t('lead')}</p>
      <section aria-labelledby="tutors-how" className="mt-8">
        <h2 id="tutors-how" className="text-2xl font-bold">
          {t('how.title')}
        </h2>
        <ol className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {STEPS.map((step, i) => (
            <li key={step} className="card flex gap-3">
              <span aria-hidden="true" className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white">
                {i + 1}
              </span>
              <span>{t(`how.${step}`)}</span>
            </li>
          ))}
        </ol>
        <p className="mt-4 max-w-3xl text-slate-700">{t('note')}</p>
      </section>
      <section aria-labelledby="tutors-list" className="mt-10">
        <h2 id="tutors-list" className="text-2xl font-bold">
          {t('listTitle')}
        </h2>
        <TutorDirectory lang={lang} uploadsBase={env.apiBaseUrl} />
      </section>
    </div>
  );
}
