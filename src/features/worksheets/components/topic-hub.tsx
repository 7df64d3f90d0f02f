import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '@/components/ui/app-link';
import { useAppStore } from '@/store/store';
import type { SheetArea, SheetTopic } from '../model/types';
import { PrintWorksheet } from './print-worksheet';

const AREAS: readonly SheetArea[] = ['words', 'grammar', 'phrases', 'quiz'];

/** /worksheets below the fixed sheets: every topic by area and level, with its print action and a search by name. */
export function TopicHub({ topics }: { topics: readonly SheetTopic[] }) {
  const { t } = useTranslation('worksheets');
  const lang = useAppStore((s) => s.curLang);
  const searchId = useId();
  const [query, setQuery] = useState('');
  const needle = query.trim().toLocaleLowerCase();
  const shown = useMemo(() => topics.filter((topic) => !needle || topic.title[lang].toLocaleLowerCase().includes(needle)), [topics, needle, lang]);
  const groups = AREAS.flatMap((area) => {
    const inArea = shown.filter((topic) => topic.area === area);
    const levels = [...new Set(inArea.map((topic) => topic.level))];
    return levels.map((level) => ({ area, level, items: inArea.filter((topic) => topic.level === level) }));
  });
  return (
    <section aria-labelledby="topic-sheets" className="mt-12">
      <h2 id="topic-sheets" className="text-2xl font-bold">
        {t('hub.title')}
      </h2>
      <p className="mt-2 max-w-3xl text-slate-700">{t('hub.lead')}</p>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <label htmlFor={searchId} className="font-semibold">
          {t('hub.search')}
        </label>
        <input id={searchId} type="search" value={query} onChange={(e) => setQuery(e.target.value)} className="rounded-md border border-slate-400 px-3 py-2" />
        <span role="status" className="text-slate-700">
          {shown.length > 0 ? t('hub.count', { count: shown.length }) : t('hub.noMatch', { query: query.trim() })}
        </span>
      </div>
      {groups.map(({ area, level, items }) => (
        <section key={`${area}-${level}`} aria-labelledby={`sheets-${area}-${level}`} className="mt-8">
          <h3 id={`sheets-${area}-${level}`} className="text-xl font-bold">
            {t(`hub.areas.${area}`)}
            {level && ` – ${t('hub.level', { level })}`}
          </h3>
          <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {items.map((topic) => (
              <li key={topic.key} className="card flex flex-wrap items-center justify-between gap-3">
                <AppLink to={topic.url} className="text-link">
                  {topic.title[lang]}
                </AppLink>
                <PrintWorksheet topic={topic} className="btn-secondary shrink-0 px-3 py-1.5 text-sm" />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}
