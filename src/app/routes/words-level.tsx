import { useTranslation } from 'react-i18next';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { bestStarCount } from '@/store/results-model';
import { wordQuizzes } from '@/features/words/content/catalogue';
import { LevelCards } from '@/features/words/components/level-page';
import { entriesOfLevel, type LevelSlug } from '@/features/words/model/catalogue-kinds';
import { useAppStore } from '@/store/store';
import { OfflineLevel } from '../pwa/offline-level';
import { wordLevelJobs } from '../pwa/word-level-jobs';

/** /words/a1, /words/a2, /words/b1: the topic cards of one level. */
export function LevelPage({ level }: { level: LevelSlug }) {
  const { t } = useTranslation('words');
  const lang = useAppStore((s) => s.curLang);
  const results = useAppStore((s) => s.quizResults);
  const title = t('levelTitle', { level: level.toUpperCase() });
  return (
    <div className="page">
      <title>{`${title} – ${env.siteName}`}</title>
      <Breadcrumb
        label={t('breadcrumbWords')}
        items={[{ label: t('breadcrumbMain'), to: paths.home }, { label: t('breadcrumbWords'), to: paths.words }, { label: level.toUpperCase() }]}
      />
      <h1 className="page-title mt-2">{title}</h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-700">{t(`levels.${level}.text`)}</p>
      <OfflineLevel jobs={() => wordLevelJobs(level)} />
      <LevelCards entries={entriesOfLevel(wordQuizzes, level)} lang={lang} starsOf={(id) => bestStarCount(results, id)} />
    </div>
  );
}
