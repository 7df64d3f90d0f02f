import { useTranslation } from 'react-i18next';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { germanyQuizzes } from '@/features/games/content/germany-catalogue';
import { QuizHub } from '@/features/games/germany-quiz/quiz-hub';
import { usePageDescription } from '@/lib/page-description';
import { bestStarCount } from '@/store/results-model';
import { useAppStore } from '@/store/store';

/** /quizzes/ (spec 000 §2, issue 13): a card per quiz about Germany, from the generated catalogue (no questions load here). */
export function Component() {
  const { t } = useTranslation('quizzes');
  const lang = useAppStore((s) => s.curLang);
  const results = useAppStore((s) => s.quizResults);
  usePageDescription(t('hubLead'));
  return (
    <div className="page">
      <title>{`${t('hubTitle')} – ${env.siteName}`}</title>
      <Breadcrumb label={t('breadcrumb')} items={[{ label: t('breadcrumbMain'), to: paths.home }, { label: t('hubTitle') }]} />
      <h1 className="page-title mt-2">{t('hubTitle')}</h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-700">{t('hubLead')}</p>
      <QuizHub cards={germanyQuizzes} lang={lang} starsOf={(topic) => bestStarCount(results, topic)} />
    </div>
  );
}
