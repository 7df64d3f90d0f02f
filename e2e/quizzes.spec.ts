import type { Page } from '@playwright/test';
import { germanyQuizzes } from '../src/features/games/content/germany-catalogue';
import geography from '../src/features/games/content/germany/geography';
import history from '../src/features/games/content/germany/history';
import type { GermanyQuiz } from '../src/features/games/content/quiz-types';
import { expect, expectNoSeriousA11yViolations, isPhone, test } from './fixtures';

/**
 * The quizzes about Germany (issue 13): Play → Quizzes about Germany → the hub → a round by
 * keyboard to a star; a round in Ukrainian. Only the quizzes of this build are assumed (the
 * catalogue says which), so nothing here depends on how many there are.
 */

/** The question on the page, found in the quiz by its text in the interface language. */
async function currentQuestion(page: Page, quiz: GermanyQuiz, lang: 'en' | 'ua') {
  const text = ((await page.getByTestId('question').textContent()) ?? '').trim();
  const question = quiz.questions.find((q) => q.q[lang] === text);
  expect(question, `a question of ${quiz.id} reading "${text}"`).toBeDefined();
  return question!;
}

/** Presses Tab until the option with this text has the focus (the first option has it at the start). */
async function tabToOption(page: Page, text: string) {
  for (let i = 0; i < 6; i++) {
    const focused = await page.evaluate(() => document.activeElement?.textContent ?? '');
    if (focused === text) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`could not reach "${text}" by Tab`);
}

test('Play → Quizzes about Germany → the hub → a round of 10 by keyboard to the result with a star', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  if (isPhone(page)) await nav.getByRole('button', { name: 'Menu' }).tap();
  const play = nav.getByRole('button', { name: 'Play' });
  await play.focus();
  await page.keyboard.press('Enter');
  await expect(play).toHaveAttribute('aria-expanded', 'true');
  const entry = nav.getByRole('link', { name: 'Quizzes about Germany' });
  await entry.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/quizzes\/$/);

  await expect(page.getByRole('heading', { level: 1, name: 'Quizzes about Germany' })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByTestId('quiz-card')).toHaveCount(germanyQuizzes.length);
  for (const quiz of germanyQuizzes) await expect(main.getByRole('link', { name: new RegExp(`^${quiz.title.en}`) })).toHaveAttribute('href', quiz.url);
  await expectNoSeriousA11yViolations(page, 'quizzes hub');

  const card = main.getByRole('link', { name: new RegExp(`^${geography.title.en}`) });
  await card.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: geography.title.en })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Quizzes about Germany' })).toHaveAttribute('href', '/quizzes/');
  const start = page.getByRole('button', { name: 'Start' });
  await start.focus();
  await page.keyboard.press('Enter');

  const seen = new Set<string>();
  let missed = '';
  for (let n = 1; n <= 10; n++) {
    await expect(page.getByRole('heading', { name: `Question ${n} of 10` })).toBeVisible();
    const question = await currentQuestion(page, geography, 'en');
    expect(seen.has(question.q.en), `asked twice: ${question.q.en}`).toBe(false);
    seen.add(question.q.en);
    const options = page.getByRole('group', { name: question.q.en }).getByRole('button');
    await expect(options).toHaveCount(question.options.length);
    await expect(options.first()).toBeFocused();
    // Nothing shows the answer before it is given.
    await expect(page.getByText(question.explanation.en)).toHaveCount(0);
    if (n === 1) await expectNoSeriousA11yViolations(page, 'question');

    const right = question.options[question.answer]!.en;
    // The first question is answered wrong on purpose.
    const choice = n === 1 ? question.options.find((_, i) => i !== question.answer)!.en : right;
    await tabToOption(page, choice);
    await page.keyboard.press('Enter');

    const feedback = page.getByTestId('feedback');
    await expect(feedback).toContainText(question.explanation.en);
    if (n === 1) {
      missed = question.options[question.answer]!.de;
      await expect(feedback).toContainText(`✗ Not quite. The right answer: ${right}.`);
      await expect(options.filter({ hasText: `✗ your answer, wrong: ${choice}` })).toHaveCount(1);
      await expect(options.filter({ hasText: `✓ right answer: ${right}` })).toHaveCount(1);
      await expectNoSeriousA11yViolations(page, 'answered question');
    } else {
      await expect(feedback).toContainText('✓ Right!');
    }
    const next = page.getByRole('button', { name: n === 10 ? 'Show the result' : 'Next' });
    await expect(next).toBeFocused();
    await page.keyboard.press('Enter');
  }

  await expect(page.getByRole('heading', { name: 'Result' })).toBeFocused();
  await expect(page.getByText('9 right, 1 wrong', { exact: true })).toBeVisible();
  await expect(page.getByText('Well done – you earned a star!')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: missed }).first()).toBeVisible();
  const stored = await page.evaluate(() => localStorage.getItem('quiz_results'));
  expect(JSON.parse(stored ?? '{}')['germany-geography_results']?.all).toEqual([true, false, false]);
  await expectNoSeriousA11yViolations(page, 'result');

  // Back on the hub, the quiz's card shows its star.
  await page.getByRole('link', { name: 'All quizzes' }).click();
  await expect(main.getByTestId('quiz-card').filter({ hasText: geography.title.en }).getByRole('img', { name: '1 of 3 stars' })).toBeVisible();
});

test('a round in Ukrainian: questions, options and explanations in Ukrainian', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('site-language', 'ua'));
  await page.goto('/quizzes/history');
  await expect(page.getByRole('heading', { level: 1, name: history.title.ua })).toBeVisible();
  await page.getByRole('button', { name: 'Почати' }).click();

  for (let n = 1; n <= 10; n++) {
    await expect(page.getByRole('heading', { name: `Запитання ${n} з 10` })).toBeVisible();
    const question = await currentQuestion(page, history, 'ua');
    await expect(page.getByTestId('question')).not.toHaveText(question.q.en);
    const right = question.options[question.answer]!.ua;
    await page.getByRole('group', { name: question.q.ua }).getByRole('button', { name: right, exact: true }).click();
    await expect(page.getByTestId('feedback')).toContainText('✓ Правильно!');
    await expect(page.getByTestId('feedback')).toContainText(question.explanation.ua);
    if (n === 1) await expectNoSeriousA11yViolations(page, 'Ukrainian question');
    await page.getByRole('button', { name: n === 10 ? 'Показати результат' : 'Далі' }).click();
  }
  await expect(page.getByRole('heading', { name: 'Результат' })).toBeVisible();
  await expect(page.getByText('Чудово – ви заробили зірочку!')).toBeVisible();
});
