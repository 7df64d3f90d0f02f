import { expect, expectNoSeriousA11yViolations, isPhone, test } from './fixtures';

test.describe('menu on desktop', () => {
  test.skip(({ page }) => isPhone(page), 'desktop only');

  test('a submenu opens on hover and closes 100 ms after the pointer leaves', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    await expect(nav.getByRole('button', { name: 'Menu' })).toBeHidden();
    const group = nav.getByRole('button', { name: 'For Teachers' });
    await expect(group).toHaveAttribute('aria-expanded', 'false');
    await group.hover();
    await expect(group).toHaveAttribute('aria-expanded', 'true');
    const link = nav.getByRole('link', { name: 'Worksheet' });
    await expect(link).toBeVisible();
    // Moving from the button into the submenu keeps it open.
    await link.hover();
    await page.waitForTimeout(250);
    await expect(link).toBeVisible();
    // Leaving: it stays open for the 100 ms delay, then closes. Timed inside the page.
    await group.evaluate((button) => {
      const w = window as unknown as { closedAt?: number };
      new MutationObserver(() => {
        if (button.getAttribute('aria-expanded') === 'false') w.closedAt ??= performance.now();
      }).observe(button, { attributes: true });
    });
    const leftAt = await page.evaluate(() => performance.now());
    await page.mouse.move(5, 600);
    await expect(group).toHaveAttribute('aria-expanded', 'false');
    const closedAfter = await page.evaluate((t0) => ((window as unknown as { closedAt?: number }).closedAt ?? 0) - t0, leftAt);
    expect(closedAfter).toBeGreaterThanOrEqual(95);
    expect(closedAfter).toBeLessThan(600);
    await expect(link).toBeHidden();
  });

  test('is keyboard operable: Enter opens, Escape closes and returns focus, Space toggles', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    const group = nav.getByRole('button', { name: 'For Teachers' });
    await group.focus();
    await page.keyboard.press('Enter');
    await expect(group).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Worksheet' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(group).toHaveAttribute('aria-expanded', 'false');
    await expect(group).toBeFocused();
    await page.keyboard.press('Space');
    await expect(group).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/worksheets$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Worksheets');
    await expectNoSeriousA11yViolations(page, 'worksheets');
  });

  test('focus is visible on menu items', async ({ page }) => {
    await page.goto('/');
    const group = page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'For Teachers' });
    await group.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    const outline = await group.evaluate((el) => getComputedStyle(el).outlineStyle);
    expect(outline).toBe('solid');
  });
});

test.describe('menu on a phone', () => {
  test.skip(({ page }) => !isPhone(page), 'phone only');

  test('collapses behind a toggle button with aria-expanded', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    const toggle = nav.getByRole('button', { name: 'Menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const group = nav.getByRole('button', { name: 'For Teachers' });
    await expect(group).toBeHidden();
    await toggle.tap();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(group).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'open phone menu');
    await group.tap();
    await nav.getByRole('link', { name: 'Worksheet' }).tap();
    await expect(page).toHaveURL(/\/worksheets$/);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(group).toBeHidden();
  });

  test('Escape closes the open panel and returns focus to the toggle', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.tap();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
  });
});

test.describe('menu at phone width, by touch (phone) and by mouse (desktop)', () => {
  test.use({ viewport: { width: 393, height: 851 } });

  test('one tap on another group switches groups', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    const press = async (name: string) => {
      const button = nav.getByRole('button', { name, exact: true });
      await (isPhone(page) && (await page.evaluate(() => navigator.maxTouchPoints > 0)) ? button.tap() : button.click());
    };
    const learn = nav.getByRole('button', { name: 'Learn', exact: true });
    const teachers = nav.getByRole('button', { name: 'For Teachers', exact: true });
    await press('Menu');
    await press('Learn');
    await expect(learn).toHaveAttribute('aria-expanded', 'true');
    await press('For Teachers');
    await expect(teachers).toHaveAttribute('aria-expanded', 'true');
    await expect(learn).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'Worksheet' })).toBeVisible();
    // And back, again with one tap.
    await press('Learn');
    await expect(learn).toHaveAttribute('aria-expanded', 'true');
    await expect(teachers).toHaveAttribute('aria-expanded', 'false');
  });
});
