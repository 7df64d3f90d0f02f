import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { StarRow } from '@/components/ui/star-row';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { loadLesson, RESULTS_TOPIC } from '@/features/video-lessons/content/catalogue';
import { LessonExercise } from '@/features/video-lessons/components/lesson-exercise';
import { LessonVideo } from '@/features/video-lessons/components/lesson-video';
import { Transcript } from '@/features/video-lessons/components/transcript';
import type { VideoLesson } from '@/features/video-lessons/model/lesson';
import { recordProgress } from '@/store/sync/record-progress';
import { usePageDescription } from '@/lib/page-description';
import { starsOf } from '@/store/results-model';
import { useAppStore } from '@/store/store';
import { Component as NotFound } from './not-found';

/** The lesson before the page renders (its own chunk); an unknown id is not found. */
export function loader({ params }: LoaderFunctionArgs): Promise<VideoLesson | null> {
  return loadLesson(params.id ?? '');
}

export function Component() {
  const lesson = useLoaderData<VideoLesson | null>();
  if (!lesson) return <NotFound />;
  return <LessonPage key={lesson.id} lesson={lesson} />;
}

/**
 * /video-lessons/<id> (issue 16): the video (self-hosted, captions, nothing loaded before play),
 * the transcript with its translation, and the exercise whose star goes to
 * `quiz_results["video-lessons_results"][<id>]`.
 */
function LessonPage({ lesson }: { lesson: VideoLesson }) {
  const { t } = useTranslation('video-lessons');
  const lang = useAppStore((s) => s.curLang);
  const stars = useAppStore((s) => starsOf(s.quizResults, RESULTS_TOPIC, lesson.id).filter(Boolean).length);
  const title = lesson.title[lang];
  // While the questions are answered the transcript and its translation are hidden (issue 25).
  const [answering, setAnswering] = useState(false);
  usePageDescription(lesson.descr[lang]);
  return (
    <div className="page">
      <title>{`${title} – ${t('hubTitle')} – ${env.siteName}`}</title>
      <Breadcrumb
        label={t('breadcrumb')}
        items={[{ label: t('breadcrumbMain'), to: paths.home }, { label: t('hubTitle'), to: paths.videoLessons }, { label: title }]}
      />
      <h1 className="page-title mt-2">{title}</h1>
      <p className="mt-2 flex flex-wrap items-center gap-3 text-slate-700">
        <span className="rounded-full bg-brand-50 px-3 py-0.5 text-sm font-semibold text-brand-800">{t('levelTitle', { level: lesson.level })}</span>
        <span className="text-sm">{t(`topics.${lesson.topic}`)}</span>
        <StarRow count={stars} label={t('stars', { count: stars })} />
      </p>
      <p className="mt-3 max-w-3xl text-lg text-slate-700">{lesson.descr[lang]}</p>
      <div className="mt-6">
        <LessonVideo lesson={lesson} title={title} />
      </div>
      <section aria-labelledby="video-transcript" className="mt-10">
        <h2 id="video-transcript" className="text-2xl font-bold">
          {t('transcriptTitle')}
        </h2>
        {answering ? (
          <p className="mt-2 max-w-3xl text-slate-700">{t('transcriptHidden')}</p>
        ) : (
          <>
            <p className="mt-2 max-w-3xl text-slate-700">{lang === 'de' ? t('transcriptLeadGerman') : t('transcriptLead')}</p>
            <Transcript lesson={lesson} lang={lang} />
          </>
        )}
      </section>
      <section aria-labelledby="video-exercise" className="mt-10">
        <h2 id="video-exercise" className="text-2xl font-bold">
          {t('exerciseTitle')}
        </h2>
        <p className="mt-2 max-w-3xl text-slate-700">{t('exerciseLead', { count: lesson.exercise.length })}</p>
        <div className="mt-4">
          <LessonExercise
            lesson={lesson}
            lang={lang}
            onRunningChange={setAnswering}
            onFinished={(successful) => successful && recordProgress(RESULTS_TOPIC, lesson.id)}
          />
        </div>
      </section>
    </div>
  );
}
