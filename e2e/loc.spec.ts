import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

test.describe('/loc, the interface-language chooser', () => {
  test('from a word page: open /loc by the footer link, choose Українська, land back on the word page in Ukrainian', async ({ page }) => {
    await page.goto('/words/animals01');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const link = page.getByRole('contentinfo').getByRole('link', { name: 'Choose language' });
    await link.click();
    await expect(page).toHaveURL(/\/loc\?from=%2Fwords%2Fanimals01$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose your language');
    const english = page.getByRole('button', { name: /^English/ });
    await expect(english).toHaveAttribute('aria-current', 'true');
    await expect(english).toContainText('✓ current language');

    const ukrainian = page.getByRole('button', { name: /Українська/ });
    await expect(ukrainian).toHaveAttribute('lang', 'uk');
    await ukrainian.click();

    await expect(page).toHaveURL(/\/words\/animals01$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'uk');
    expect(await page.evaluate(() => localStorage.getItem('site-language'))).toBe('ua');
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Обрати мову' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Мова інтерфейсу' })).toHaveValue('ua');
  });

  test('a ?from= that leaves the site returns home instead', async ({ page }) => {
    await page.goto(`/loc?from=${encodeURIComponent('//example.com/')}`);
    await page.getByRole('button', { name: /Deutsch/ }).click();
    await expect(page).toHaveURL(/:\d+\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  });

  test('no axe violations in English and Ukrainian; the current language is marked in Ukrainian too', async ({ page }) => {
    await page.goto('/loc');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose your language');
    await expectNoSeriousA11yViolations(page, '/loc en');

    await page.evaluate(() => localStorage.setItem('site-language', 'ua'));
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Оберіть мову');
    const current = page.getByRole('button', { name: /Українська/ });
    await expect(current).toHaveAttribute('aria-current', 'true');
    await expect(current).toContainText('✓ поточна мова');
    await expect(page.getByRole('button', { name: /^English/ })).toContainText('Англійська');
    await expectNoSeriousA11yViolations(page, '/loc ua');
  });
});
