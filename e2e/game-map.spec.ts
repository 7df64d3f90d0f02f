import type { Page } from '@playwright/test';
import { countries, rivers, states, type GermanState } from '../src/features/games/content/states';
import { expect, expectNoSeriousA11yViolations, isPhone, test } from './fixtures';

/** The state a map-game question asks for, read from the German name in the prompt. */
async function askedState(page: Page, kind: 'state' | 'capital'): Promise<GermanState> {
  const german = ((await page.getByTestId('prompt').locator('[lang="de"]').textContent()) ?? '').trim();
  const state = states.find((s) => (kind === 'state' ? s.de : s.capital) === german);
  expect(state, `a state for "${german}"`).toBeDefined();
  return state!;
}

const focusedState = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('data-state') ?? '');

/** Arrow keys down the radio group until the state has the focus (16 states: at most 16 presses). */
async function arrowTo(page: Page, id: string) {
  for (let i = 0; i <= 16; i++) {
    if ((await focusedState(page)) === id) return;
    await page.keyboard.press('ArrowDown');
  }
  throw new Error(`could not reach ${id} with the arrow keys`);
}

/** Taps a point of the state on the map that really is that state (not a neighbour or a city state's ring). */
async function tapState(page: Page, id: string) {
  await page.getByTestId('map').evaluate((map) => map.scrollIntoView({ block: 'center' }));
  const ring = page.locator(`[data-hit="${id}"]`);
  if ((await ring.count()) > 0) {
    // Berlin, Hamburg and Bremen: their ring is the target, at least 24 px across.
    const box = (await ring.boundingBox())!;
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24);
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    return;
  }
  const point = await page.evaluate((stateId) => {
    const group = document.querySelector(`[data-testid="map"] [data-state="${stateId}"]`) as SVGGElement;
    const path = group.querySelector('path') as SVGPathElement;
    const box = path.getBBox();
    const matrix = path.getScreenCTM() as DOMMatrix;
    // A 20×20 grid over the state's box, from the middle rows outwards.
    const rows = [...Array(20).keys()].sort((a, b) => Math.abs(a - 9.5) - Math.abs(b - 9.5));
    for (const row of rows) {
      for (const column of rows) {
        const local = new DOMPoint(box.x + (box.width * (column + 0.5)) / 20, box.y + (box.height * (row + 0.5)) / 20);
        if (!path.isPointInFill(local)) continue;
        const screen = local.matrixTransform(matrix);
        if (screen.x < 0 || screen.y < 0 || screen.x > window.innerWidth || screen.y > window.innerHeight) continue;
        const hit = document.elementFromPoint(screen.x, screen.y);
        if (hit && group.contains(hit)) return { x: screen.x, y: screen.y };
      }
    }
    return null;
  }, id);
  expect(point, `a point inside ${id}`).not.toBeNull();
  await page.touchscreen.tap(point!.x, point!.y);
}

test('map game: a full round by keyboard only (desktop) or by tap (phone) to the result with a star', async ({ page }) => {
  const phone = isPhone(page);
  const kind = phone ? 'capital' : 'state';
  await page.goto('/map-game');
  await expect(page.getByRole('heading', { level: 1, name: 'Map of Germany' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Exercise' }).selectOption(kind);
  await expectNoSeriousA11yViolations(page, 'start screen');

  const start = page.getByRole('button', { name: 'Start' });
  if (phone) await start.tap();
  else {
    await start.focus();
    await page.keyboard.press('Enter');
  }

  let missed = '';
  const asked = new Set<string>();
  for (let n = 1; n <= 10; n++) {
    await expect(page.getByRole('heading', { name: `Question ${n} of 10` })).toBeVisible();
    const state = await askedState(page, kind);
    expect(asked.has(state.id), `${state.id} asked twice`).toBe(false);
    asked.add(state.id);
    const map = page.getByRole('radiogroup');
    await expect(map).toHaveAccessibleName(await page.getByTestId('prompt').innerText());
    await expect(map.getByRole('radio')).toHaveCount(16);
    // While asking, no state is named by its name: the radio names say where a state lies.
    await expect(page.getByRole('radio', { name: state.de, exact: true })).toHaveCount(0);
    await expect(page.getByTestId('feedback')).toHaveCount(0);

    // The first question is answered wrong on purpose: the state after the right one.
    const wrong = n === 1 ? (states.find((s) => s.id !== state.id && s.id !== 'be' && s.id !== 'hb' && s.id !== 'hh') as GermanState) : null;
    const target = wrong ?? state;
    if (phone) {
      await tapState(page, target.id);
    } else {
      if (n === 1) {
        await expect(map.locator('[tabindex="0"]')).toBeFocused();
        await expectNoSeriousA11yViolations(page, 'question');
      }
      await arrowTo(page, target.id);
      await page.keyboard.press('Enter');
    }

    const feedback = page.getByTestId('feedback');
    if (wrong) {
      missed = kind === 'state' ? state.de : `${state.capital} – ${state.de}`;
      await expect(feedback).toContainText('✗ Not quite');
      await expect(feedback).toContainText(wrong.de);
      // Not colour alone: the right state is labelled ✓ and the wrong one ✗ on the map.
      await expect(page.getByTestId('map').locator('text')).toHaveText([`✓ ${state.de}`, `✗ ${wrong.de}`]);
      await expect(page.getByRole('radio', { name: wrong.de, exact: true })).toHaveAttribute('aria-checked', 'true');
      await expectNoSeriousA11yViolations(page, 'answered question');
    } else {
      await expect(feedback).toContainText('✓ Right!');
    }
    const next = page.getByRole('button', { name: n === 10 ? 'Show the result' : 'Next' });
    await expect(next).toBeFocused();
    if (phone) await next.tap();
    else await page.keyboard.press('Enter');
  }

  await expect(page.getByRole('heading', { name: 'Result' })).toBeFocused();
  await expect(page.getByText('9 right, 1 wrong', { exact: true })).toBeVisible();
  await expect(page.getByText('Well done – you earned a star!')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: missed })).toBeVisible();
  const stored = await page.evaluate(() => localStorage.getItem('quiz_results'));
  expect(JSON.parse(stored ?? '{}')['game-map_results']?.[kind]).toEqual([true, false, false]);
  await expectNoSeriousA11yViolations(page, 'result');
});

test('map game: every state can be chosen from the list too', async ({ page }) => {
  await page.goto('/map-game');
  await page.getByRole('button', { name: 'Start' }).click();
  const state = await askedState(page, 'state');
  await page.getByText('Choose from a list').click();
  const list = page.getByRole('list', { name: 'States from north to south' });
  await expect(list.getByRole('button')).toHaveCount(16);
  // The list describes the states (no names while asking) in the map's order.
  await expect(list.getByRole('button', { name: state.de, exact: true })).toHaveCount(0);
  await list.locator(`[data-state="${state.id}"]`).click();
  await expect(page.getByTestId('feedback')).toContainText('✓ Right!');
  await expect(list.getByRole('button', { name: `✓ ${state.de}` })).toBeDisabled();
});

/** The option that is true for the highlighted state, by the kind the English question names. */
function rightOption(question: string, state: GermanState, options: string[]): string {
  const nameOf = (id: string) => states.find((s) => s.id === id)?.de;
  const countryOf = (id: string) => countries.find((c) => c.id === id)?.name.de;
  const isTrue = (de: string): boolean => {
    if (question.startsWith('What is the capital')) return state.capital === de;
    if (question.startsWith('What is the largest city')) return state.largestCity === de;
    if (question.startsWith('Which state borders')) return state.neighbours.some((id) => nameOf(id) === de);
    if (question.startsWith('Which country borders')) return state.countries.some((id) => countryOf(id) === de);
    if (question.startsWith('Which river')) return rivers.some((r) => r.de === de && r.states.includes(state.id));
    throw new Error(`unknown question: ${question}`);
  };
  const right = options.filter(isTrue);
  expect(right, `${question} ${options.join(' | ')}`).toHaveLength(1);
  return right[0] as string;
}

test('map quiz: a full round by keyboard to the result with a star', async ({ page }) => {
  await page.goto('/games/map-quiz');
  await expect(page.getByRole('heading', { level: 1, name: 'Map quiz' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Questions' })).toHaveValue('mixed');
  await expectNoSeriousA11yViolations(page, 'start screen');
  await page.getByRole('button', { name: 'Start' }).focus();
  await page.keyboard.press('Enter');

  let missed = '';
  for (let n = 1; n <= 10; n++) {
    await expect(page.getByRole('heading', { name: `Question ${n} of 10` })).toBeVisible();
    const id = await page.getByTestId('map').getAttribute('data-highlight');
    const state = states.find((s) => s.id === id)!;
    // The map is a picture that says which state is highlighted; the question names it in German.
    await expect(page.getByRole('img', { name: `Map of Germany with ${state.de} highlighted` })).toBeVisible();
    const question = page.getByTestId('question');
    await expect(question.locator('[lang="de"]')).toHaveText(state.de);
    const group = page.getByRole('group', { name: await question.innerText() });
    const buttons = group.getByRole('button');
    await expect(buttons).toHaveCount(4);
    const options = await buttons.locator('[lang="de"]').allInnerTexts();
    const right = rightOption(await question.innerText(), state, options);
    const choice = n === 1 ? (options.find((o) => o !== right) as string) : right;
    await expect(buttons.first()).toBeFocused();
    if (n === 1) await expectNoSeriousA11yViolations(page, 'question');
    for (let i = 0; i < options.indexOf(choice); i++) await page.keyboard.press('Tab');
    await expect(buttons.nth(options.indexOf(choice))).toBeFocused();
    await page.keyboard.press('Enter');

    const feedback = page.getByTestId('feedback');
    if (n === 1) {
      missed = `${state.de}: ${right}`;
      await expect(feedback).toContainText(`✗ Not quite. The right answer: ${right}`);
      await expect(buttons.filter({ hasText: `✓ ${right}` })).toHaveCount(1);
      await expect(buttons.filter({ hasText: `✗ ${choice}` })).toHaveCount(1);
      await expectNoSeriousA11yViolations(page, 'answered question');
    } else {
      await expect(feedback).toHaveText('✓ Right!');
    }
    const next = page.getByRole('button', { name: n === 10 ? 'Show the result' : 'Next' });
    await expect(next).toBeFocused();
    await page.keyboard.press('Enter');
  }

  await expect(page.getByRole('heading', { name: 'Result' })).toBeFocused();
  await expect(page.getByText('9 right, 1 wrong', { exact: true })).toBeVisible();
  await expect(page.getByText('Well done – you earned a star!')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: missed })).toBeVisible();
  const stored = await page.evaluate(() => localStorage.getItem('quiz_results'));
  expect(JSON.parse(stored ?? '{}')['game-map-quiz_results']?.mixed).toEqual([true, false, false]);
  await expectNoSeriousA11yViolations(page, 'result');
});

test('map quiz in Ukrainian: questions in Ukrainian, German names marked lang="de"', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('site-language', 'ua'));
  await page.goto('/games/map-quiz');
  await page.getByRole('combobox', { name: 'Питання' }).selectOption('capital');
  await page.getByRole('button', { name: 'Почати' }).click();
  const id = await page.getByTestId('map').getAttribute('data-highlight');
  const state = states.find((s) => s.id === id)!;
  await expect(page.getByTestId('question')).toHaveText(`Яка столиця землі ${state.de}?`);
  await page.getByRole('button', { name: state.capital, exact: true }).click();
  await expect(page.getByTestId('feedback')).toHaveText('✓ Правильно!');
});

test('the map loads with its games only, not with the games hub', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/games');
  await expect(page.getByRole('link', { name: /Map of Germany/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Map quiz/ })).toBeVisible();
  expect(scripts.filter((url) => url.includes('germany-map'))).toEqual([]);
  await page.getByRole('link', { name: /Map quiz/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Map quiz' })).toBeVisible();
  expect(scripts.filter((url) => url.includes('germany-map'))).toHaveLength(1);
});
