import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '@/components/ui/app-link';
import { paths } from '@/config/paths';
import { htmlLangOf, type Lang } from '@/i18n/languages';
import { useHydrated } from '@/lib/hydration';
import { emptyToday, itemId, LIMIT_CHOICES, readToday, TODAY_LEVELS, writeToday, type TodayData, type TodayLevel } from '@/store/today-data';
import { notePractice, streak as streakOf } from '../model/days';
import { guessLevel, nextToLearn, starCells, AREAS, type Topic } from '../model/progress';
import { applyLimit, collectItems, dueToday, forecast, reviewedToday, type Grade, type SourceItem } from '../model/queue';
import { absorbCleared, newCard, preview, rate } from '../model/scheduler';
import { ProgressChart } from './progress-chart';
import { ReviewCard } from './review-card';
import { useGermanVoice } from './use-german-voice';

/**
 * /today (issue 30): the cards due today under the daily limit, the streak, next to learn in
 * each area, progress at a glance and the next 7 days' reviews. The schedule is read from this
 * device once hydrated (the prerendered page is a visitor's, with nothing scheduled).
 */
export function TodayPage({ sources, topics, starsOf, lang }: { sources: readonly SourceItem[]; topics: readonly Topic[]; starsOf: (topic: string) => number; lang: Lang }) {
  const hydrated = useHydrated();
  return hydrated ? <LiveToday sources={sources} topics={topics} starsOf={starsOf} lang={lang} /> : <Sections data={emptyToday()} sources={[]} topics={topics} starsOf={starsOf} lang={lang} now={null} />;
}

function LiveToday(props: { sources: readonly SourceItem[]; topics: readonly Topic[]; starsOf: (topic: string) => number; lang: Lang }) {
  const [data, setData] = useState<TodayData>(() => absorbCleared(readToday()));
  const [now, setNow] = useState(() => new Date());
  // Items cleared by the trainers became cards above: store them as such.
  useEffect(() => {
    if (readToday().cleared.length > 0) writeToday(data);
  }, [data]);
  return <Sections {...props} data={data} now={now} onChange={(next) => { setData(next); writeToday(next); setNow(new Date()); }} />;
}

function Sections({
  data,
  sources,
  topics,
  starsOf,
  lang,
  now,
  onChange,
}: {
  data: TodayData;
  sources: readonly SourceItem[];
  topics: readonly Topic[];
  starsOf: (topic: string) => number;
  lang: Lang;
  /** null while hydrating: nothing that depends on the clock is shown. */
  now: Date | null;
  onChange?: (data: TodayData) => void;
}) {
  const { t } = useTranslation('today');
  const locale = htmlLangOf(lang);
  const canListen = useGermanVoice();
  const items = useMemo(() => collectItems(data, sources), [data, sources]);
  const clock = now ?? new Date(0);
  const due = now ? dueToday(items, clock) : [];
  const done = now ? reviewedToday(items, clock) : new Set<string>();
  const session = applyLimit(due, done, data.limit);
  const current = session[0];
  const streak = now ? streakOf(data.days, clock) : { days: 0, practisedToday: false };
  const level = data.level ?? guessLevel(topics, starsOf);
  const next = nextToLearn(topics, starsOf, level);
  const cells = starCells(topics, starsOf);
  const days = now ? forecast(items, clock) : [];

  const answer = (grade: Grade) => {
    if (!current || !now || !onChange) return;
    const at = new Date();
    const card = rate(current.card ?? newCard(current, at), grade, at);
    onChange({ ...data, cards: { ...data.cards, [itemId(current.kind, current.de)]: card }, days: notePractice(data.days, at) });
  };
  const waits = current && now ? preview(current.card ?? newCard(current, clock), clock) : null;
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric' });

  return (
    <>
      <p className="mt-2 text-sm text-slate-600" data-testid="today-privacy">
        {t('privacy')}{' '}
        <AppLink to={paths.yourData} className="text-link">
          {t('yourDataLink')}
        </AppLink>
      </p>
      <p className="mt-3 font-semibold" data-testid="today-streak">
        {streak.days > 0 ? `${t('streak', { count: streak.days })} – ${streak.practisedToday ? t('streakDone') : t('streakKeep')}` : t('streakStart')}
      </p>

      <section aria-labelledby="today-reviews" className="mt-8">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="today-reviews" className="text-2xl font-bold">
            {t('review.title')}
          </h2>
          <label className="flex items-center gap-2 font-medium">
            {t('review.limitLabel')}
            <select
              className="rounded-lg border-2 border-slate-400 bg-white px-2 py-1"
              value={data.limit}
              disabled={!onChange}
              onChange={(e) => onChange?.({ ...data, limit: Number(e.target.value) })}
            >
              {[...new Set([...LIMIT_CHOICES, data.limit])].sort((a, b) => a - b).map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </label>
        </div>
        {now && session.length > 0 && <p className="mt-2 text-slate-700">{t('review.left', { count: session.length })}</p>}
        {current && waits ? (
          <ReviewCard key={`${current.id}-${current.card?.reps ?? 0}`} item={current} locale={locale} canListen={canListen} waits={waits} onRate={answer} />
        ) : (
          <p className="mt-3 text-lg" data-testid="today-empty">
            {due.length > session.length ? t('review.limitReached', { count: data.limit }) : done.size > 0 ? t('review.allDone') : t('review.nothing')}
          </p>
        )}
      </section>

      <section aria-labelledby="today-next" className="mt-10">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="today-next" className="text-2xl font-bold">
            {t('next.title')}
          </h2>
          <label className="flex items-center gap-2 font-medium">
            {t('next.level')}
            <select
              className="rounded-lg border-2 border-slate-400 bg-white px-2 py-1"
              value={level}
              disabled={!onChange}
              onChange={(e) => onChange?.({ ...data, level: e.target.value as TodayLevel })}
            >
              {TODAY_LEVELS.filter((l) => topics.some((topic) => topic.level === l)).map((l) => (
                <option key={l} value={l}>
                  {l.toUpperCase()}
                </option>
              ))}
            </select>
          </label>
        </div>
        <ul className="mt-4 grid gap-3 sm:grid-cols-3">
          {AREAS.map((area) => {
            const topic = next[area];
            return (
              <li key={area} className="card p-4">
                <p className="text-sm font-medium text-slate-600">
                  {t(`next.${area}`)}
                  {topic?.level ? ` · ${topic.level.toUpperCase()}` : ''}
                </p>
                {topic ? (
                  <AppLink to={topic.to} className="text-link mt-1 block text-lg font-semibold">
                    {topic.title[lang]}
                  </AppLink>
                ) : (
                  <p className="mt-1">{t('next.allStarred')}</p>
                )}
              </li>
            );
          })}
        </ul>
      </section>

      <section aria-labelledby="today-progress" className="mt-10">
        <h2 id="today-progress" className="text-2xl font-bold">
          {t('progress.title')}
        </h2>
        <ProgressChart cells={cells} />
      </section>

      {now && (
        <section aria-labelledby="today-forecast" className="mt-10">
          <h2 id="today-forecast" className="text-2xl font-bold">
            {t('forecast.title')}
          </h2>
          <table className="mt-4 w-full max-w-xl text-center tabular-nums" data-testid="today-forecast">
            <thead>
              <tr>
                <th scope="row" className="sr-only">
                  {t('forecast.day')}
                </th>
                {days.map((d, i) => (
                  <th key={d.day} scope="col" className="px-2 py-1 text-xs font-medium">
                    {i === 0 ? t('forecast.today') : weekday.format(new Date(`${d.day}T12:00:00`))}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              <tr>
                <th scope="row" className="sr-only">
                  {t('forecast.count')}
                </th>
                {days.map((d) => (
                  <td key={d.day} className="px-2 py-1 text-xl font-bold">
                    {d.count}
                  </td>
                ))}
              </tr>
            </tbody>
          </table>
        </section>
      )}
    </>
  );
}
