import { expect, expectNoSeriousA11yViolations, isPhone, test } from './fixtures';

test.describe('shell', () => {
  test('home page: header logo, main heading, footer, tip of the day, no axe violations', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Learn German online');
    const logo = page.getByRole('link', { name: /home page/ });
    await expect(logo).toHaveAttribute('href', '/');
    await expect(page.getByRole('contentinfo')).toContainText('2024-2025');
    const tip = page.getByRole('complementary', { name: 'Tip of the day' });
    await expect(tip.locator('p[aria-live]')).not.toBeEmpty();
    await expectNoSeriousA11yViolations(page, 'home');
  });

  test('unknown paths show a localised not-found page', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByText('/no/such/page')).toBeVisible();
    await page.getByRole('combobox', { name: 'Interface language' }).selectOption('de');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Seite nicht gefunden');
    await expectNoSeriousA11yViolations(page, 'not found');
  });

  const legal = [
    { path: '/impressum', title: 'Impressum' },
    { path: '/datenschutz', title: 'Datenschutzerklärung' },
    { path: '/Nutzungsbedingungen', title: 'Nutzungsbedingungen' },
    { path: '/barrierfreiheit', title: 'Deutsch Lernen Barrierfreiheit' },
  ];
  for (const { path, title } of legal) {
    test(`legal page ${path} has its title in <h1> and the owner's details`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.locator('article[lang="de"]')).toContainText('kontakt@deutsch-lernen.example');
      await expectNoSeriousA11yViolations(page, path);
    });
  }

  test('the accessibility statement names the conciliation body and the e-mail contact', async ({ page }) => {
    await page.goto('/barrierfreiheit');
    const text = page.locator('article');
    await expect(text).toContainText('Schlichtungsstelle');
    await expect(text.getByRole('link', { name: /schlichtungsstelle-bgg\.de/ })).toBeVisible();
    await expect(text.getByRole('link', { name: 'kontakt@deutsch-lernen.example' }).first()).toHaveAttribute('href', 'mailto:kontakt@deutsch-lernen.example');
  });

  test('every route change scrolls to the top', async ({ page }) => {
    await page.goto('/datenschutz');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Datenschutzerklärung');
    await expect
      .poll(async () => {
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        return page.evaluate(() => window.scrollY);
      })
      .toBeGreaterThan(300);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of use' }).click();
    await expect(page).toHaveURL(/\/Nutzungsbedingungen$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nutzungsbedingungen');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('footer: worksheet PDFs open in a new tab, legal links work, no dead links', async ({ page, request }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await footer.scrollIntoViewIfNeeded();
    const pdfLinks = footer.locator('a[href$=".pdf"]');
    await expect(pdfLinks).toHaveCount(5);
    for (const link of await pdfLinks.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      const response = await request.get((await link.getAttribute('href')) ?? '');
      expect(response.headers()['content-type']).toContain('pdf');
    }
    await expect(footer.locator('[data-testid="footer-column"]')).toHaveCount(3);
    for (const href of await footer.locator('a:not([href$=".pdf"])').evaluateAll((as) => as.map((a) => a.getAttribute('href')))) {
      await page.goto(href ?? '/');
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Page not found');
    }
  });
});

test.describe('interface language', () => {
  test('the choice persists across reload, sets <html lang> and downloads only that language', async ({ page }) => {
    const localeChunks: string[] = [];
    page.on('request', (r) => {
      const m = /\/assets\/i18n\/([a-z]{2})-/.exec(r.url());
      if (m?.[1]) localeChunks.push(m[1]);
    });
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.getByRole('combobox', { name: 'Interface language' }).selectOption('ua');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('німецьку');
    await expect(page.locator('html')).toHaveAttribute('lang', 'uk');
    expect(await page.evaluate(() => localStorage.getItem('site-language'))).toBe('ua');

    localeChunks.length = 0;
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'uk');
    await expect(page.getByRole('combobox', { name: 'Мова інтерфейсу' })).toHaveValue('ua');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('німецьку');
    await expect(page.getByRole('complementary').locator('p[aria-live]')).not.toBeEmpty();
    expect(new Set(localeChunks)).toEqual(new Set(['ua']));
  });

  test("restores the old site's JSON-quoted value", async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('site-language', '"pl"'));
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
    await expect(page.getByRole('combobox', { name: 'Język interfejsu' })).toHaveValue('pl');
  });
});

test.describe('consent banner', () => {
  test.use({ consent: false });

  test('shows until OK, stores consentGiven and never shows again', async ({ page }) => {
    await page.goto('/');
    const dialog = page.getByRole('dialog', { name: 'Your data stays on your device' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'OK' })).toBeFocused();
    await expectNoSeriousA11yViolations(page, 'consent banner');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('consentGiven'))).not.toBeNull();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  for (const how of ['keyboard', 'pointer'] as const) {
    test(`after OK by ${how}, focus is in the page, not at the top of the document`, async ({ page }) => {
      await page.goto('/');
      const dialog = page.getByRole('dialog', { name: 'Your data stays on your device' });
      const ok = dialog.getByRole('button', { name: 'OK' });
      await expect(ok).toBeFocused();
      if (how === 'keyboard') await page.keyboard.press('Enter');
      else await (isPhone(page) ? ok.tap() : ok.click());
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('main')).toBeFocused();
      // The next Tab continues inside the page's content.
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.getElementById('main')?.contains(document.activeElement))).toBe(true);
    });
  }
});

test.describe('route chunks', () => {
  test('a page chunk starts loading on link hover or focus, before the click', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const chunk = page.waitForRequest(/\/assets\/worksheets-[\w-]+\.js$/);
    const card = page.getByRole('main').getByRole('link', { name: /Worksheets/ });
    await card.focus();
    await chunk;
    await card.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Worksheets');
  });
});
