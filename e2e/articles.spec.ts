import cases from '../src/features/articles/content/articles/german-cases-explained';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

/** Issue 15: hub → type filter → search → an article → its table of contents by keyboard; axe on both. */
test('articles: filter and search the hub by keyboard, open an article, use its table of contents by keyboard', async ({ page }) => {
  await page.goto('/articles');
  await expect(page.getByRole('heading', { level: 1, name: 'Articles' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/articles');

  const filter = page.getByRole('group', { name: 'Article type' });
  const grammar = filter.getByRole('button', { name: 'Grammar' });
  await grammar.focus();
  await page.keyboard.press('Enter');
  await expect(grammar).toHaveAttribute('aria-pressed', 'true');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2 })).toHaveText(['Grammar']);

  await page.getByRole('searchbox', { name: 'Search by title' }).fill('cases');
  const card = main.getByRole('link', { name: new RegExp(cases.title.en) });
  await expect(card).toBeVisible();
  await card.focus();
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/articles\/german-cases-explained$/);
  await expect(page.getByRole('heading', { level: 1, name: cases.title.en })).toBeVisible();
  // index.html carries the site-wide description; the page's own (React 19 hoists it into <head>) follows it.
  await expect(page.locator('meta[name="description"]')).toHaveCount(1);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^German has four cases: .{120,140}\S$/);
  await expectNoSeriousA11yViolations(page, 'an article');

  const toc = page.getByRole('navigation', { name: 'Contents' });
  const links = toc.getByRole('link');
  await links.first().focus();
  await page.keyboard.press('Tab');
  await expect(links.nth(1)).toBeFocused();
  await page.keyboard.press('Enter');
  const target = page.getByRole('heading', { level: 2, name: 'The article table' });
  await expect(target).toBeFocused();
  await expect(target).toBeInViewport();
});
