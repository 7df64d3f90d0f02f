import { useTranslation } from 'react-i18next';
import { AppLink } from '@/components/ui/app-link';
import { IconPicture } from '@/components/ui/icon-picture';
import { StarRow } from '@/components/ui/star-row';
import type { Lang } from '@/i18n/languages';
import type { GermanyQuizCard } from '../content/quiz-types';

/** The /quizzes/ hub: a card per quiz (icon, title, description, best stars). Catalogue only: no questions load here. */
export function QuizHub({ cards, lang, starsOf }: { cards: readonly GermanyQuizCard[]; lang: Lang; starsOf: (topic: string) => number }) {
  const { t } = useTranslation('quizzes');
  return (
    <ul className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {cards.map((card) => {
        const stars = starsOf(card.topic);
        return (
          <li key={card.id} className="card flex h-full flex-col gap-2 hover:border-brand-600 hover:shadow-md" data-testid="quiz-card">
            <AppLink to={card.url} className="flex gap-3">
              <IconPicture name={card.img} size={56} className="size-12 shrink-0 sm:size-14" />
              <span className="flex min-w-0 flex-col gap-1">
                <span className="text-lg font-semibold text-slate-900">{card.title[lang]}</span>
                <span className="text-sm text-slate-700">{card.descr[lang]}</span>
              </span>
            </AppLink>
            <span className="mt-auto flex flex-wrap items-center gap-3 pt-1 text-sm text-slate-700">
              <StarRow count={stars} label={t('stars', { count: stars })} />
              <span>{t('questionCount', { count: card.count })}</span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
