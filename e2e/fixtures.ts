import { AxeBuilder } from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

interface Options {
  /** Store consentGiven before the page loads (true for every test but the banner's own). */
  consent: boolean;
}

export const test = base.extend<Options>({
  consent: [true, { option: true }],
  page: async ({ page, consent, javaScriptEnabled }, use) => {
    if (consent) {
      await page.addInitScript(() => {
        if (window.localStorage.getItem('consentGiven') === null) window.localStorage.setItem('consentGiven', 'true');
      });
    }
    if (javaScriptEnabled !== false) waitForTheAppAfterGoto(page);
    await use(page);
  },
});

export { expect };

/**
 * Pages are prerendered (issue 18): they show before React has hydrated them, and a control
 * changed in that moment (a select, a typed field) is reset by hydration. So `page.goto` of an
 * HTML page also waits until the app is live (`data-app-ready`, set by the shell) — unless the test
 * asks for an earlier moment (`waitUntil: 'commit' | 'domcontentloaded'`). It never fails by
 * itself: a page that does not come alive is left to the test's own assertions. The fixture's
 * `page` has it; a page a test opens itself (a second tab or browser) needs it called.
 */
export function waitForTheAppAfterGoto(page: Page): void {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    const early = options?.waitUntil === 'commit' || options?.waitUntil === 'domcontentloaded';
    if (!early && (response?.headers()['content-type'] ?? '').includes('text/html')) {
      await page
        .locator('html[data-app-ready]')
        .waitFor({ state: 'attached', timeout: 15_000 })
        .catch(() => undefined);
    }
    return response;
  };
}

/** Fails on any serious or critical WCAG 2.0/2.1/2.2 A/AA violation on the current page. */
export async function expectNoSeriousA11yViolations(page: Page, context?: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const summary = serious.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary, `axe violations${context ? ` on ${context}` : ''}`).toEqual([]);
}

export function isPhone(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1280) <= 768;
}
