import { useTranslation } from 'react-i18next';
import { AppLink } from '@/components/ui/app-link';
import { StarRow } from '@/components/ui/star-row';
import type { Lang } from '@/i18n/languages';
import { A2_INDEX } from '../content/a2-index';
import { lessonExercises } from '../model/exercises';

/**
 * The A2 grammar index (spec 001 §2): title, intro until the visitor has been here before,
 * a table of contents whose entries scroll to each lesson, and each lesson a section with its
 * stars and a grid of exercise cards: the whole list ("Rules and practice") and its exercises of
 * ten or more sentences (model/exercises.ts). For visitors the cards are disabled and the
 * section shows 'Login to practice' (one link a section, which each card's button names). A To Top
 * button closes the page. Lesson titles are in the interface language; `starsOf` gets each
 * lesson's progress topic.
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
      {A2_INDEX.map((lesson, i) => {
        const title = lesson.title[lang];
        const stars = starsOf(lesson.topic);
        const loginId = `${lesson.slug}-login`;
        // The whole list (rules first, then rounds over all sentences), then each exercise.
        const cards = [
          { key: 'all', name: t('a2.open'), detail: t('a2.sentences', { count: lesson.count }), to: lessonPath(lesson.slug) },
          ...lessonExercises(lesson.count).map((e) => ({
            key: `exercise-${e.n}`,
            name: t('a2.exercise', { n: e.n }),
            detail: t('a2.range', { from: e.from, to: e.to }),
            to: `${lessonPath(lesson.slug)}?exercise=${e.n}`,
          })),
        ];
        return (
          <section key={lesson.slug} id={lesson.slug} aria-labelledby={`${lesson.slug}-title`} className="mt-10 scroll-mt-4">
            <h2 id={`${lesson.slug}-title`} className="text-2xl font-bold">
              <span className="text-slate-500">{t('a2.lesson', { n: i + 1 })}: </span>
              {title}
            </h2>
            <p className="mt-1">
              <StarRow count={stars} label={t('stars', { count: stars })} />
            </p>
            {!loggedIn && (
              <p className="mt-2">
                <AppLink id={loginId} to={loginPath} className="text-link">
                  {t('a2.loginToPractice')}
                </AppLink>
              </p>
            )}
            <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
              {cards.map((card) => {
                // The visible word first (WCAG 2.5.3), then which card of which lesson.
                const label = `${t('a2.start')}: ${card.name} – ${title}`;
                return (
                  <li key={card.key} className="card flex flex-col">
                    <h3 className="font-semibold">{card.name}</h3>
                    <p className="text-sm text-slate-600">{card.detail}</p>
                    {loggedIn ? (
                      <AppLink to={card.to} className="btn-primary mt-3 self-start" aria-label={label}>
                        {t('a2.start')}
                      </AppLink>
                    ) : (
                      <button type="button" className="btn-primary mt-3 self-start" disabled aria-label={label} aria-describedby={loginId}>
                        {t('a2.start')}
                      </button>
                    )}
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
      <p className="mt-10">
        <button type="button" className="btn-secondary" onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}>
          ↑ {t('a2.toTop')}
        </button>
      </p>
    </>
  );
}
