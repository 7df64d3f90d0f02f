import a1 from '../src/features/articles/content/articles/german-a1-cheat-sheet';
import school from '../src/features/articles/content/articles/german-school-system';
import a1Ua from '../src/features/articles/content/translations/ua/german-a1-cheat-sheet';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

/**
 * Issue 25.6, seen on a phone in Ukrainian: an article showed a translated title over an English
 * table of contents and body. A translated article is Ukrainian throughout; an untranslated one
 * says so and marks its body lang="en"; every article ends with the other-articles box.
 */
const h2s = (body: typeof a1.body) => body.flatMap((b) => ('h2' in b ? [b.h2] : []));

test.beforeEach(async ({ page }) => {
  // Several page loads and two axe runs per test: slow on a busy 2-core machine.
  test.slow();
  await page.addInitScript(() => window.localStorage.setItem('site-language', 'ua'));
});

test('a translated article in Ukrainian: translated contents and body, no English paragraph, the other-articles box', async ({ page }) => {
  await page.goto('/articles/german-a1-cheat-sheet');
  await expect(page.getByRole('heading', { level: 1, name: a1.title.ua })).toBeVisible();
  const toc = page.getByRole('navigation', { name: 'Зміст' });
  await expect(toc.getByRole('link')).toHaveText(h2s(a1Ua.body));
  await expect(page.getByText('Ця стаття доступна лише англійською мовою.')).toHaveCount(0);
  const body = page.locator('article > div[lang]');
  await expect(body).toHaveAttribute('lang', 'uk');
  // No English paragraph: none of the original's paragraphs or headings is on the page.
  for (const block of a1.body) {
    if ('p' in block) await expect(page.getByText(block.p.slice(0, 40), { exact: false })).toHaveCount(0);
  }
  await expect(page.getByRole('heading', { level: 2, name: h2s(a1.body)[0]! })).toHaveCount(0);
  await expect(page.getByText('Ich kann gut schwimmen.', { exact: true })).toHaveAttribute('lang', 'de');

  const box = page.getByRole('complementary', { name: 'Інші статті' });
  await expect(box.getByRole('link')).toHaveCount(5);
  await expectNoSeriousA11yViolations(page, 'a translated article in Ukrainian');

  await box.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/articles\/[a-z0-9-]+$/);
  await expect(page.getByRole('complementary', { name: 'Інші статті' }).getByRole('link')).toHaveCount(5);
});

test('an untranslated article in Ukrainian says it is in English and marks its body lang="en"', async ({ page }) => {
  await page.goto('/articles/german-school-system');
  await expect(page.getByRole('heading', { level: 1, name: school.title.ua })).toBeVisible();
  await expect(page.getByText('Ця стаття доступна лише англійською мовою.')).toBeVisible();
  await expect(page.locator('article > div[lang]')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 2, name: h2s(school.body)[0]! })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Інші статті' }).getByRole('link')).toHaveCount(5);
  await expectNoSeriousA11yViolations(page, 'an untranslated article in Ukrainian');
});
