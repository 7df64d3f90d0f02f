import { useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import type { ParseKeys } from 'i18next';
import { AppLink } from '@/components/ui/app-link';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { languagePageHref } from '@/lib/return-path';
import { useAppStore } from '@/store/store';
import { advertisingLinks, allLinks, footerLists, otherLinks, type FooterCatalogues, type FooterLink } from './footer-model';

const noCatalogues: FooterCatalogues = { games: [], worksheets: [], phrases: [], grammar: [], words: [], articles: [] };

/**
 * The real catalogues, loaded when the footer comes near the viewport: they are ≈ 20 KB of data
 * that no first screen needs (keeps the entry small and the main thread free while a page loads).
 */
function useFooterCatalogues(given: FooterCatalogues | undefined, footer: RefObject<HTMLElement | null>): FooterCatalogues {
  const [loaded, setLoaded] = useState<FooterCatalogues | null>(null);
  useEffect(() => {
    if (given) return;
    let live = true;
    const load = () =>
      void import('./footer-catalogues').then((m) => {
        if (live) setLoaded(m.footerCatalogues);
      });
    const element = footer.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      load();
      return () => {
        live = false;
      };
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          observer.disconnect();
          load();
        }
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(element);
    return () => {
      live = false;
      observer.disconnect();
    };
  }, [given, footer]);
  return given ?? loaded ?? noCatalogues;
}

type Key = ParseKeys<'common'>;

function FooterGroup({ title, links, all }: { title: Key; links: FooterLink[]; all?: { label: Key; to: string } }) {
  const { t } = useTranslation();
  if (links.length === 0 && !all) return null;
  return (
    <section className="mb-6">
      <h2 className="mb-2 text-sm font-semibold tracking-wide text-slate-900 uppercase">{t(title)}</h2>
      <ul className="space-y-1.5 text-sm">
        {links.map((link) => (
          <li key={link.to}>
            {link.file ? (
              <a href={link.to} target="_blank" rel="noopener" className="footer-link">
                {link.label} <span className="sr-only">{t('footer.newTab')}</span>
              </a>
            ) : (
              <AppLink to={link.to} className="footer-link">
                {link.label}
              </AppLink>
            )}
          </li>
        ))}
        {all && (
          <li>
            <AppLink to={all.to} className="footer-link font-semibold">
              {t(all.label)}
            </AppLink>
          </li>
        )}
      </ul>
    </section>
  );
}

/** The site footer (spec 000 §2 "Footer"): advertising strip, three columns, copyright. */
export function Footer({ catalogues: given }: { catalogues?: FooterCatalogues }) {
  const { t } = useTranslation();
  const footerRef = useRef<HTMLElement>(null);
  const catalogues = useFooterCatalogues(given, footerRef);
  const lang = useAppStore((s) => s.curLang);
  const lists = footerLists(catalogues, lang);
  const location = useLocation();
  return (
    <footer ref={footerRef} className="mt-12 border-t border-slate-200 bg-slate-50 text-slate-700">
      <nav aria-label={t('footer.advertising')} className="bg-slate-800 text-white dark:bg-slate-100 dark:text-slate-900">
        <ul className="mx-auto flex max-w-6xl flex-wrap gap-x-6 gap-y-1 px-4 py-2 text-sm">
          {advertisingLinks.map((a) => (
            <li key={a.to}>
              <AppLink to={a.to} className="inline-block min-h-6 py-0.5 underline-offset-2 hover:underline">
                {t(a.label)}
              </AppLink>
            </li>
          ))}
        </ul>
      </nav>
      <nav aria-label={t('footer.label')} className="mx-auto grid max-w-6xl gap-x-8 px-4 pt-8 sm:grid-cols-3">
        <div data-testid="footer-column">
          <FooterGroup title="footer.games" links={lists.games} />
          <FooterGroup title="footer.worksheets" links={lists.worksheets} />
          <FooterGroup title="footer.phrases" links={lists.phrases} all={allLinks.phrases} />
        </div>
        <div data-testid="footer-column">
          <FooterGroup title="footer.grammarQuizzes" links={lists.grammar} all={allLinks.grammar} />
          <FooterGroup title="footer.wordQuizzes" links={lists.words} all={allLinks.words} />
        </div>
        <div data-testid="footer-column">
          <FooterGroup title="footer.articles" links={lists.articles} all={allLinks.articles} />
          <FooterGroup title="footer.other" links={otherLinks.map((o) => ({ label: t(o.label), to: o.to }))} />
        </div>
      </nav>
      <p className="mx-auto max-w-6xl px-4 pt-2 text-sm">
        {/* The language page, carrying this page as the place to come back to. */}
        <AppLink to={languagePageHref(paths.languages, location)} className="footer-link inline-flex items-center gap-1.5">
          <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 shrink-0">
            <circle cx="10" cy="10" r="8" fill="none" stroke="currentColor" strokeWidth="1.5" />
            <path d="M2 10h16M10 2c3 3 3 13 0 16M10 2c-3 3-3 13 0 16" fill="none" stroke="currentColor" strokeWidth="1.5" />
          </svg>
          {t('loc.link')}
        </AppLink>
      </p>
      <p className="mx-auto max-w-6xl px-4 pt-2 pb-20 text-sm">{t('footer.copyright', { siteName: env.siteName })}</p>
    </footer>
  );
}
