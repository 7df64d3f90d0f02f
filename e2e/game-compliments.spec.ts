import type { Page } from '@playwright/test';
import { compliments } from '../src/features/games/content/compliments';
import { expect, expectNoSeriousA11yViolations, isPhone, test } from './fixtures';

/** The situation on the page, found in the content by its text in the interface language. */
async function currentSituation(page: Page, lang: 'en' | 'ua') {
  const text = ((await page.getByTestId('situation').textContent()) ?? '').trim();
  const situation = compliments.find((s) => s.situation[lang] === text);
  expect(situation, `a situation reading "${text}"`).toBeDefined();
  return situation!;
}

const options = (page: Page) => page.getByRole('group', { name: 'Which compliment fits?' }).getByRole('button');

/** Presses Tab until the option with this German text has the focus (the first has it at the start). */
async function tabToOption(page: Page, german: string) {
  for (let i = 0; i < 6; i++) {
    const focused = await page.evaluate(() => document.activeElement?.textContent ?? '');
    if (focused === german) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`could not reach "${german}" by Tab`);
}

test('a full round of 10 situations by keyboard (desktop) or by tap (phone) to the result with a star', async ({ page }) => {
  await page.goto('/compliment-game');
  await expect(page.getByRole('heading', { level: 1, name: 'Compliments' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Situations' })).toHaveValue('all');
  await expectNoSeriousA11yViolations(page, 'start screen');

  const start = page.getByRole('button', { name: 'Start' });
  if (isPhone(page)) await start.tap();
  else {
    await start.focus();
    await page.keyboard.press('Enter');
  }

  const seen = new Set<string>();
  let missed = '';
  for (let n = 1; n <= 10; n++) {
    await expect(page.getByRole('heading', { name: `Situation ${n} of 10` })).toBeVisible();
    const situation = await currentSituation(page, 'en');
    expect(seen.has(situation.id), `situation ${situation.id} asked twice`).toBe(false);
    seen.add(situation.id);
    await expect(options(page)).toHaveCount(1 + situation.distractors.length);
    // Nothing shows the answer before it is given: no translations, no register marks.
    await expect(page.getByTestId('feedback')).toHaveCount(0);
    await expect(page.getByText(situation.answer.tr.en, { exact: true })).toHaveCount(0);

    // The first situation is answered in the wrong register on purpose.
    const wrong = n === 1 ? situation.distractors.find((d) => d.reason === 'register')! : null;
    const choice = wrong?.de ?? situation.answer.de;
    if (n === 1) {
      await expect(options(page).first()).toBeFocused();
      await expectNoSeriousA11yViolations(page, 'question');
    }
    if (isPhone(page)) await options(page).filter({ hasText: choice }).tap();
    else {
      await tabToOption(page, choice);
      await page.keyboard.press('Enter');
    }

    const feedback = page.getByTestId('feedback');
    if (wrong) {
      missed = situation.answer.de;
      await expect(feedback).toContainText('Not quite:');
      await expect(feedback.locator('[lang="de"]')).toHaveCount(2);
      // Every option now shows its register and translation.
      await expect(options(page).filter({ hasText: situation.answer.tr.en }).first()).toBeVisible();
      await expectNoSeriousA11yViolations(page, 'answered question');
    } else {
      await expect(feedback).toContainText('Right!');
    }
    const next = page.getByRole('button', { name: n === 10 ? 'Show the result' : 'Next' });
    await expect(next).toBeFocused();
    if (isPhone(page)) await next.tap();
    else await page.keyboard.press('Enter');
  }

  await expect(page.getByRole('heading', { name: 'Result' })).toBeFocused();
  await expect(page.getByText('9 right, 1 wrong', { exact: true })).toBeVisible();
  await expect(page.getByText('Well done – you earned a star!')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: missed })).toBeVisible();
  const stored = await page.evaluate(() => localStorage.getItem('quiz_results'));
  expect(JSON.parse(stored ?? '{}')['game-compliments_results']?.all).toEqual([true, false, false]);
  await expectNoSeriousA11yViolations(page, 'result');
});

test('a round in Ukrainian: the situations and the explanation are Ukrainian, the compliments German', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('site-language', 'ua'));
  await page.goto('/compliment-game');
  await expect(page.getByRole('heading', { level: 1, name: 'Компліменти' })).toBeVisible();
  // The rules name du and Sie as German words.
  await expect(page.locator('form').locator('..').locator('span[lang="de"]')).toHaveText(['du', 'Sie']);
  await page.getByRole('button', { name: 'Почати' }).click();

  for (let n = 1; n <= 10; n++) {
    await expect(page.getByRole('heading', { name: `Ситуація ${n} з 10` })).toBeVisible();
    const situation = await currentSituation(page, 'ua');
    await expect(page.getByTestId('situation')).not.toHaveText(situation.situation.en);
    const group = page.getByRole('group', { name: 'Який комплімент пасує?' });
    const other = situation.distractors.find((d) => d.reason === 'situation')!;
    if (n === 1) {
      // A compliment for another situation: the line says so, with that compliment's meaning in Ukrainian.
      await group.getByRole('button', { name: other.de, exact: true }).click();
      await expect(page.getByTestId('feedback')).toHaveText(`✗ Цей комплімент – для іншої ситуації: «${other.tr.ua}»`);
      await expect(group.getByRole('button').filter({ hasText: situation.answer.tr.ua })).toBeVisible();
    } else {
      await group.getByRole('button', { name: situation.answer.de, exact: true }).click();
      await expect(page.getByTestId('feedback')).toContainText('Правильно!');
    }
    await page.getByRole('button', { name: n === 10 ? 'Показати результат' : 'Далі' }).click();
  }
  await expect(page.getByRole('heading', { name: 'Результат' })).toBeVisible();
  await expect(page.getByText('Чудово – ви заробили зірочку!')).toBeVisible();
});
