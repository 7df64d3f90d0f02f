import type { Page, Request } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, isPhone, test } from './fixtures';

/**
 * What a learner does on a prerendered page before its JavaScript has run (issue 23): the
 * scripts are held back (at least 3 s, and until the test has done its early steps — a fixed delay
 * alone lets a busy machine run out the clock), so every step below happens while the page is
 * painted but not live. Nothing typed may be lost, no field may ever land in a URL, and what was
 * sent or tapped is carried out once the app is live.
 */
const HOLD_MS = 3000;
const releases = new WeakMap<Page, () => void>();

async function holdScripts(page: Page): Promise<void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const atLeast = new Promise((resolve) => setTimeout(resolve, HOLD_MS));
  releases.set(page, release);
  await page.route('**/assets/**/*.js', async (route) => {
    await Promise.all([released, atLeast]);
    await route.continue().catch(() => undefined);
  });
}

/** Every document request and every URL the page had: none may carry a field. */
function watchUrls(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request: Request) => {
    if (request.isNavigationRequest()) urls.push(request.url());
  });
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) urls.push(frame.url());
  });
  return urls;
}

async function openBeforeLive(page: Page, path: string): Promise<void> {
  await holdScripts(page);
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  expect(await page.locator('html[data-app-ready]').count(), 'the page is not live yet').toBe(0);
}

/** Lets the held scripts go, then waits until the app is live. */
async function live(page: Page): Promise<void> {
  expect(await page.locator('html[data-app-ready]').count(), 'still not live when the early steps are done').toBe(0);
  releases.get(page)?.();
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached', timeout: 60_000 });
}

function expectNoFieldInUrls(urls: string[], secrets: string[]): void {
  for (const url of urls) {
    expect(new URL(url).search, `no query string in ${url}`).toBe('');
    for (const secret of secrets) expect(url).not.toContain(encodeURIComponent(secret));
  }
}

// Every script waits 3 s: on a busy 2-core machine the page takes a while to come alive.
test.describe.configure({ timeout: 150_000 });

test.describe('before the app is live', () => {
  test('a login typed and sent with Enter never reaches a URL and goes through once live', async ({ page, request }) => {
    const email = `early-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
    const password = 'Frühstück42!';
    await request.post('/api/register.php', { data: { name: 'Early', email, password, language: 'en' } });
    const urls = watchUrls(page);
    await openBeforeLive(page, '/login');
    await page.getByLabel('E-mail address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Password', { exact: true }).press('Enter');
    // Shown at once: the page is starting, the button waits.
    await expect(page.getByRole('status').filter({ hasText: 'Loading the page…' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Log in' })).toHaveAttribute('aria-busy', 'true');
    await live(page);
    await expect(page).toHaveURL(/\/$/, { timeout: 30_000 });
    await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
    await expect(page.getByRole('status').filter({ hasText: 'Loading the page…' })).toBeHidden();
    expectNoFieldInUrls(urls, [email, password]);
  });

  test('the login button tapped before live logs in once live', async ({ page }) => {
    const urls = watchUrls(page);
    await openBeforeLive(page, '/login');
    await page.getByLabel('E-mail address').fill('demo@example.com');
    await page.getByLabel('Password', { exact: true }).fill('Deutsch123!');
    await page.getByRole('button', { name: 'Log in' }).click();
    await live(page);
    await expect(page).toHaveURL(/\/$/, { timeout: 30_000 });
    expectNoFieldInUrls(urls, ['demo@example.com', 'Deutsch123!']);
  });

  test('typed text survives hydration and a submit after live uses it (register)', async ({ page }) => {
    await openBeforeLive(page, '/register');
    await page.getByLabel('Name').fill('Olena');
    await page.getByLabel('E-mail address').fill('not-an-address');
    await live(page);
    await expect(page.getByLabel('Name')).toHaveValue('Olena');
    await expect(page.getByLabel('E-mail address')).toHaveValue('not-an-address');
    await page.getByRole('button', { name: 'Create account' }).click();
    // The app validated what was typed before it was live: the name counts, the address does not.
    await expect(page.getByLabel('Name')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('E-mail address')).toHaveAttribute('aria-invalid', 'true');
    await expectNoSeriousA11yViolations(page, 'register after early typing');
  });

  for (const path of ['/register', '/forgot-password', '/advertise-for-schools/']) {
    test(`a form sent before live on ${path} stays out of the URL and is handled once live`, async ({ page }) => {
      const urls = watchUrls(page);
      await openBeforeLive(page, path);
      const form = page.locator('form').filter({ has: page.locator('input[type="email"], input[autocomplete="email"], input[name="email"]') }).first();
      await expect(form).toHaveAttribute('method', 'post');
      const email = form.locator('input[type="email"], input[name="email"]').first();
      await email.fill('secret-address@example.com');
      await form.locator('button[type="submit"], button:not([type])').first().click();
      await live(page);
      // Handled by the app: the other required fields are reported (or the request went out).
      await expect(page.locator('[aria-invalid="true"], [role="alert"], [role="status"]:not(#app-starting)').first()).toBeVisible();
      expectNoFieldInUrls(urls, ['secret-address@example.com']);
    });
  }

  test('the language chosen before live is applied once live', async ({ page }) => {
    await openBeforeLive(page, '/grammar');
    await page.getByRole('combobox', { name: 'Interface language' }).selectOption('de');
    await live(page);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('site-language'))).toContain('de');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  });

  test('the menu toggle tapped before live opens the menu once live (phone)', async ({ page }) => {
    test.skip(!isPhone(page), 'the toggle is shown on phones only');
    await openBeforeLive(page, '/words');
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-busy', 'true');
    await live(page);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  test("a game's Start tapped before live starts the game", async ({ page }) => {
    await openBeforeLive(page, '/games/anagrams');
    await page.getByRole('button', { name: 'Start' }).click();
    await live(page);
    await expect(page.getByRole('list', { name: 'Letters' })).toBeVisible();
  });
});

test.describe('before the app is live, a first visit', () => {
  test.use({ consent: false });

  test('the consent dialog shows with the first paint, and OK tapped before live is stored', async ({ page }) => {
    await openBeforeLive(page, '/');
    const dialog = page.locator('dialog.consent-dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'OK' }).click();
    await live(page);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('consentGiven'))).toBe('true');
    await expect(dialog).toBeHidden();
  });
});
