import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { LiveRegion } from '@/components/quiz/live-region';
import { replayEarlyInput } from '../early-input';
import { UpdateBanner } from '../pwa/update-banner';
import { ConsentBanner } from './consent-banner';
import { Footer } from './footer';
import { Header } from './header';
import { NavigationFeedback } from './navigation-feedback';
import { SessionNotice } from './session-notice';
import { StorageNotice } from './storage-notice';
import { TimerSlot } from './timer-slot';
import { TipOfTheDay } from './tip-of-the-day';

/**
 * Scroll positions are remembered per page load: a saved position is keyed by this load and the
 * history entry, so back and forward inside the app return to where the learner was, while a full
 * load — a typed address, a reload, a link from elsewhere — never restores an old position
 * (React Router's default key, "default" for every first page, opened a typed address at the
 * previous page's position; spec 000 §2: scroll to top on every route change, issue 25).
 */
const pageLoad = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const scrollKey = (location: { key: string }) => `${pageLoad}:${location.key}`;

/** The one shell every route shares (spec 000 §2 "Shell"). */
export function Layout() {
  const { t } = useTranslation();
  // Marks the page as live (hydrated or rendered): before this, a prerendered page shows but
  // does not answer yet — the inline guard holds what the learner does meanwhile, carried out
  // now (early-input.ts). The e2e fixture waits for it before a test touches a control.
  useEffect(() => {
    document.documentElement.setAttribute('data-app-ready', '');
    void replayEarlyInput();
  }, []);
  return (
    <div className="flex min-h-screen flex-col">
      {/* First in the page: a new visitor's dialog is painted with the first part of the page (a prerendered
          page is parsed and painted in parts on a slow phone), and it comes first when read in order. */}
      <ConsentBanner />
      <a href="#main" className="skip-link">
        {t('skipToContent')}
      </a>
      <NavigationFeedback />
      {/* Shown by the inline guard when a control is used before the app is live (early-input.ts). */}
      <div id="app-starting" role="status" hidden className="app-starting-status">
        <div className="h-1 overflow-hidden bg-emerald-100">
          <div className="loading-bar h-full w-1/3 bg-emerald-600" />
        </div>
        <p className="mx-auto mt-2 w-fit rounded-full bg-slate-900 px-3 py-1 text-sm text-white shadow">{t('pageLoading')}</p>
      </div>
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
      <LiveRegion />
      {/* New pages open at the top; back/forward return to where the learner was. */}
      <ScrollRestoration getKey={scrollKey} />
    </div>
  );
}
