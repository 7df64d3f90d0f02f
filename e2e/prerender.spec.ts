import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

/**
 * Issue 18.1: every page is prerendered in English (scripts/prerender.mjs) and the app hydrates
 * it. Five pages of different kinds, with the English <h1> the build put in their HTML.
 */
const PAGES = [
  { path: '/', h1: 'Learn German online – A1 to B2, in your language' },
  { path: '/words/time01', h1: 'Time 1' },
  { path: '/grammar/article-quiz', h1: 'Which article: der, die or das?' },
  { path: '/articles/german-alphabet', h1: 'The German Alphabet: Letters, Umlauts and Spelling Aloud' },
  { path: '/games/anagrams', h1: 'Anagrams' },
] as const;

declare global {
  interface Window {
    /** The <h1> the browser parsed from the HTML, before any script ran. */
    __parsedH1?: Element | null;
    /** Set when a frame showed the prerendered English <h1>. */
    __englishShown?: boolean;
  }
}

/** Collects console errors (React reports hydration mismatches there) and uncaught errors. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || (message.type() === 'warning' && /hydrat/i.test(message.text()))) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** True once React owns the very <h1> node that came with the HTML (hydrated, not re-created). */
async function hydratedInPlace(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const h1 = document.querySelector('main h1');
    return h1 !== null && h1 === window.__parsedH1 && Object.keys(h1).some((key) => key.startsWith('__reactFiber'));
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  // The served HTML is the same for every viewport: one project proves it (CI time, issue 23's note).
  test.skip(({ isMobile }) => isMobile, 'the desktop project checks the prerendered HTML');

  for (const { path, h1 } of PAGES) {
    test(`${path} shows its heading, menu and styles`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: h1 })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeAttached();
      // The stylesheet applies: the page is laid out, not a bare document.
      const display = await page.locator('main').evaluate((main) => getComputedStyle(main.parentElement ?? main).display);
      expect(display).toBe('flex');
    });
  }
});

test.describe('hydration in English', () => {
  for (const { path, h1 } of PAGES) {
    test(`${path} hydrates the prerendered page without errors`, async ({ page }) => {
      const errors = collectErrors(page);
      await page.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          window.__parsedH1 = document.querySelector('main h1');
        });
      });
      await page.goto(path);
      await expect.poll(() => hydratedInPlace(page)).toBe(true);
      await expect(page.getByRole('heading', { level: 1, name: h1 })).toBeVisible();
      // The app is live: the next navigation is the client router's, and the title follows it.
      await page.getByRole('link', { name: /home page/i }).first().click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page).toHaveTitle(/Learn German online/);
      expect(errors).toEqual([]);
    });
  }

  // Issue 23: the JavaScript is fetched at low priority alongside the paint, but none of it runs
  // before the first paint — the entry's <script> is added only once the paint is reported.
  test('the prerendered page paints before any of the app\'s JavaScript runs', async ({ page }) => {
    await page.addInitScript(() => {
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.addedNodes)
            if (node instanceof HTMLScriptElement && node.type === 'module' && node.src) (window as unknown as { __entryAt?: number }).__entryAt ??= performance.now();
      }).observe(document, { childList: true, subtree: true });
    });
    for (const { path } of PAGES) {
      await page.goto(path);
      const timing = await page.evaluate(() => {
        const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
        const scripts = performance
          .getEntriesByType('resource')
          .filter((entry) => /\/assets\/.+\.js$/.test(new URL(entry.name).pathname))
          .map((entry) => ({ name: new URL(entry.name).pathname, start: entry.startTime }));
        return { fcp, scripts, entryAt: (window as unknown as { __entryAt?: number }).__entryAt ?? null };
      });
      expect(timing.fcp, `${path}: first contentful paint`).not.toBeNull();
      expect(timing.scripts.length, `${path}: scripts`).toBeGreaterThan(3);
      expect(timing.entryAt, `${path}: the entry script is added`).not.toBeNull();
      expect(timing.entryAt!, `${path}: the entry runs only after the first paint`).toBeGreaterThan(timing.fcp!);
      // A visitor's page never downloads the API client (stars and missed words load it only to send them).
      expect(timing.scripts.map((script) => script.name).filter((name) => /\/client-[^/]+\.js$/.test(name)), `${path}: API client`).toEqual([]);
    }
  });

  test('a first-time visitor gets the consent banner after hydration', async ({ page, consent: _ }) => {
    const errors = collectErrors(page);
    await page.addInitScript(() => window.localStorage.removeItem('consentGiven'));
    await page.goto('/words/time01');
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'prerendered topic with the consent banner');
    expect(errors).toEqual([]);
  });
});

test.describe('hydration for a Ukrainian learner', () => {
  for (const { path, h1 } of PAGES) {
    test(`${path} never shows the English page`, async ({ page }) => {
      const errors = collectErrors(page);
      await page.addInitScript((english: string) => {
        window.localStorage.setItem('site-language', 'ua');
        window.__englishShown = false;
        const watch = () => {
          const heading = document.querySelector('main h1');
          if (heading?.textContent === english && getComputedStyle(heading).visibility === 'visible') window.__englishShown = true;
          requestAnimationFrame(watch);
        };
        requestAnimationFrame(watch);
      }, h1);
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'uk');
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toBeVisible();
      await expect(heading).not.toHaveText(h1);
      expect(await page.evaluate(() => window.__englishShown)).toBe(false);
      await expect(page.locator('html')).not.toHaveClass(/lang-pending/);
      expect(errors).toEqual([]);
    });
  }
});
