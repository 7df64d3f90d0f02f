import { useTranslation } from 'react-i18next';
import { AppLink } from '@/components/ui/app-link';
import { StarRow } from '@/components/ui/star-row';
import type { Lang } from '@/i18n/languages';
import { A2_INDEX } from '../content/a2-index';

/**
 * The A2 grammar index (spec 001 §2): title, intro until the visitor has been here before,
 * a table of contents whose entries scroll to each lesson, a grid of exercise cards per lesson
 * (disabled with 'Login to practice' for visitors), and a To Top button. Lesson titles are in the
 * interface language; `starsOf` gets each lesson's progress topic.
 */
export function A2Index({
  lang,
  showIntro,
  loggedIn,
  lessonPath,
  loginPath,
  starsOf,
}: {
  lang: Lang;
  showIntro: boolean;
  loggedIn: boolean;
  lessonPath: (slug: string) => string;
  loginPath: string;
  starsOf: (topic: string) => number;
}) {
  const { t } = useTranslation('grammar');
  return (
    <>
      {showIntro && <p className="mt-4 max-w-3xl rounded-lg bg-brand-50 p-4 text-lg">{t('a2.intro')}</p>}
      <nav aria-labelledby="a2-contents" className="mt-6">
        <h2 id="a2-contents" className="text-xl font-bold">
          {t('a2.contents')}
        </h2>
        <ol className="mt-2 grid list-decimal gap-x-8 gap-y-1 pl-6 sm:grid-cols-2">
          {A2_INDEX.map((lesson) => (
            <li key={lesson.slug}>
              <a href={`#${lesson.slug}`} className="text-link">
                {lesson.title[lang]}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {A2_INDEX.map((lesson, i) => (
        <section key={lesson.slug} id={lesson.slug} aria-labelledby={`${lesson.slug}-title`} className="mt-10 scroll-mt-4">
          <h2 id={`${lesson.slug}-title`} className="text-2xl font-bold">
            <span className="text-slate-500">{t('a2.lesson', { n: i + 1 })}: </span>
            {lesson.title[lang]}
          </h2>
          <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            <li className="card">
              <p className="font-semibold">{t('a2.open')}</p>
              <p className="text-sm text-slate-600">{t('a2.sentences', { count: lesson.count })}</p>
              <p className="mt-1">
                <StarRow count={starsOf(lesson.topic)} label={t('stars', { count: starsOf(lesson.topic) })} />
              </p>
              {loggedIn ? (
                <AppLink to={lessonPath(lesson.slug)} className="btn-primary mt-3" aria-label={`${t('a2.open')}: ${lesson.title[lang]}`}>
                  {t('a2.open')}
                </AppLink>
              ) : (
                <div className="mt-3 flex flex-wrap items-center gap-3">
                  <button type="button" className="btn-primary" disabled aria-describedby={`${lesson.slug}-login`}>
                    {t('a2.open')}
                  </button>
                  <AppLink id={`${lesson.slug}-login`} to={loginPath} className="text-link">
                    {t('a2.loginToPractice')}
                  </AppLink>
                </div>
              )}
            </li>
          </ul>
        </section>
      ))}
      <p className="mt-10">
        <button type="button" className="btn-secondary" onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}>
          ↑ {t('a2.toTop')}
        </button>
      </p>
    </>
  );
}
