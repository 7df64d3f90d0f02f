import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { GrammarQuiz } from '@/features/grammar/components/grammar-quiz';
import { Teaser } from '@/features/grammar/components/teaser';
import { loadA1Topic, type A1TopicIn } from '@/features/grammar/content/load';
import { a1ProgressTopic } from '@/features/grammar/content/progress-topics';
import { itemsOf } from '@/features/grammar/model/quiz';
import { recordProgress } from '@/store/sync/record-progress';
import type { Lang } from '@/i18n/languages';
import { useFirstRenderRandom } from '@/lib/hydration';
import { PrintWorksheet } from '@/features/worksheets/components/print-worksheet';
import { useAppStore } from '@/store/store';
import { grammarSheet } from '../worksheet-sources';
import { OtherArticles } from '../other-articles';
import { teaserTiles } from '../teaser-tiles';
import { Component as NotFound } from './not-found';

export async function loader({ params }: LoaderFunctionArgs): Promise<A1TopicIn | null> {
  return loadA1Topic(params.slug ?? '', useAppStore.getState().curLang);
}

/**
 * The topic in the interface language: the loader's, and after a language switch the same topic
 * loaded with that language's rules (only the current language's rules are ever downloaded).
 */
function useTopicIn(loaded: A1TopicIn | null, lang: Lang): A1TopicIn | null {
  const [switched, setSwitched] = useState<A1TopicIn | null>(null);
  const current = switched?.slug === loaded?.slug && switched?.lang === lang ? switched : loaded;
  useEffect(() => {
    if (!loaded || loaded.lang === lang) return;
    let live = true;
    loadA1Topic(loaded.slug, lang).then(
      (topic) => live && setSwitched(topic),
      () => undefined, // offline: the rules stay in the language they were loaded in
    );
    return () => {
      live = false;
    };
  }, [loaded, lang]);
  return current;
}

/** /grammar/<topic>: rules in the interface language, then practice (spec 000 §2, §4). */
export function Component() {
  const loaded = useLoaderData<A1TopicIn | null>();
  const { t } = useTranslation('grammar');
  const lang = useAppStore((s) => s.curLang);
  const topic = useTopicIn(loaded, lang);
  // The practice is the same in every language: a language switch keeps the round going.
  const items = useMemo(() => (loaded ? itemsOf(loaded.practice) : []), [loaded]);
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
      <p className="mt-3">
        <PrintWorksheet topic={{ key: `grammar-${topic.slug}`, title: topic.title, level: 'A1', load: () => Promise.resolve(grammarSheet(items)) }} />
      </p>
      <GrammarQuiz key={topic.slug} rules={topic.rules} rulesLang={topic.lang} items={items} onRoundFinished={(ok) => ok && recordProgress(a1ProgressTopic(topic.slug), 'practice')}>
        <Teaser tiles={tiles} />
      </GrammarQuiz>
      <OtherArticles lang={lang} heading={t('otherArticles')} />
    </div>
  );
}
