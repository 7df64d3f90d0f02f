import { games } from '../src/features/games/content/catalogue';
import { expect, expectNoSeriousA11yViolations, isPhone, test } from './fixtures';

/** The games hub (issue 12): reached from the menu's Play group, every game a card, the footer's Games column. */
test('Play → Language Games opens the hub with every game as a card, and the footer lists them', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  if (isPhone(page)) await nav.getByRole('button', { name: 'Menu' }).tap();
  const play = nav.getByRole('button', { name: 'Play' });
  await play.focus();
  await page.keyboard.press('Enter');
  await expect(play).toHaveAttribute('aria-expanded', 'true');
  await nav.getByRole('link', { name: 'Language Games' }).click();
  await expect(page).toHaveURL(/\/games$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Language games' })).toBeVisible();
  for (const game of games) {
    await expect(page.getByRole('main').getByRole('link', { name: new RegExp(`^${game.title.en}`) })).toHaveAttribute('href', game.url);
  }
  await expect(page.getByRole('heading', { level: 2, name: 'Word games' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Sentence games' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'games hub');

  const footer = page.getByRole('contentinfo');
  await footer.scrollIntoViewIfNeeded();
  const column = footer.locator('section').filter({ has: page.getByRole('heading', { name: 'Games' }) });
  for (const game of games) await expect(column.getByRole('link', { name: game.title.en })).toHaveAttribute('href', game.url);
});
