import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useSearchParams, type LoaderFunctionArgs } from 'react-router-dom';
import { AppLink } from '@/components/ui/app-link';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { env } from '@/config/env';
import { textIn } from '@/i18n/languages';
import { paths } from '@/config/paths';
import { GrammarQuiz } from '@/features/grammar/components/grammar-quiz';
import { Teaser } from '@/features/grammar/components/teaser';
import { loadA2Lesson } from '@/features/grammar/content/load';
import { a2ProgressTopic } from '@/features/grammar/content/progress-topics';
import type { A2Lesson } from '@/features/grammar/content/types';
import { exerciseFrom, itemsOfExercise, lessonExercises } from '@/features/grammar/model/exercises';
import { itemsOf } from '@/features/grammar/model/quiz';
import { recordProgress } from '@/store/sync/record-progress';
import { useFirstRenderRandom } from '@/lib/hydration';
import { PrintWorksheet } from '@/features/worksheets/components/print-worksheet';
import { useAppStore } from '@/store/store';
import { grammarSheet } from '../worksheet-sources';
import { OtherArticles } from '../other-articles';
import { teaserTiles } from '../teaser-tiles';
import { Component as NotFound } from './not-found';

export async function loader({ params }: LoaderFunctionArgs): Promise<A2Lesson | null> {
  return loadA2Lesson(params.slug ?? '');
}

/** /grammar/a2/<lesson>: English rules and practice (spec 001 "A2 grammar lessons"); behind login. */
export function Component() {
  const lesson = useLoaderData<A2Lesson | null>();
  const { t } = useTranslation('grammar');
  const token = useAppStore((s) => s.token);
  const lang = useAppStore((s) => s.curLang);
  // One exercise of the lesson (?exercise=n, from the A2 index's cards) or the whole list.
  const [search] = useSearchParams();
  const exerciseParam = search.get('exercise');
  const exercise = useMemo(() => (lesson ? exerciseFrom(exerciseParam, lesson.elements.length) : null), [lesson, exerciseParam]);
  const items = useMemo(() => (lesson ? itemsOfExercise(itemsOf({ kind: 'lesson', lesson }), exercise) : []), [lesson, exercise]);
  const random = useFirstRenderRandom('teaser');
  const tiles = useMemo(() => teaserTiles(lang, random), [lang, random]);
  if (!lesson) return <NotFound />;
  const title = textIn(lesson.title, lang);
  return (
    <div className="page">
      <title>{`${title} – ${env.siteName}`}</title>
      <Breadcrumb
        label={t('breadcrumbGrammar')}
        items={[{ label: t('breadcrumbMain'), to: paths.home }, { label: t('breadcrumbA2'), to: paths.grammarA2 }, { label: title }]}
      />
      <h1 className="page-title mt-2">{title}</h1>
      <p className="mt-3">
        <PrintWorksheet topic={{ key: `grammar-a2-${lesson.slug}`, title: lesson.title, level: 'A2', load: () => Promise.resolve(grammarSheet(itemsOf({ kind: 'lesson', lesson }))) }} />
      </p>
      {token ? (
        <>
          {exercise && (
            <p className="mt-1 text-lg text-slate-700">
              {t('a2.exerciseOf', { n: exercise.n, total: lessonExercises(lesson.elements.length).length, from: exercise.from, to: exercise.to })}
            </p>
          )}
          <GrammarQuiz key={exercise?.n ?? 'all'} rules={lesson.rules} rulesLang="en" items={items} onRoundFinished={(ok) => ok && recordProgress(a2ProgressTopic(lesson.slug), 'practice')}>
            <Teaser tiles={tiles} />
          </GrammarQuiz>
        </>
      ) : (
        <div className="mt-6 space-y-3">
          <p className="text-lg">{t('a2.loginRequired')}</p>
          <AppLink to={`${paths.login}?redirect=${encodeURIComponent(`${paths.grammarA2}/${lesson.slug}`)}`} className="btn-primary">
            {t('a2.loginToPractice')}
          </AppLink>
        </div>
      )}
      <OtherArticles lang={lang} heading={t('otherArticles')} />
    </div>
  );
}
