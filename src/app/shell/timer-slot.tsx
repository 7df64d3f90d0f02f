import { useEffect } from 'react';
import { paths } from '@/config/paths';
import { LearningTimer, type TimerLink } from '@/features/timer/components/learning-timer';
import { loadNamespaces } from '@/i18n/i18n';
import { isPathBuilt } from '@/lib/route-registry';

const links: TimerLink[] = [
  { label: 'words', to: paths.words },
  { label: 'grammar', to: paths.grammar },
  { label: 'phrasebook', to: paths.phrases },
];

/** The learning timer on every page, linking only to areas that exist. */
export function TimerSlot() {
  useEffect(() => {
    void loadNamespaces(['timer']);
  }, []);
  return <LearningTimer links={links.filter((l) => isPathBuilt(l.to))} />;
}
