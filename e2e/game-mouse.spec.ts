import type { Page } from '@playwright/test';
import animals from '../src/features/words/content/topics/animals01';
import { expect, expectNoSeriousA11yViolations, isPhone, test } from './fixtures';

/** The fixed topic: the picture shown names its word (each picture is used once in the topic). */
const TOPIC = 'animals01';

async function startRound(page: Page) {
  await page.goto('/games/mouse-game');
  await expect(page.getByRole('heading', { level: 1, name: 'Mouse and cat' })).toBeVisible();
  await page.getByLabel('Words from').selectOption(TOPIC);
}

/** The German (with article) of the picture asked, read from the topic by the picture's file name. */
async function answerOf(page: Page): Promise<{ answer: string; wrong: string; options: string[] }> {
  const src = await page.getByRole('img', { name: /^Picture: / }).locator('img').getAttribute('src');
  const name = /\/icons\/noto\/([\w-]+)\.svg$/.exec(src ?? '')?.[1];
  const word = animals.words.find((w) => w.img === name);
  expect(word, `a word pictured by ${name} in ${TOPIC}`).toBeDefined();
  const answer = word!.kind === 'noun' ? `${word!.article} ${word!.de}` : word!.de;
  const options = (await page.getByRole('group', { name: 'What is this in German?' }).getByRole('button').allTextContents()).map((o) => o.trim());
  expect(options).toHaveLength(4);
  expect(options).toContain(answer);
  return { answer, wrong: options.find((o) => o !== answer)!, options };
}

const raceText = (page: Page) => page.getByTestId('race-text');

test('mouse game: a round by keyboard – one mistake, then the mouse reaches the cheese – to the result and a star', async ({ page }) => {
  await startRound(page);
  await expectNoSeriousA11yViolations(page, 'mouse game start');
  await page.getByRole('button', { name: 'Start' }).focus();
  await page.keyboard.press('Enter');
  await expect(raceText(page)).toHaveText('The mouse is 5 steps from the cheese, the cat 5 steps behind.');

  // One wrong answer lets the cat close in; then six right ones take the mouse to the cheese (health 60 → 0).
  const expected = [
    'The mouse is 6 steps from the cheese, the cat 4 steps behind.',
    'The mouse is 5 steps from the cheese, the cat 5 steps behind.',
    'The mouse is 4 steps from the cheese, the cat 6 steps behind.',
    'The mouse is 3 steps from the cheese, the cat 7 steps behind.',
    'The mouse is 2 steps from the cheese, the cat 8 steps behind.',
    'The mouse is 1 step from the cheese, the cat 9 steps behind.',
    'The mouse has reached the cheese!',
  ];
  let missed = '';
  for (let n = 1; n <= expected.length; n++) {
    await expect(page.getByRole('heading', { level: 2, name: `Picture ${n} of 10` })).toBeVisible();
    const { answer, wrong, options } = await answerOf(page);
    const choice = n === 1 ? wrong : answer;
    if (n === 1) missed = answer;
    // The focus starts on the first option; Tab moves along them.
    const group = page.getByRole('group', { name: 'What is this in German?' });
    await expect(group.getByRole('button').first()).toBeFocused();
    for (let i = 0; i < options.indexOf(choice); i++) await page.keyboard.press('Tab');
    await expect(group.getByRole('button', { name: choice, exact: true })).toBeFocused();
    if (n === 1) await expectNoSeriousA11yViolations(page, 'mouse game question');
    await page.keyboard.press('Enter');
    const feedback = n === 1 ? `Wrong! Correct: ${answer}` : 'Right!';
    await expect(page.getByText(feedback, { exact: false }).first()).toBeVisible();
    await expect(raceText(page)).toHaveText(expected[n - 1]!);
    await expect(page.getByTestId('live-region')).toContainText(`${n === 1 ? `Wrong! Correct: ${answer}.` : 'Right!'} ${expected[n - 1]}`);
    const last = n === expected.length;
    const next = page.getByRole('button', { name: last ? 'Show the result' : 'Next picture' });
    await expect(next).toBeFocused();
    await page.keyboard.press('Enter');
  }

  await expect(page.getByRole('heading', { level: 2, name: 'Result' })).toBeFocused();
  await expect(page.getByText('6 right, 1 wrong', { exact: true })).toBeVisible();
  await expect(page.getByText('The mouse has reached the cheese!', { exact: true })).toBeVisible();
  await expect(page.getByText('Well done – you earned a star!', { exact: true })).toBeVisible();
  await expect(page.getByRole('img', { name: '1 of 3 stars' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: missed })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'mouse game result');
});

test('mouse game by tap (click on desktop): five wrong answers and the cat catches the mouse – no star', async ({ page }) => {
  await startRound(page);
  const press = (target: ReturnType<Page['getByRole']>) => (isPhone(page) ? target.tap() : target.click());
  await press(page.getByRole('button', { name: 'Start' }));
  for (let n = 1; n <= 5; n++) {
    await expect(page.getByRole('heading', { level: 2, name: `Picture ${n} of 10` })).toBeVisible();
    const { wrong } = await answerOf(page);
    await press(page.getByRole('group', { name: 'What is this in German?' }).getByRole('button', { name: wrong, exact: true }));
    await expect(raceText(page)).toHaveText(n === 5 ? 'The cat has caught the mouse!' : `The mouse is ${5 + n} steps from the cheese, the cat ${5 - n} ${5 - n === 1 ? 'step' : 'steps'} behind.`);
    await press(page.getByRole('button', { name: n === 5 ? 'Show the result' : 'Next picture' }));
  }
  await expect(page.getByRole('heading', { level: 2, name: 'Result' })).toBeVisible();
  await expect(page.getByText('0 right, 5 wrong', { exact: true })).toBeVisible();
  await expect(page.getByText('The cat has caught the mouse!', { exact: true })).toBeVisible();
  await expect(page.getByText('Fewer than 3 mistakes earn a star. Try again!', { exact: true })).toBeVisible();
  await expect(page.getByRole('img', { name: '0 of 3 stars' })).toBeVisible();
});
