import { useEffect } from 'react';
import { paths } from '@/config/paths';
import { LearningTimer, type TimerLink } from '@/features/timer/components/learning-timer';
import { loadNamespaces } from '@/i18n/i18n';

const links: TimerLink[] = [
  { label: 'words', to: paths.words },
  { label: 'grammar', to: paths.grammar },
  { label: 'phrasebook', to: paths.phrases },
];

/** The learning timer on every page, linking to the three learning areas. */
export function TimerSlot() {
  useEffect(() => {
    void loadNamespaces(['timer']);
  }, []);
  return <LearningTimer links={links} />;
}
