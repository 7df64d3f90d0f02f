import type { Page } from '@playwright/test';

declare global {
  interface Window {
    __cspViolations?: string[];
    __injected?: boolean;
  }
}

/**
 * Records every Content-Security-Policy violation of the page's documents (issue 24.4): the
 * `securitypolicyviolation` events (listened for before any of the page's scripts runs) and the
 * browser's "Refused to …" console errors. Call before the first `goto`.
 */
export async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const console: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|Refused to/i.test(message.text())) console.push(message.text());
  });
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      window.__cspViolations?.push(`${e.effectiveDirective} blocked ${e.blockedURI || '(inline)'} at ${e.sourceFile}:${e.lineNumber} (${e.disposition})`);
    });
  });
  return async () => [...(await page.evaluate(() => window.__cspViolations ?? [])), ...console];
}

/** The page's Content-Security-Policy as its `<meta http-equiv>` states it. */
export function metaPolicy(page: Page): Promise<string | null> {
  return page.locator('meta[http-equiv="Content-Security-Policy"]').first().getAttribute('content');
}

/** Loads every picture now (lazy ones too) and waits until they are done, so their loads are checked too. */
export async function loadAllPictures(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const img of Array.from(document.images)) img.loading = 'eager';
  });
  await page.waitForFunction(() => Array.from(document.images).every((img) => img.complete), undefined, { timeout: 15_000 });
}

/** Tries to run an inline script and an inline event handler as injected markup would; true if either ran. */
export function injectedScriptRan(page: Page): Promise<boolean> {
  return page.evaluate(async () => {
    window.__injected = false;
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true;';
    document.body.append(script);
    const button = document.createElement('button');
    button.setAttribute('onclick', 'window.__injected = true');
    document.body.append(button);
    button.click();
    await new Promise((resolve) => setTimeout(resolve, 200));
    script.remove();
    button.remove();
    return window.__injected;
  });
}
