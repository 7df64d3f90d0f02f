import { expect, expectNoSeriousA11yViolations, isPhone, test } from './fixtures';

test.describe('home page', () => {
  test('presents every built area in groups, each tile leads to its page, axe clean', async ({ page, request }) => {
    await page.goto('/');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toContainText('Learn German online');
    await expect(main.getByRole('heading', { level: 2 })).toHaveText(['Learn', 'Play', 'For teachers', 'Your progress']);
    const tiles: [string, string][] = [
      ['Words A1', '/words/a1'],
      ['Words A2', '/words/a2'],
      ['B1 verb roots', '/words/b1'],
      ['Grammar A1', '/grammar'],
      ['Grammar A2', '/grammar/a2'],
      ['Phrasebook', '/phrases'],
      ['Articles', '/articles'],
      ['Words for your job', '/spec_vacabulary/job'],
      ['Words for exams', '/spec_vacabulary/exam'],
      ['Language games', '/games'],
      ['Sunday crosswords', '/crosswords/'],
      ['Worksheets', '/worksheets'],
      ['Log in', '/login'],
    ];
    for (const [name, href] of tiles) await expect(main.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    // No stars and nothing to review yet: nothing of the kind is shown.
    await expect(main.getByText(/^Stars:/)).toHaveCount(0);
    await expect(main.getByRole('link', { name: 'Words to review' })).toHaveCount(0);
    // Every tile's picture is a real Noto picture.
    for (const src of await main.locator('li img').evaluateAll((imgs) => imgs.map((i) => i.getAttribute('src') ?? ''))) {
      const response = await request.get(src);
      expect(response.ok(), src).toBe(true);
      expect(response.headers()['content-type'], src).toContain('svg');
    }
    // No sideways scroll on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectNoSeriousA11yViolations(page, 'home');

    // The whole card is the tap target: a tap on the picture opens the page too.
    const tile = main.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Grammar A2', exact: true }) });
    await tile.scrollIntoViewIfNeeded();
    const box = await tile.locator('img').boundingBox();
    if (!box) throw new Error('no picture on the Grammar A2 tile');
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    if (isPhone(page)) await page.touchscreen.tap(x, y);
    else await page.mouse.click(x, y);
    await expect(page).toHaveURL(/\/grammar\/a2$/);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Page not found');
  });

  test("shows the learner's stars and reviews due, and they lead to the reviews", async ({ page }) => {
    await page.addInitScript(() => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('quiz_results', JSON.stringify({ time01_results: { pictures: [true, true, false] }, food01_results: { typing: [true, true, true] } }));
      localStorage.setItem('reviews', JSON.stringify([{ review: 'der Apfel', translation: 'apple' }, { review: 'die Birne', translation: 'pear' }]));
      localStorage.setItem('phraseReviews', JSON.stringify([{ review: 'Guten Tag!', translation: 'Hello!' }]));
    });
    await page.goto('/');
    const main = page.getByRole('main');
    const a1 = main.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Words A1', exact: true }) });
    await expect(a1.getByText(/^Stars: 5 of \d+$/)).toBeVisible();
    const words = main.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Words to review' }) });
    await expect(words).toContainText('Due now: 2');
    await expect(main.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Phrases to review' }) })).toContainText('Due now: 1');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectNoSeriousA11yViolations(page, 'home with progress');
    await main.getByRole('link', { name: 'Phrases to review' }).click();
    await expect(page).toHaveURL(/\/phrases\/reviews$/);
  });

  test('speaks Ukrainian when chosen', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('site-language', 'ua'));
    await page.goto('/');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2 })).toHaveText(['Вчитися', 'Грати', 'Для вчителів', 'Ваш прогрес']);
    await expect(main.getByRole('link', { name: 'Слова A1', exact: true })).toHaveAttribute('href', '/words/a1');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectNoSeriousA11yViolations(page, 'home ua');
  });
});
