import type { Page } from '@playwright/test';
import { seedCrosswords } from '../src/mocks/data/crosswords';
import { expect, expectNoSeriousA11yViolations, isPhone, test } from './fixtures';

/**
 * Issue 25 items 8–13 as the learner met them: crosswords on a phone, the map game at 320 px and
 * on a desktop, phone layouts, focus and targets, the polish. Each test names its item.
 */

const DEMO = { email: 'demo@example.com', password: 'Deutsch123!' };

async function logIn(page: Page) {
  const answer = await page.request.post('/api/login.php', { data: DEMO });
  const { token } = (await answer.json()) as { token: string };
  await page.addInitScript((t) => {
    if (!window.sessionStorage.getItem('e2e-logged-in')) {
      window.localStorage.setItem('token', t);
      window.sessionStorage.setItem('e2e-logged-in', '1');
    }
  }, token);
}

const rect = (page: Page, selector: string) => page.locator(selector).first().evaluate((el) => el.getBoundingClientRect().toJSON() as DOMRect);

test.describe('item 8: crosswords', () => {
  test('visitors read before the tap that solving needs a login; a puzzle page is named by its puzzle', async ({ page }) => {
    await page.goto('/');
    const tile = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Sunday crosswords' }) });
    await expect(tile.getByText('You need to log in to solve them.')).toBeVisible();
    await page.goto('/crosswords/');
    await expect(page.getByText('You need to log in to solve the crosswords.')).toBeVisible();
    const puzzle = seedCrosswords[5]!;
    await page.goto(`/crosswords/game/${puzzle.id}`);
    await expect(page.getByRole('heading', { level: 1, name: puzzle.title })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${puzzle.title} – `));
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).not.toContainText(/Crossword Game\s*[›/>]?\s*Crossword Game/);
    await expectNoSeriousA11yViolations(page, 'crossword page (visitor)');
  });

  test('instructions fit the device; the phone clue bar never covers the row being typed', async ({ page }) => {
    const puzzle = seedCrosswords[5]!;
    await logIn(page);
    await page.goto(`/crosswords/game/${puzzle.id}`);
    const grid = page.getByRole('grid');
    await expect(grid).toBeVisible();
    const howTo = page.locator('#cw-howto');
    if (isPhone(page)) {
      await expect(howTo).toHaveText(/^Tap a cell/);
      await expect(howTo).not.toContainText(/arrow|Tab\b|Backspace/i);
    } else {
      await expect(howTo).toContainText('Arrow keys move');
    }
    // A puzzle written with AE/OE says so and offers no Ä Ö Ü ß keys that would contradict it.
    await expect(page.getByText(/are written AE, OE, UE and SS/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Type Ä' })).toHaveCount(0);
    if (!isPhone(page)) return;

    // The last open cell of the grid, brought to the very bottom of the screen, then tapped.
    const last = grid.locator('input').last();
    await last.evaluate((el) => {
      const box = el.getBoundingClientRect();
      window.scrollBy(0, box.bottom - window.innerHeight + 4);
    });
    await last.tap();
    const bar = page.getByTestId('keyboard-clue');
    await expect(bar).toBeVisible();
    await expect
      .poll(async () => {
        const cell = await last.evaluate((el) => el.getBoundingClientRect().bottom);
        const top = await bar.evaluate((el) => el.getBoundingClientRect().top);
        return cell <= top;
      })
      .toBe(true);
  });
});

test.describe('item 9: map game', () => {
  test('Start: a clean focus outline on the shape, the question in view, the whole map above the fold, no arrow-key hint on phones', async ({ page }) => {
    const phone = isPhone(page);
    if (phone) await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/map-game');
    const start = page.getByRole('button', { name: 'Start' });
    if (phone) await start.tap();
    else {
      await start.focus();
      await page.keyboard.press('Enter');
    }
    const prompt = page.getByTestId('prompt');
    await expect(prompt).toBeVisible();
    await expect(prompt).toBeInViewport({ ratio: 1 });
    const map = page.getByTestId('map');
    const focused = map.locator('[role="radio"][tabindex="0"]');
    await expect(focused).toBeFocused();
    // No box ring round the state (it stuck out of the map as two lines).
    expect(await focused.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('none');
    const box = await rect(page, '[data-testid="map"]');
    const height = await page.evaluate(() => window.innerHeight);
    // The southern states are on screen: the map's bottom is above the fold.
    expect(box.bottom).toBeLessThanOrEqual(height);
    if (phone) {
      await expect(page.getByText('Arrow keys move between the states')).toHaveCount(0);
    } else {
      // The keyboard's focus shows as an outline drawn along the state's shape, inside the map.
      await expect(map.getByTestId('focus-outline')).toHaveCount(1);
      const outline = await rect(page, '[data-testid="focus-outline"]');
      expect(outline.left).toBeGreaterThanOrEqual(box.left - 4);
      expect(outline.right).toBeLessThanOrEqual(box.right + 4);
      expect(outline.top).toBeGreaterThanOrEqual(box.top - 4);
      await expect(page.getByText('Arrow keys move between the states, Enter chooses.')).toBeVisible();
    }
    await expectNoSeriousA11yViolations(page, 'map game question');
  });
});

test.describe('item 11: phone layout', () => {
  /** The rectangles of `items` that the timer button overlaps (none expected). */
  async function coveredByTimer(page: Page, items: ReturnType<Page['locator']>, timerName = 'Таймер навчання') {
    const timer = await page.getByRole('button', { name: timerName }).evaluate((el) => el.getBoundingClientRect().toJSON() as DOMRect);
    const boxes = await items.evaluateAll((els) => els.map((el) => ({ text: (el.textContent ?? '').trim(), r: el.getBoundingClientRect().toJSON() as DOMRect })));
    return boxes.filter(({ r }) => r.left < timer.right && timer.left < r.right && r.top < timer.bottom && timer.top < r.bottom).map((b) => b.text);
  }

  test('the learning timer covers no laces item at 320 px in Ukrainian, scrolled anywhere; long words are not cut at random', async ({ page }) => {
    test.skip(!isPhone(page), 'a phone layout');
    await page.addInitScript(() => window.localStorage.setItem('site-language', 'ua'));
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/games/laces-game');
    await page.getByLabel('Слова з теми').selectOption('food01');
    await page.getByRole('button', { name: 'Почати' }).click();
    const items = page.getByRole('list', { name: /Німецька|Переклад/ }).getByRole('button');
    await expect(items).toHaveCount(10);
    for (let y = 0; y <= 600; y += 40) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      expect(await coveredByTimer(page, items), `scrolled to ${y} px`).toEqual([]);
    }
    await expect(page.getByRole('list', { name: 'Переклад' }).getByRole('button').first().locator('span').first()).toHaveCSS('hyphens', 'auto');
  });

  test('word search on a phone lists the words to find above the grid', async ({ page }) => {
    test.skip(!isPhone(page), 'a phone layout');
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/games/words-puzzle');
    await page.getByLabel('Words from').selectOption('animals01');
    await page.getByRole('button', { name: 'Start' }).click();
    const list = page.getByRole('list', { name: 'Words to find' });
    const grid = page.getByRole('grid');
    await expect(grid).toBeVisible();
    const [listBox, gridBox] = [await list.boundingBox(), await grid.boundingBox()];
    expect(listBox!.y + listBox!.height).toBeLessThanOrEqual(gridBox!.y);
    for (let y = 0; y <= 600; y += 80) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      expect(await coveredByTimer(page, grid.getByRole('gridcell'), 'Learning timer'), `grid scrolled to ${y} px`).toEqual([]);
    }
    await expectNoSeriousA11yViolations(page, 'word search on a phone');
  });
});

test.describe('item 12: targets and text alternatives', () => {
  test('footer links, the Slow speech checkbox and the file input are at least 24 px; the health meter says its value', async ({ page }) => {
    if (isPhone(page)) await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/phrases/greetings');
    const slow = page.getByRole('checkbox', { name: 'Slow speech' });
    const box = (await slow.boundingBox())!;
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24);
    const heights = await page.locator('footer a').evaluateAll((links) => links.map((a) => a.getBoundingClientRect().height));
    expect(heights.length).toBeGreaterThan(10);
    expect(Math.min(...heights)).toBeGreaterThanOrEqual(24);

    await page.goto('/your-data');
    const file = (await page.locator('input[type="file"]').boundingBox())!;
    expect(file.height).toBeGreaterThanOrEqual(24);

    await page.goto('/words/food02');
    await page.getByRole('button', { name: /Write the German word/ }).click();
    const meter = page.getByRole('meter');
    await expect(meter).toHaveAttribute('aria-valuetext', 'You 50 % – quiz 50 %');
    await expect(meter).toHaveAccessibleName(/Tug of war/);
    await expectNoSeriousA11yViolations(page, 'word quiz with the meter');
  });
});

test.describe('item 13: polish', () => {
  test('class games: on a projector (1280×720) the game starts on the first screen, the scoreboard beside it', async ({ page }) => {
    test.skip(isPhone(page), 'a projector is a desktop');
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.goto('/for-teachers/class-games/');
    await page.getByLabel('Words from').selectOption({ label: 'Animals 2' });
    const game = page.getByTestId('class-game');
    await expect(game.getByRole('heading', { level: 2 })).toBeInViewport();
    await expect(game.getByRole('group').getByRole('button').first()).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const [gameBox, teamsBox] = [await game.boundingBox(), await page.getByRole('heading', { name: 'Teams and points' }).boundingBox()];
    expect(teamsBox!.x).toBeGreaterThan(gameBox!.x + gameBox!.width);
  });

  test('class games: Full screen puts the game itself on the screen', async ({ page }) => {
    test.skip(isPhone(page), 'a projector is a desktop');
    await page.goto('/for-teachers/class-games/');
    await page.getByLabel('Words from').selectOption({ label: 'Animals 2' });
    const game = page.getByTestId('class-game');
    await expect(game).toBeAttached();
    await page.getByRole('button', { name: 'Full screen' }).click();
    await expect.poll(() => page.evaluate(() => document.fullscreenElement?.getAttribute('data-testid') ?? null)).toBe('class-game');
    await expect(game.getByRole('heading', { level: 2 })).toBeInViewport();
    await expectNoSeriousA11yViolations(page, 'class game in full screen');
  });
});
