import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectPicturesShown } from './pictures';
import { memberPages, visitorPages } from '../src/app/route-samples';

/** Issue 10 item 3: no page scrolls sideways on a phone, whatever the language. */
// The phone project only: each test sets the 320 and 393 px widths itself, and only a phone browser
// (isMobile) widens its layout viewport to fit wide content — the case under test. Running the same
// 141 pages on the desktop project too doubled the suite's longest file for no new finding.
test.skip(({ isMobile }) => !isMobile, 'phone project only');
const WIDTHS = [320, 393] as const;
const LANGS = ['en', 'ua'] as const;
async function open(page: Page, path: string, lang: string) {
  await page.addInitScript((l) => window.localStorage.setItem('site-language', l), lang);
  await page.setViewportSize({ width: WIDTHS[0], height: 800 });
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
}

/** The page is no wider than the viewport; on failure, names the elements that stick out. */
async function expectFits(page: Page, width: number, context: string) {
  await page.setViewportSize({ width, height: 800 });
  await expect
    .poll(async () => {
      const m = await page.evaluate((w) => {
        const wide = Array.from(document.body.querySelectorAll('*'))
          .filter((el) => el.getBoundingClientRect().right > w + 0.5 && el.getClientRects().length > 0)
          .slice(-4)
          .map((el) => `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} "${(el.textContent ?? '').trim().slice(0, 30)}"`);
        return { scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth, wide };
      }, width);
      // A phone browser widens its layout viewport to fit wide content, so the width set is the measure too.
      return m.scrollWidth <= Math.min(width, m.innerWidth) ? 'fits' : `${m.scrollWidth} px wide at ${width} px: ${m.wide.join(', ')}`;
    }, { message: context, timeout: 3000 })
    .toBe('fits');
}

async function tokenOfNewLearner(request: APIRequestContext): Promise<string> {
  const email = `wide-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
  const password = 'Lernen2026!';
  expect((await request.post('/api/register.php', { data: { name: 'Wide', email, password, language: 'en' } })).ok()).toBe(true);
  const body: unknown = await (await request.post('/api/login.php', { data: { email, password } })).json();
  const token = typeof body === 'object' && body !== null && 'token' in body && typeof body.token === 'string' ? body.token : '';
  expect(token).not.toBe('');
  await request.post('/api/syncResultsToServer.php', {
    headers: { Authorization: `Bearer ${token}` },
    data: { token, deletedata: false, data: [{ section_type: 'food02', quiz_type: 'typing', progress: [true, true, false] }] },
  });
  return token;
}

// Pages in batches of six per test, one browser tab each: a fresh context per page cost ~7 s
// (a cold cache every time), most of this file's time in CI. Each page is still opened, measured
// at both widths and (in English) its pictures checked; a failure names the page and language.
const BATCH = 6;
for (const lang of LANGS) {
  for (let start = 0; start < visitorPages.length; start += BATCH) {
    const batch = visitorPages.slice(start, start + BATCH);
    test(`${batch[0]} … ${batch.at(-1)} (${lang}, ${batch.length} pages) fit 320 and 393 px`, async ({ page }) => {
      test.setTimeout(BATCH * 30_000);
      for (const path of batch) {
        await open(page, path, lang);
        for (const width of WIDTHS) await expectFits(page, width, `${path} in ${lang}`);
        if (lang === 'en') await expectPicturesShown(page, path);
      }
    });
  }
}

for (const path of memberPages) {
  test(`${path} for a learner who is logged in fits 320 and 393 px`, async ({ page, request }) => {
    const token = await tokenOfNewLearner(request);
    await page.addInitScript((t) => window.localStorage.setItem('token', t), token);
    for (const lang of LANGS) {
      await open(page, path, lang);
      for (const width of WIDTHS) await expectFits(page, width, `${path} in ${lang}, logged in`);
    }
  });
}

test('the open phone menu fits 320 px, every group open', async ({ page }) => {
  for (const lang of LANGS) {
    await open(page, '/', lang);
    const nav = page.getByRole('banner').getByRole('navigation');
    await nav.getByRole('button', { expanded: false }).first().click();
    const groups = nav.getByRole('listitem').getByRole('button');
    for (let i = 0; i < (await groups.count()); i++) {
      await groups.nth(i).click();
      await expect(groups.nth(i)).toHaveAttribute('aria-expanded', 'true');
      await expectFits(page, WIDTHS[0], `menu group ${i + 1} open, ${lang}`);
      await groups.nth(i).click();
      await expect(groups.nth(i)).toHaveAttribute('aria-expanded', 'false');
    }
  }
});

test('long German words on the practice page wrap and hyphenate', async ({ page }) => {
  await open(page, '/prof_vacabulary/parctice/?subcategory=217&section=15&tag=exam', 'en');
  const word = page.getByText('die Gleichberechtigung', { exact: true });
  await expect(word).toBeVisible();
  expect(await word.evaluate((el) => [el.closest('[lang]')?.getAttribute('lang'), getComputedStyle(el).hyphens])).toEqual(['de', 'auto']);
  await expectFits(page, 320, 'practice page with die Gleichberechtigung');
});
