import { useTranslation } from 'react-i18next';
import { AppLink } from '@/components/ui/app-link';
import { StarRow } from '@/components/ui/star-row';
import { paths } from '@/config/paths';
import type { Lang } from '@/i18n/languages';
import { durationOf, formatDuration, groupLessons, mediaUrl } from '../content/catalogue';
import type { VideoLesson } from '../model/lesson';

/** The /video-lessons hub: lessons by level, then topic; each card with its poster, texts, length and stars. */
export function LessonHub({ lessons, lang, starsOf }: { lessons: readonly VideoLesson[]; lang: Lang; starsOf: (id: string) => number }) {
  const { t } = useTranslation('video-lessons');
  return (
    <div className="mt-6 space-y-10">
      {groupLessons(lessons).map(({ level, topics }) => (
        <section key={level} aria-labelledby={`video-level-${level}`}>
          <h2 id={`video-level-${level}`} className="text-2xl font-bold">
            {t('levelTitle', { level })}
          </h2>
          {topics.map(({ topic, lessons: list }) => (
            <section key={topic} aria-labelledby={`video-${level}-${topic}`} className="mt-5">
              <h3 id={`video-${level}-${topic}`} className="text-xl font-semibold text-slate-800">
                {t(`topics.${topic}`)}
              </h3>
              <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
                {list.map((lesson) => {
                  const stars = starsOf(lesson.id);
                  const seconds = durationOf(lesson.id);
                  return (
                    <li key={lesson.id} className="card flex h-full flex-col gap-2 hover:border-brand-600 hover:shadow-md" data-testid="video-card">
                      <AppLink to={`${paths.videoLessons}/${lesson.id}`} className="flex flex-col gap-2">
                        <img src={mediaUrl(lesson.id, 'jpg')} alt="" width={640} height={360} loading="lazy" decoding="async" className="aspect-video w-full rounded-md bg-brand-50 object-cover" />
                        <span className="text-lg font-semibold text-slate-900">{lesson.title[lang]}</span>
                        <span className="text-sm text-slate-700">{lesson.descr[lang]}</span>
                      </AppLink>
                      <span className="mt-auto flex flex-wrap items-center gap-3 pt-1 text-sm text-slate-700">
                        <StarRow count={stars} label={t('stars', { count: stars })} />
                        {seconds !== null && <span>{t('duration', { time: formatDuration(seconds) })}</span>}
                      </span>
                    </li>
                  );
                })}
              </ul>
            </section>
          ))}
        </section>
      ))}
    </div>
  );
}
