import { useTranslation } from 'react-i18next';
import { env } from '@/config/env';
import { worksheets } from '@/features/worksheets/content/worksheets';
import { TopicHub } from '@/features/worksheets/components/topic-hub';
import { WorksheetList } from '@/features/worksheets/components/worksheet-list';
import { allSheetTopics } from '../worksheet-sources';

const topics = allSheetTopics();

export function Component() {
  const { t } = useTranslation('worksheets');
  return (
    <div className="page">
      <title>{`${t('title')} – ${env.siteName}`}</title>
      <h1 className="page-title">{t('title')}</h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-700">{t('lead')}</p>
      <WorksheetList items={worksheets} />
      <TopicHub topics={topics} />
    </div>
  );
}
