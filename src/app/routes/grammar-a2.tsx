import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { A2Index } from '@/features/grammar/components/a2-index';
import { bestStarCount } from '@/store/results-model';
import { useStoredState } from '@/lib/hydration';
import { IS_VISITED } from '@/lib/device-keys';
import { writeStored } from '@/lib/stored-key';
import { useAppStore } from '@/store/store';
import { grammarA2Jobs } from '../pwa/grammar-level-jobs';
import { OfflineLevel } from '../pwa/offline-level';

/** /grammar/a2 (spec 001 "A2 grammar index"). */
export function Component() {
  const { t } = useTranslation('grammar');
  const token = useAppStore((s) => s.token);
  const results = useAppStore((s) => s.quizResults);
  const lang = useAppStore((s) => s.curLang);
  // The intro shows until the isVisited flag exists; the first visit sets it (read at mount, before
  // the effect below writes it; a prerendered page shows it, as to a first-time visitor, until hydrated).
  const [visited] = useStoredState(IS_VISITED);
  const showIntro = !visited;
  useEffect(() => {
    writeStored(IS_VISITED, true);
  }, []);
  return (
    <div className="page">
      <title>{`${t('a2.title')} – ${env.siteName}`}</title>
      <Breadcrumb label={t('breadcrumbGrammar')} items={[{ label: t('breadcrumbMain'), to: paths.home }, { label: t('breadcrumbA2') }]} />
      <h1 className="page-title mt-2">{t('a2.title')}</h1>
      <OfflineLevel jobs={grammarA2Jobs} />
      <A2Index
        lang={lang}
        showIntro={showIntro}
        loggedIn={token !== null}
        lessonPath={(slug) => `${paths.grammarA2}/${slug}`}
        loginPath={`${paths.login}?redirect=${encodeURIComponent(paths.grammarA2)}`}
        starsOf={(topic) => bestStarCount(results, topic)}
      />
    </div>
  );
}
