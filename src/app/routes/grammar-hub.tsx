import { useTranslation } from 'react-i18next';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { GrammarHub } from '@/features/grammar/components/grammar-hub';
import { grammarCards } from '@/features/grammar/content/catalogue';
import { bestStarCount } from '@/store/results-model';
import { useAppStore } from '@/store/store';
import { grammarA1Jobs } from '../pwa/grammar-level-jobs';
import { OfflineLevel } from '../pwa/offline-level';

/** /grammar: every A1 exercise by topic, and the way to the A2 lessons. */
export function Component() {
  const { t } = useTranslation('grammar');
  const lang = useAppStore((s) => s.curLang);
  const results = useAppStore((s) => s.quizResults);
  const starsOf = (topic: string) => bestStarCount(results, topic);
  return (
    <div className="page">
      <title>{`${t('hubTitle')} – ${env.siteName}`}</title>
      <Breadcrumb label={t('breadcrumbGrammar')} items={[{ label: t('breadcrumbMain'), to: paths.home }, { label: t('breadcrumbGrammar') }]} />
      <h1 className="page-title mt-2">{t('hubTitle')}</h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-700">{t('hubLead')}</p>
      <OfflineLevel jobs={grammarA1Jobs} />
      <GrammarHub cards={grammarCards} lang={lang} starsOf={starsOf} a2Path={paths.grammarA2} />
    </div>
  );
}
