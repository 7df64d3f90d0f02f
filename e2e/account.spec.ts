import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, isPhone, test, waitForTheAppAfterGoto } from './fixtures';

const API = '/api';

/** A fresh learner on the stand-in, with progress and a review saved on the server. */
async function learnerWithServerProgress(request: APIRequestContext) {
  const email = `e2e-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
  const password = 'Lernen2026!';
  expect((await request.post(`${API}/register.php`, { data: { name: 'E2E', email, password, language: 'en' } })).ok()).toBe(true);
  const { token } = (await (await request.post(`${API}/login.php`, { data: { email, password } })).json()) as { token: string };
  const headers = { Authorization: `Bearer ${token}` };
  await request.post(`${API}/syncResultsToServer.php`, {
    headers,
    data: { token, deletedata: false, data: [{ section_type: 'food02', quiz_type: 'typing', progress: [true, true, false] }] },
  });
  await request.post(`${API}/reviews/addReview.php`, { headers, data: { token, review: 'die Gurke', translation: 'cucumber' } });
  return { email, password };
}

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/$/);
}

async function openMenu(page: Page) {
  if (isPhone(page)) await page.getByRole('button', { name: 'Menu' }).click();
}

test('log in → results and reviews filled from the server → reset progress', async ({ page, request }) => {
  const { email, password } = await learnerWithServerProgress(request);
  await page.goto('/login');
  await expectNoSeriousA11yViolations(page, 'login');
  await logIn(page, email, password);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('quiz_results'))).toContain('food02_results');
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('quiz_results'))) ?? '{}')).toEqual({ food02_results: { typing: [true, true, false] } });
  await expect.poll(() => page.evaluate(() => localStorage.getItem('reviews'))).toContain('die Gurke');

  await openMenu(page);
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your Account' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'account');

  const reset = page.getByRole('region', { name: 'Reset Progress' });
  await reset.getByRole('button', { name: 'Reset progress' }).click();
  await expect(reset.getByRole('alert')).toHaveText('Please enter your password');
  await reset.getByLabel('Password').fill('wrong-password');
  await reset.getByRole('button', { name: 'Reset progress' }).click();
  await expect(reset.getByRole('alert')).toHaveText('Incorrect password. Please try again.');
  await reset.getByLabel('Password').fill(password);
  await reset.getByRole('button', { name: 'Reset progress' }).click();
  await expect(reset.getByRole('status')).toHaveText('Progress reset successfully.');
  expect(await page.evaluate(() => [localStorage.getItem('quiz_results'), localStorage.getItem('reviews')])).toEqual([null, null]);
});

test('logging out in one tab shows Login in the other', async ({ page, context, request }) => {
  const { email, password } = await learnerWithServerProgress(request);
  await logIn(page, email, password);
  const other = await context.newPage();
  waitForTheAppAfterGoto(other);
  await other.goto('/impressum');
  await openMenu(other);
  await expect(other.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Settings' })).toBeVisible();

  await page.goto('/account');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);

  await expect(other.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(other.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Settings' })).toHaveCount(0);
});

test('a 401 drops the stored token and the visitor goes on browsing', async ({ page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('token', 'token-from-an-old-session');
      sessionStorage.setItem('seeded', '1');
    }
  });
  await page.goto('/');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Learn German online');
  await openMenu(page);
  await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Login' })).toBeVisible();
});

test('a broken server answer shows a clear message and writes nothing', async ({ page }) => {
  await page.route('**/api/login.php', (route) => route.fulfill({ status: 500, contentType: 'text/html', body: '<html><body>Fatal error</body></html>' }));
  await page.goto('/login');
  await page.getByLabel('E-mail address').fill('demo@example.com');
  await page.getByLabel('Password', { exact: true }).fill('Deutsch123!');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Something went wrong on the server. Please try again later.');
  await page.unroute('**/api/login.php');
  await page.route('**/api/login.php', (route) => route.abort('connectionfailed'));
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toHaveText(/No connection to the server/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('register, forgot-password and outcome pages have no accessibility violations', async ({ page }) => {
  for (const path of ['/register', '/forgot-password', '/reset-password/demo-reset-token', '/success-registration', '/reregestration-fail']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page, path);
  }
});
