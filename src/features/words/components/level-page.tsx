import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '@/components/ui/app-link';
import type { Lang } from '@/i18n/languages';
import type { WordQuizEntry } from '../content/types';
import { kindOf, type WordKind } from '../model/catalogue-kinds';
import { IconPicture } from '@/components/ui/icon-picture';
import { StarRow } from '@/components/ui/star-row';

type Filter = 'all' | WordKind;

/** Topic cards of one level: picture, title in the interface language, Premium badge, stars, kind filter. */
export function LevelCards({
  entries,
  lang,
  starsOf,
}: {
  entries: readonly WordQuizEntry[];
  lang: Lang;
  starsOf: (id: string) => number;
}) {
  const { t } = useTranslation('words');
  const [filter, setFilter] = useState<Filter>('all');
  const groupId = useId();
  const kinds = (['nouns', 'verbs', 'adjectives'] as const).filter((k) => entries.some((e) => kindOf(e) === k));
  const shown = entries.filter((e) => filter === 'all' || kindOf(e) === filter);
  return (
    <>
      {kinds.length > 1 && (
        <fieldset className="mt-6">
          <legend className="font-semibold">{t('filter.label')}</legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {(['all', ...kinds] as Filter[]).map((option) => (
              <label key={option} className={`cursor-pointer rounded-full border px-4 py-1.5 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-blue-700 ${filter === option ? 'border-brand-700 bg-brand-50 font-semibold text-brand-800' : 'border-slate-300'}`}>
                <input type="radio" name={groupId} value={option} checked={filter === option} onChange={() => setFilter(option)} className="sr-only" />
                {t(`filter.${option}`)}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <ul className="mt-6 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {shown.map((entry) => (
          <li key={entry.id}>
            <AppLink to={entry.link} className="card flex h-full flex-col items-center gap-2 text-center hover:border-brand-600 hover:shadow-md">
              <IconPicture name={entry.img} size={64} className="size-12 sm:size-16" />
              <span className="font-semibold text-slate-900">{entry.descr[lang]}</span>
              <StarRow count={starsOf(entry.id)} label={t('stars', { count: starsOf(entry.id) })} />
              {entry.paywall && <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">{t('premium')}</span>}
            </AppLink>
          </li>
        ))}
      </ul>
    </>
  );
}
