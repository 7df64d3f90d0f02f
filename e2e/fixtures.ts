import { AxeBuilder } from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

interface Options {
  /** Store consentGiven before the page loads (true for every test but the banner's own). */
  consent: boolean;
}

export const test = base.extend<Options>({
  consent: [true, { option: true }],
  page: async ({ page, consent }, use) => {
    if (consent) {
      await page.addInitScript(() => {
        if (window.localStorage.getItem('consentGiven') === null) window.localStorage.setItem('consentGiven', 'true');
      });
    }
    await use(page);
  },
});

export { expect };

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
