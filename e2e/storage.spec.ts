import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

test('a full device storage: start-up keeps the old progress keys and says that the storage is full', async ({ page }) => {
  await page.addInitScript(() => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    localStorage.setItem('quiz_results', JSON.stringify({ food01_results: { pictures: [true, false, false] } }));
    localStorage.setItem('food01_results', JSON.stringify({ typing: [true, true, false] }));
    localStorage.setItem('animals02_results', JSON.stringify({ german: [true, true, true] }));
    // Fill the rest of the quota, down to the last character.
    let n = 0;
    for (let size = 1_000_000; size >= 1; size = Math.floor(size / 10)) {
      for (;;) {
        try {
          localStorage.setItem(`filler${n}`, 'x'.repeat(size));
          n++;
        } catch {
          break;
        }
      }
    }
  });
  await page.goto('/words/a1');
  const notice = page.getByRole('alert').filter({ hasText: "this device's storage is full" });
  await expect(notice).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'storage notice');
  const stored = await page.evaluate(() => ({
    quiz: localStorage.getItem('quiz_results'),
    food: localStorage.getItem('food01_results'),
    animals: localStorage.getItem('animals02_results'),
  }));
  expect(stored).toEqual({
    quiz: JSON.stringify({ food01_results: { pictures: [true, false, false] } }),
    food: JSON.stringify({ typing: [true, true, false] }),
    animals: JSON.stringify({ german: [true, true, true] }),
  });
  // The stars of the old keys still show in this session.
  await expect(page.getByRole('link', { name: /Animals 2/ }).getByRole('img', { name: '3 of 3 stars' })).toBeVisible();
  await notice.getByRole('button', { name: 'Close' }).click();
  await expect(notice).toBeHidden();
});
