import { useTranslation } from 'react-i18next';
import { env } from '@/config/env';
import { YourDataPanel } from '@/features/your-data/components/your-data-panel';
import { usePageDescription } from '@/lib/page-description';
import { syncAfterImport } from '@/store/sync/sync-after-import';
import { loadKnownTopics } from '../shell/known-topics-loader';

/** /your-data (issue 17): export and import of the progress kept on this device, for every visitor. */
export function Component() {
  const { t } = useTranslation('your-data');
  usePageDescription(t('description'));
  return (
    <div className="page">
      <title>{`${t('title')} – ${env.siteName}`}</title>
      <h1 className="page-title">{t('title')}</h1>
      <p className="mt-2 max-w-2xl text-lg text-slate-700">{t('lead')}</p>
      <div className="mt-6 max-w-2xl">
        <YourDataPanel level={2} onImported={() => syncAfterImport(loadKnownTopics)} />
      </div>
    </div>
  );
}
