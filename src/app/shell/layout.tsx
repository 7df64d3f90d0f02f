import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { LiveRegion } from '@/components/quiz/live-region';
import { UpdateBanner } from '../pwa/update-banner';
import { ConsentBanner } from './consent-banner';
import { Footer } from './footer';
import { Header } from './header';
import { NavigationFeedback } from './navigation-feedback';
import { SessionNotice } from './session-notice';
import { StorageNotice } from './storage-notice';
import { TimerSlot } from './timer-slot';
import { TipOfTheDay } from './tip-of-the-day';

/** The one shell every route shares (spec 000 §2 "Shell"). */
export function Layout() {
  const { t } = useTranslation();
  // Marks the page as live (hydrated or rendered): before this, a prerendered page shows but
  // does not answer yet. The e2e fixture waits for it before a test touches a control.
  useEffect(() => {
    document.documentElement.setAttribute('data-app-ready', '');
  }, []);
  return (
    <div className="flex min-h-screen flex-col">
      <a href="#main" className="skip-link">
        {t('skipToContent')}
      </a>
      <NavigationFeedback />
      <Header />
      <StorageNotice />
      <SessionNotice />
      <UpdateBanner />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </main>
      <TipOfTheDay />
      <Footer />
      <TimerSlot />
      <ConsentBanner />
      <LiveRegion />
      {/* New pages open at the top; back/forward return to where the learner was. */}
      <ScrollRestoration />
    </div>
  );
}
