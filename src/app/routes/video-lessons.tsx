import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router-dom';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { loadAllLessons, RESULTS_TOPIC } from '@/features/video-lessons/content/catalogue';
import { LessonHub } from '@/features/video-lessons/components/lesson-hub';
import type { VideoLesson } from '@/features/video-lessons/model/lesson';
import { usePageDescription } from '@/lib/page-description';
import { starsOf } from '@/store/results-model';
import { useAppStore } from '@/store/store';

/** Every lesson's texts (each lesson file is its own small chunk, loaded side by side). */
export function loader(): Promise<VideoLesson[]> {
  return loadAllLessons();
}

/** /video-lessons (spec 000 §1, §2 "Hubs"; issue 16): the lessons by level and topic with their stars. */
export function Component() {
  const { t } = useTranslation('video-lessons');
  const lessons = useLoaderData<VideoLesson[]>();
  const lang = useAppStore((s) => s.curLang);
  const results = useAppStore((s) => s.quizResults);
  usePageDescription(t('hubDescription'));
  return (
    <div className="page">
      <title>{`${t('hubTitle')} – ${env.siteName}`}</title>
      <Breadcrumb label={t('breadcrumb')} items={[{ label: t('breadcrumbMain'), to: paths.home }, { label: t('hubTitle') }]} />
      <h1 className="page-title mt-2">{t('hubTitle')}</h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-700">{t('hubLead')}</p>
      <p className="mt-2 max-w-3xl text-slate-700">{t('hubPrivacy')}</p>
      <LessonHub lessons={lessons} lang={lang} starsOf={(id) => starsOf(results, RESULTS_TOPIC, id).filter(Boolean).length} />
    </div>
  );
}
