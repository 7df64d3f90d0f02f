import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { GrammarQuiz } from '@/features/grammar/components/grammar-quiz';
import { Teaser } from '@/features/grammar/components/teaser';
import { loadA1Topic } from '@/features/grammar/content/load';
import { a1ProgressTopic } from '@/features/grammar/content/progress-topics';
import type { A1Topic } from '@/features/grammar/content/types';
import { itemsOf } from '@/features/grammar/model/quiz';
import { recordProgress } from '@/features/progress/sync';
import { useFirstRenderRandom } from '@/lib/hydration';
import { useAppStore } from '@/store/store';
import { OtherArticles } from '../other-articles';
import { teaserTiles } from '../teaser-tiles';
import { Component as NotFound } from './not-found';

export async function loader({ params }: LoaderFunctionArgs): Promise<A1Topic | null> {
  return loadA1Topic(params.slug ?? '');
}

/** /grammar/<topic>: rules in the interface language, then practice (spec 000 §2, §4). */
export function Component() {
  const topic = useLoaderData<A1Topic | null>();
  const { t } = useTranslation('grammar');
  const lang = useAppStore((s) => s.curLang);
  const items = useMemo(() => (topic ? itemsOf(topic.practice) : []), [topic]);
  const random = useFirstRenderRandom('teaser');
  const tiles = useMemo(() => teaserTiles(lang, random), [lang, random]);
  if (!topic) return <NotFound />;
  const title = topic.title[lang];
  return (
    <div className="page">
      <title>{`${title} – ${env.siteName}`}</title>
      <Breadcrumb label={t('breadcrumbGrammar')} items={[{ label: t('breadcrumbMain'), to: paths.home }, { label: t('breadcrumbGrammar'), to: paths.grammar }, { label: title }]} />
      <h1 className="page-title mt-2">{title}</h1>
      <p className="mt-2 max-w-3xl text-lg text-slate-700">{topic.descr[lang]}</p>
      <GrammarQuiz key={topic.slug} rules={topic.rules[lang]} rulesLang={lang} items={items} onRoundFinished={(ok) => ok && recordProgress(a1ProgressTopic(topic.slug), 'practice')}>
        <Teaser tiles={tiles} />
      </GrammarQuiz>
      <OtherArticles lang={lang} />
    </div>
  );
}
