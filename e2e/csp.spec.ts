import type { Page } from '@playwright/test';
import { DEMO_USER } from '../src/mocks/db';
import { injectedScriptRan, loadAllPictures, metaPolicy, watchCsp } from './csp-watch';
import { expect, test } from './fixtures';
import { memberPages, visitorPages } from '../src/app/route-samples';

/*
 * The Content-Security-Policy of the production build (issue 24.4), here under `vite preview`
 * (meta policy only; e2e/nginx-smoke.spec.ts checks the header as nginx sends it): the app runs
 * with no violation, and a script that markup injects is refused.
 */

async function settle(page: Page) {
  await loadAllPictures(page);
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
}

async function logIn(page: Page) {
  await page.goto('/login');
  await page.getByLabel('E-mail address').fill(DEMO_USER.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_USER.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/$/);
}

const GROUP = 12;
const groups = Array.from({ length: Math.ceil(visitorPages.length / GROUP) }, (_, i) => visitorPages.slice(i * GROUP, (i + 1) * GROUP));

test.describe('every route sample', () => {
  // The policy does not depend on the viewport: the desktop project walks the whole list.
  test.skip(({ isMobile }) => isMobile, 'the phone project checks the pages with media and the backend below');

  for (const [i, pages] of groups.entries()) {
    test(`runs with no CSP violation (${i + 1}/${groups.length}: ${pages[0]} …)`, async ({ page }) => {
      test.setTimeout(180_000);
      const violations = await watchCsp(page);
      for (const path of pages) {
        await page.goto(path);
        await settle(page);
        const policy = await metaPolicy(page);
        expect(policy, `meta policy on ${path}`).toMatch(/(^|; )script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
        expect(policy, path).toContain("object-src 'none'");
        expect(policy, path).not.toContain('unsafe-inline');
        expect(await violations(), `CSP violations on ${path}`).toEqual([]);
      }
    });
  }
});

test('the member pages of a logged-in learner run with no CSP violation', async ({ page, isMobile }) => {
  test.skip(isMobile, 'the policy does not depend on the viewport');
  test.setTimeout(120_000);
  const violations = await watchCsp(page);
  await logIn(page);
  for (const path of memberPages) {
    await page.goto(path);
    await settle(page);
    expect(await violations(), `CSP violations on ${path} (logged in)`).toEqual([]);
  }
});

test('an injected inline script and inline event handler are refused, and reported', async ({ page }) => {
  const violations = await watchCsp(page);
  await page.goto('/articles-new/1');
  await expect(page.locator('html[data-app-ready]')).toBeAttached();
  expect(await injectedScriptRan(page)).toBe(false);
  const reported = await violations();
  expect(reported.filter((v) => v.startsWith('script-src-elem blocked inline'))).toHaveLength(1);
  expect(reported.filter((v) => v.startsWith('script-src-attr blocked inline'))).toHaveLength(1);
});

test('home, a game with sounds, a video lesson, the article reader, the map and the account run with no violation', async ({ page }) => {
  test.setTimeout(120_000);
  const violations = await watchCsp(page);

  await page.goto('/');
  await settle(page);
  expect(await violations(), 'home').toEqual([]);

  await page.goto('/games/say-time-game');
  await page.getByRole('button', { name: 'Start' }).click();
  const sound = page.waitForResponse(/\/sounds\/\w+\.wav$/);
  await page.getByRole('list', { name: 'Answers to choose from' }).getByRole('button').first().click();
  expect((await sound).ok()).toBe(true);
  expect(await violations(), 'say-time game with a sound').toEqual([]);

  await page.goto('/video-lessons/a1-hallo');
  const video = page.getByTestId('lesson-video');
  await video.evaluate((v: HTMLVideoElement) => {
    v.muted = true;
    void v.play().catch(() => undefined);
  });
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { message: 'the video loads' }).toBeGreaterThanOrEqual(1);
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.textTracks[0]?.cues?.length ?? 0), { message: 'the captions load' }).toBeGreaterThan(0);
  await settle(page);
  expect(await violations(), 'video lesson').toEqual([]);

  await page.goto('/articles-new/1');
  await expect(page.locator('article img[src*="/uploads/"]')).toHaveCount(1);
  await settle(page);
  expect(await violations(), 'article reader with a backend picture').toEqual([]);

  await page.goto('/map-game');
  await expect(page.getByRole('heading', { level: 1, name: 'Map of Germany' })).toBeVisible();
  await settle(page);
  expect(await violations(), 'map of Germany').toEqual([]);

  await logIn(page);
  await page.goto('/account');
  await settle(page);
  expect(await violations(), 'account of a logged-in learner').toEqual([]);
});
