import { lazy, Suspense, useEffect } from 'react';
import { paths } from '@/config/paths';
import type { TimerLink } from '@/features/timer/components/learning-timer';
import { loadNamespaces } from '@/i18n/i18n';
import { useHydrated } from '@/lib/hydration';

const links: TimerLink[] = [
  { label: 'words', to: paths.words },
  { label: 'grammar', to: paths.grammar },
  { label: 'phrasebook', to: paths.phrases },
];

// Its own chunk, fetched once the page is live, beside the timer's strings: the first screen
// never shows the timer (it waits for its strings), so the entry does not carry it (issue 23).
const LearningTimer = lazy(() => import('@/features/timer/components/learning-timer').then((m) => ({ default: m.LearningTimer })));

/** The learning timer on every page, linking to the three learning areas. */
export function TimerSlot() {
  const hydrated = useHydrated();
  useEffect(() => {
    void loadNamespaces(['timer']);
  }, []);
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <LearningTimer links={links} />
    </Suspense>
  );
}
