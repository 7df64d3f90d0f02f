import { useQueries, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { profRatingsQueryOptions, profSectionsQueryOptions, type ProfTag } from '@/api/endpoints/professional';
import { isApiError } from '@/api/errors';
import { offlineMessage } from '@/api/offline-message';
import type { Section, Subcategory } from '@/api/schemas';
import { AppLink } from '@/components/ui/app-link';
import { UploadImage } from '@/components/ui/upload-image';
import { uploadUrl } from '@/lib/uploads-url';
import { useAppStore } from '@/store/store';
import { lowestRate, ratingStars, sectionIcon } from '../model/words';
import { RatingStars } from './rating-stars';

export const EXAM_LEVELS = ['All', 'A2', 'B1', 'B2', 'C1'] as const;
export type ExamLevel = (typeof EXAM_LEVELS)[number];

/** The section the page shows: the one asked for when it is in the list, else the first. */
export function activeSection(sections: readonly Section[], wanted: number | null): Section | undefined {
  return sections.find((s) => s.ID === wanted) ?? sections[0];
}

export function filterByLevel(sections: readonly Section[], level: ExamLevel): Section[] {
  return level === 'All' ? [...sections] : sections.filter((s) => (s.type ?? '').toUpperCase() === level);
}

/** 'Failed to fetch sections', or the message the failure carried (spec 001 §8). */
function sectionsError(error: unknown, fallback: string): string {
  const offline = offlineMessage(error);
  if (offline) return offline;
  if (isApiError(error)) return error.serverMessage ?? fallback;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

/**
 * Scrolls the topics heading to the top of the screen unless it is already in the upper half
 * (beside the sections on a wide screen); no smooth scrolling for reduced motion.
 */
function revealTopics(heading: HTMLElement | null): void {
  if (!heading) return;
  const top = heading.getBoundingClientRect().top;
  if (top >= 0 && top <= window.innerHeight / 2) return;
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  heading.scrollIntoView({ block: 'start', behavior: reduce ? 'auto' : 'smooth' });
}

interface Props {
  tag: ProfTag;
  sectionId: number | null;
  token: string | null;
  uploadsBase: string;
  /** The practice page of a subcategory; the link carries its kind of words (`Type`). */
  practiceLink: (subcategory: Subcategory, sectionId: number) => string;
  onSelectSection: (id: number) => void;
}

/** The professional-vocabulary section browser (spec 001 §2). */
export function SectionBrowser({ tag, sectionId, token, uploadsBase, practiceLink, onSelectSection }: Props) {
  const { t } = useTranslation('professional');
  const [level, setLevel] = useState<ExamLevel>('All');
  const group = useId();
  const sections = useQuery({
    ...profSectionsQueryOptions(tag),
    select: (answer) => {
      if (!answer.success) throw new Error(answer.message || t('fetchFailed'));
      return answer.Sections ?? [];
    },
  });
  const list = filterByLevel(sections.data ?? [], tag === 'exam' ? level : 'All');
  const active = activeSection(list, sectionId);
  // A tapped section: once it is the active one, its topics are brought into view and announced
  // (on a phone they sit below the list of sections, out of sight). `reveal` counts the taps, so
  // tapping the section already shown brings its topics into view too.
  const topicsHeading = useRef<HTMLHeadingElement>(null);
  const pendingReveal = useRef<number | null>(null);
  const [reveal, setReveal] = useState(0);
  const activeId = active?.ID;
  const activeName = active?.Name;
  useEffect(() => {
    if (pendingReveal.current === null || pendingReveal.current !== activeId || activeName === undefined) return;
    pendingReveal.current = null;
    revealTopics(topicsHeading.current);
    useAppStore.getState().announce(t('subcategories', { section: activeName }));
  }, [reveal, activeId, activeName, t]);
  const ratings = useQueries({
    queries: (active?.Subcategories ?? []).map((sub) => ({
      ...profRatingsQueryOptions(sub.ID, sub.Type),
      enabled: token !== null,
      retry: false,
    })),
  });

  if (sections.isPending) return <p className="mt-6">{t('loading')}</p>;
  if (sections.isError) return <p role="alert" className="mt-6 font-medium text-red-700">{sectionsError(sections.error, t('fetchFailed'))}</p>;

  return (
    <div className="mt-6">
      {tag === 'exam' && (
        <fieldset>
          <legend className="font-semibold">{t('levelFilter.label')}</legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {EXAM_LEVELS.map((option) => (
              <label
                key={option}
                className={`cursor-pointer rounded-full border px-4 py-1.5 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-blue-700 ${level === option ? 'border-brand-700 bg-brand-50 font-semibold text-brand-800' : 'border-slate-300'}`}
              >
                <input type="radio" name={group} className="sr-only" checked={level === option} onChange={() => setLevel(option)} />
                {option === 'All' ? t('levelFilter.all') : option}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {list.length === 0 ? (
        <p className="mt-6 text-lg">{t('noSections')}</p>
      ) : (
        <div className="mt-6 grid gap-6 lg:grid-cols-[18rem_1fr]">
          <nav aria-label={t('sections')}>
            <ul className="space-y-2">
              {list.map((section) => (
                <li key={section.ID}>
                  <button
                    type="button"
                    aria-current={section.ID === active?.ID ? 'true' : undefined}
                    onClick={() => {
                      pendingReveal.current = section.ID;
                      setReveal((n) => n + 1);
                      onSelectSection(section.ID);
                    }}
                    className={`card flex w-full items-center gap-3 text-left ${section.ID === active?.ID ? 'border-brand-700 ring-2 ring-brand-600' : 'hover:border-brand-600'}`}
                  >
                    <UploadImage src={uploadUrl(section.ImagePath, uploadsBase)} fallback={sectionIcon(tag)} size={40} className="size-10" />
                    <span>
                      <span lang="de" className="block font-semibold">
                        {section.Name}
                      </span>
                      {section.type && <span className="text-sm text-slate-600">{t('level', { level: section.type })}</span>}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          </nav>
          {active && (
            <section aria-labelledby="subcategories-title">
              <h2 id="subcategories-title" ref={topicsHeading} className="scroll-mt-4 text-xl font-bold">
                {t('subcategories', { section: active.Name })}
              </h2>
              <ul className="mt-3 grid gap-3 sm:grid-cols-2">
                {(active.Subcategories ?? []).map((sub, i) => (
                  <li key={sub.ID}>
                    <AppLink to={practiceLink(sub, active.ID)} className="card flex h-full flex-col gap-1 hover:border-brand-600 hover:shadow-md">
                      <span lang="de" className="font-semibold">
                        {sub.Name}
                      </span>
                      <span className="text-sm text-slate-600">{t(`types.${sub.Type}`)}</span>
                      <RatingStars count={ratingStars(lowestRate(ratings[i]?.data ?? []))} />
                    </AppLink>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
      )}
    </div>
  );
}
