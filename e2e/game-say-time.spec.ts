import type { Locator, Page } from '@playwright/test';
import { mixUps } from '../src/features/games/say-time/model/round';
import { digital, mainPhrase, timesFor, type Time } from '../src/features/games/say-time/model/time-phrases';
import { expect, expectNoSeriousA11yViolations, isPhone, test } from './fixtures';

/**
 * The say-the-time game. The answers are computed from the clock (or the sentence) on the page
 * with the game's own pure functions, so every round is deterministic whatever times it asks.
 */
const game = (page: Page) => page.locator('section[aria-labelledby="say-time-progress"]');

/** The time on the digital clock (its screen-reader label comes first). */
async function readClock(clock: Locator): Promise<Time> {
  const text = (await clock.textContent()) ?? '';
  const match = /(\d\d):(\d\d)/.exec(text);
  expect(match, `a time on the clock: "${text}"`).not.toBeNull();
  return { h: Number(match![1]), m: Number(match![2]) };
}

async function pressTimes(page: Page, key: string, times: number) {
  for (let i = 0; i < times; i++) await page.keyboard.press(key);
}

async function open(page: Page, exercise: string) {
  await page.goto('/games/say-time-game');
  await expect(page.getByRole('heading', { level: 1, name: 'What time is it?' })).toBeVisible();
  await expect(page.getByText('“Uhr” may be left out after a full hour', { exact: false })).toBeVisible();
  await page.getByLabel('Exercise').selectOption({ label: exercise });
  await expectNoSeriousA11yViolations(page, 'start screen');
  await page.getByRole('button', { name: 'Start' }).focus();
  await page.keyboard.press('Enter');
}

test('everyday German, choosing: a full round by keyboard (one wrong answer, one tap on phones) to the result with a star', async ({ page }) => {
  const phone = isPhone(page);
  await open(page, 'Everyday German – choose');
  const g = game(page);
  let missed: { phrase: string; time: string } | null = null;

  for (let n = 1; n <= 10; n++) {
    await expect(g.getByRole('heading', { name: `Time ${n} of 10` })).toBeVisible();
    const prompt = g.getByRole('heading', { name: 'How do you say this time in everyday German?' });
    await expect(prompt).toBeFocused();
    const time = await readClock(g.getByTestId('digital-clock'));
    const right = mainPhrase(time, 'everyday');
    // The clock is named by its digits — the question — never by the German answer.
    await expect(g.getByRole('img', { name: `Analogue clock showing ${digital(time)}` })).toBeVisible();
    await expect(g.getByTestId('feedback')).toHaveCount(0);

    const options = g.getByRole('list', { name: 'Answers to choose from' }).getByRole('button');
    await expect(options).toHaveCount(4);
    const texts = await options.allTextContents();
    expect(texts.filter((t) => t === right)).toHaveLength(1);
    if (n === 1) await expectNoSeriousA11yViolations(page, 'question');

    // The first time: a plausible wrong option (the hour off by one, nach/vor swapped …) on purpose.
    const wanted = n === 1 ? (texts.find((t) => t !== right && mixUps(time, 'everyday').some((m) => mainPhrase(m, 'everyday') === t)) ?? texts.find((t) => t !== right)!) : right;
    const target = texts.indexOf(wanted);
    if (phone && n === 2) await options.nth(target).tap();
    else {
      await page.keyboard.press('Tab');
      await expect(options.first()).toBeFocused();
      await pressTimes(page, 'Tab', target);
      await expect(options.nth(target)).toBeFocused();
      await page.keyboard.press('Enter');
    }

    const feedback = g.getByTestId('feedback');
    const next = g.getByRole('button', { name: n === 10 ? 'Show the result' : 'Next time' });
    await expect(next).toBeFocused();
    await expect(feedback.getByText(`The answer: ${digital(time)} – ${right}`, { exact: true })).toBeVisible();
    if (n === 1) {
      missed = { phrase: right, time: digital(time) };
      await expect(feedback.getByText('✗ Not quite.', { exact: true })).toBeVisible();
      await expect(options.nth(target)).toHaveText(`✗ ${wanted} (your choice)`);
      await expect(options.nth(texts.indexOf(right))).toHaveText(`✓ ${right} (the right answer)`);
      await expect(g.getByText('✓ 0 ✗ 1')).toBeVisible();
      await expect(page.getByText(`Not quite. ${digital(time)} – ${right} Score: 0 right, 1 wrong.`, { exact: true })).toBeAttached();
      await expectNoSeriousA11yViolations(page, 'a wrong answer');
    } else {
      await expect(feedback.getByText('✓ Correct!', { exact: true })).toBeVisible();
      await expect(g.getByText(`✓ ${n - 1} ✗ 1`)).toBeVisible();
      await expect(page.getByText(`Correct! ${digital(time)} – ${right} Score: ${n - 1} right, 1 wrong.`, { exact: true })).toBeAttached();
    }
    await page.keyboard.press('Enter');
  }

  await expect(page.getByRole('heading', { name: 'Result' })).toBeFocused();
  await expect(page.getByText('9 right, 1 wrong', { exact: true })).toBeVisible();
  await expect(page.getByText('Well done – you earned a star!')).toBeVisible();
  await expect(page.getByRole('img', { name: '1 of 3 stars' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: `${missed!.phrase} – ${missed!.time}` })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'result');
});

test('setting the clock: a full round by keyboard (hour by arrow keys in its field, minutes by the + button) to the result with a star', async ({ page }) => {
  await open(page, 'Set the clock for a sentence');
  const g = game(page);
  const hourField = g.getByLabel('Hour', { exact: true });
  const minuteUp = g.getByRole('button', { name: '5 minutes forward' });

  for (let n = 1; n <= 10; n++) {
    await expect(g.getByRole('heading', { name: `Time ${n} of 10` })).toBeVisible();
    await expect(g.getByRole('heading', { name: 'Set the clock to this time:' })).toBeFocused();
    const sentence = ((await g.getByTestId('clock-sentence').textContent()) ?? '').trim();
    const answers = timesFor(sentence);
    expect(answers.length, `times for "${sentence}"`).toBeGreaterThan(0);
    const target = answers[0]!;
    // The clock starts at 12:00 and is named by the learner's setting, not by the answer.
    await expect(g.getByRole('img', { name: 'Your clock, set to 12:00' })).toBeVisible();
    if (n === 1) await expectNoSeriousA11yViolations(page, 'question');

    await page.keyboard.press('Tab');
    await expect(g.getByRole('button', { name: 'One hour back' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(hourField).toBeFocused();
    const steps = target.h - 12;
    await pressTimes(page, steps > 0 ? 'ArrowDown' : 'ArrowUp', Math.abs(steps));
    await expect(hourField).toHaveValue(String(target.h));
    await pressTimes(page, 'Tab', 4);
    await expect(minuteUp).toBeFocused();
    await pressTimes(page, 'Enter', target.m / 5);
    await expect(g.getByTestId('digital-clock')).toHaveText(`Your clock: ${digital(target)}`);
    await expect(g.getByRole('img', { name: `Your clock, set to ${digital(target)}` })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(g.getByRole('button', { name: 'Check' })).toBeFocused();
    await page.keyboard.press('Enter');

    const feedback = g.getByTestId('feedback');
    await expect(feedback.getByText('✓ Correct!', { exact: true })).toBeVisible();
    await expect(feedback.getByText(`The right time: ${answers.map(digital).join(' or ')}`, { exact: true })).toBeVisible();
    await expect(g.getByText(`✓ ${n} ✗ 0`)).toBeVisible();
    const next = g.getByRole('button', { name: n === 10 ? 'Show the result' : 'Next time' });
    await expect(next).toBeFocused();
    await page.keyboard.press('Enter');
  }

  await expect(page.getByRole('heading', { name: 'Result' })).toBeFocused();
  await expect(page.getByText('10 right, 0 wrong', { exact: true })).toBeVisible();
  await expect(page.getByText('Well done – you earned a star!')).toBeVisible();
  await expect(page.getByRole('img', { name: '1 of 3 stars' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'result');

  // Play again: a clock set wrong is marked wrong, with the right time beside it.
  await page.getByRole('button', { name: 'Play again' }).click();
  await expect(g.getByRole('heading', { name: 'Time 1 of 10' })).toBeVisible();
  const sentence = ((await g.getByTestId('clock-sentence').textContent()) ?? '').trim();
  const answers = timesFor(sentence);
  const wrong = answers.some((t) => t.h === 12 && t.m === 0) ? '13' : '12';
  if (wrong === '13') await g.getByRole('button', { name: 'One hour forward' }).click();
  await g.getByRole('button', { name: 'Check' }).click();
  await expect(g.getByTestId('feedback').getByText('✗ Not quite.', { exact: true })).toBeVisible();
  await expect(g.getByText(`You set the clock to ${wrong}:00.`, { exact: true })).toBeVisible();
  await expect(g.getByText(`The right time: ${answers.map(digital).join(' or ')}`, { exact: true })).toBeVisible();
  await expect(g.getByText('✓ 0 ✗ 1')).toBeVisible();
});
