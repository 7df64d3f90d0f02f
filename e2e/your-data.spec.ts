import { readFile } from 'node:fs/promises';
import { expect, expectNoSeriousA11yViolations, isPhone, test, waitForTheAppAfterGoto } from './fixtures';

/** Issue 17 "Own your progress": export → a fresh browser → import → the same stars. */

const seeded = {
  quiz_results: JSON.stringify({ food02_results: { german: [true, false, false] } }),
  reviews: JSON.stringify([{ review: 'der Apfel', translation: 'apple' }]),
  'crosswordProgress:1': JSON.stringify({ v: 1, width: 2, height: 1, letters: ['A', ''], revealed: [], seconds: 30, solved: false }),
};

test('progress exported here comes back in a fresh browser after import', async ({ page, browser }) => {
  await page.addInitScript((items) => {
    if (window.localStorage.getItem('quiz_results') === null) for (const [key, value] of Object.entries(items)) window.localStorage.setItem(key, value);
  }, seeded);
  // Reached from the footer's "Other" group.
  await page.goto('/impressum');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Your data' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your data' })).toBeVisible();
  await expect(page.getByTestId('your-data-counts').getByRole('definition')).toHaveText(['1', '1', '0', '1']);
  await expectNoSeriousA11yViolations(page, 'your data');

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download my progress' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^deutsch-lernen-progress-\d{4}-\d\d-\d\d\.json$/);
  const path = await download.path();
  const text = await readFile(path, 'utf8');
  const file = JSON.parse(text) as { app: string; version: number; data: { quiz_results: unknown; reviews: unknown[] } };
  expect(file.app).toBe('deutsch-lernen');
  expect(file.version).toBe(1);
  expect(file.data.quiz_results).toEqual({ food02_results: { german: [true, false, false] } });

  // Another browser: nothing stored.
  const context = await browser.newContext(isPhone(page) ? { viewport: page.viewportSize() ?? undefined, isMobile: true, hasTouch: true } : {});
  const fresh = await context.newPage();
  waitForTheAppAfterGoto(fresh);
  await fresh.addInitScript(() => window.localStorage.setItem('consentGiven', 'true'));
  await fresh.goto('/words/a1');
  await expect(fresh.getByRole('link', { name: /Food 2/ }).getByRole('img', { name: '0 of 3 stars' })).toBeVisible();

  await fresh.goto('/your-data');
  await fresh.getByLabel('Progress file (.json)').setInputFiles({ name: 'progress.json', mimeType: 'application/json', buffer: Buffer.from(text) });
  const preview = fresh.getByRole('group', { name: 'What progress.json adds:' });
  await expect(preview).toBeVisible();
  await expect(preview.getByRole('definition')).toHaveText(['1', '1', '0', '1']);
  // Nothing written before the confirmation.
  expect(await fresh.evaluate(() => window.localStorage.getItem('quiz_results'))).toBeNull();
  await expectNoSeriousA11yViolations(fresh, 'import preview');
  await preview.getByRole('button', { name: 'Import' }).click();
  await expect(fresh.getByText('Imported. This browser now holds your progress from the file.')).toBeVisible();
  // Issue 25: the focus goes to the result, not to the page body.
  await expect(fresh.getByTestId('your-data-result')).toBeFocused();
  await expectNoSeriousA11yViolations(fresh, 'import done');

  await fresh.goto('/words/a1');
  await expect(fresh.getByRole('link', { name: /Food 2/ }).getByRole('img', { name: '1 of 3 stars' })).toBeVisible();
  expect(JSON.parse((await fresh.evaluate(() => window.localStorage.getItem('crosswordProgress:1'))) ?? '{}')).toMatchObject({ letters: ['A', ''] });
  await context.close();
});

test('a file that is not a progress file is refused and nothing is written', async ({ page }) => {
  await page.goto('/your-data');
  const before = await page.evaluate(() => JSON.stringify(Object.entries(window.localStorage).sort()));
  await page.getByLabel('Progress file (.json)').setInputFiles({ name: 'holiday.json', mimeType: 'application/json', buffer: Buffer.from('{"photos": [1, 2, 3]}') });
  await expect(page.getByRole('alert')).toHaveText('This file was not saved by this site\'s "Your data" page. Nothing was changed.');
  await expect(page.getByRole('button', { name: 'Import' })).toHaveCount(0);
  expect(await page.evaluate(() => JSON.stringify(Object.entries(window.localStorage).sort()))).toBe(before);
  await expectNoSeriousA11yViolations(page, 'refused file');
});

test('in Ukrainian, and on the account page', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('site-language', 'ua'));
  await page.goto('/your-data');
  await expect(page.getByRole('heading', { level: 1, name: 'Ваші дані' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Завантажити мій прогрес' })).toBeVisible();
  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 2, name: 'Ваші дані' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'account page');
});
