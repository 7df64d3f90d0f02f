import type { Page } from '@playwright/test';
import animals01 from '../src/features/words/content/topics/animals01';
import food02 from '../src/features/words/content/topics/food02';
import machen from '../src/features/words/content/verb-roots/machen';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

const german = (w: (typeof food02.words)[number]) => (w.kind === 'noun' ? `${w.article} ${w.de}` : w.de);

/** Answers the current "Choose the German word" question by keyboard; wrong on purpose if asked. */
async function answerByKeyboard(page: Page, wrong: boolean) {
  const card = page.locator('section[aria-labelledby="quiz-question"]');
  const prompt = (await card.locator('h3 + div p').first().textContent())?.trim() ?? '';
  const word = food02.words.find((w) => w.tr.en === prompt);
  expect(word, `word for prompt ${prompt}`).toBeDefined();
  const right = german(word!);
  const options = card.locator('button[lang="de"]');
  const texts = await options.allTextContents();
  const index = wrong ? texts.findIndex((t) => t !== right) : texts.indexOf(right);
  await options.nth(index).focus();
  await page.keyboard.press('Enter');
  const feedback = card.getByText(wrong ? /Not quite/ : 'Correct!');
  await expect(feedback).toBeVisible();
  await page.keyboard.press('Enter');
  // Wait for the next question (or the result) before the next prompt is read.
  await expect(feedback).toBeHidden();
}

test('a full keyboard-only quiz round ends with the result and a star recorded', async ({ page }) => {
  await page.goto('/words/a1');
  await expect(page.getByRole('heading', { level: 1, name: 'German words – level A1' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'level page');
  await page.getByRole('link', { name: /Food 2/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Food 2' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'topic page');
  await page.getByRole('button', { name: /Choose the German word/ }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Question 1 of 10')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'quiz question');
  for (let i = 0; i < 10; i++) await answerByKeyboard(page, i === 3);
  await expect(page.getByRole('heading', { name: 'Round finished' })).toBeVisible();
  await expect(page.getByText('9 correct, 1 wrong')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'result');
  const results = JSON.parse((await page.evaluate(() => localStorage.getItem('quiz_results'))) ?? '{}') as Record<string, Record<string, boolean[]>>;
  expect(results.food02_results?.german).toEqual([true, false, false]);
  const reviews = JSON.parse((await page.evaluate(() => localStorage.getItem('reviews'))) ?? '[]') as unknown[];
  expect(reviews).toHaveLength(1);
  await page.goto('/words/a1');
  await expect(page.getByRole('link', { name: /Food 2/ }).getByRole('img', { name: '1 of 3 stars' })).toBeVisible();
});

test('a review session clears a word, locally and on the server', async ({ page, request }) => {
  const email = `rev-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
  await request.post('/api/register.php', { data: { name: 'R', email, password: 'Lernen2026!', language: 'en' } });
  const { token } = (await (await request.post('/api/login.php', { data: { email, password: 'Lernen2026!' } })).json()) as { token: string };
  const headers = { Authorization: `Bearer ${token}` };
  await request.post('/api/reviews/addReview.php', { headers, data: { token, review: 'die Straße', translation: 'street' } });
  await request.post('/api/reviews/addReview.php', { headers, data: { token, review: 'der Hund', translation: 'dog' } });
  await page.addInitScript((t) => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('token', t);
      sessionStorage.setItem('seeded', '1');
    }
  }, token);
  await page.goto('/words');
  await expect(page.getByRole('link', { name: 'Words to review (2)' })).toBeVisible();
  await page.getByRole('link', { name: 'Words to review (2)' }).click();
  await expect(page.getByText('2 words to correct')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'trainer overview');
  await page.getByRole('button', { name: 'Start review' }).click();
  await expect(page.getByText('Lives: 3')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'trainer practice');
  const input = page.getByLabel('Your answer');
  for (let i = 0; i < 15; i++) {
    // The on-screen ß key works too (phones often lack it).
    await input.fill('die Stra');
    await page.getByRole('button', { name: 'Type ß' }).click();
    await input.press('End');
    await input.pressSequentially('e');
    await input.press('Enter');
  }
  await expect(page.getByText('Word cleared: die Straße')).toBeVisible();
  await page.getByRole('button', { name: 'Start Next Correction' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible();
  await expect
    .poll(async () => {
      const res = await request.post('/api/reviews/getReviews.php', { headers, data: { token } });
      return ((await res.json()) as { data: { review: string }[] }).data.map((r) => r.review);
    })
    .toEqual(['der Hund']);
  expect(await page.evaluate(() => localStorage.getItem('reviews'))).not.toContain('Straße');
});

test('a running quiz does not show its answers: the word list steps aside (animals01, machen)', async ({ page }) => {
  await page.goto('/words/animals01');
  await expect(page.getByRole('region', { name: 'The words' }).getByRole('listitem')).toHaveCount(animals01.words.length);
  await page.getByRole('button', { name: /Choose the translation/ }).click();
  await expect(page.getByText('Question 1 of 10')).toBeVisible();
  const card = page.locator('section[aria-labelledby="quiz-question"]');
  const prompt = (await card.locator('h3 + div p').first().textContent())?.trim() ?? '';
  const word = animals01.words.find((w) => (w.kind === 'noun' ? `${w.article} ${w.de}` : w.de) === prompt);
  expect(word, `word for prompt ${prompt}`).toBeDefined();
  const main = page.getByRole('main');
  // The asked word and its translation are on the page once each: in the question and its option.
  await expect(main.getByText(prompt, { exact: true })).toHaveCount(1);
  await expect(main.getByText(word!.tr.en, { exact: true })).toHaveCount(1);
  await expect(card.getByRole('button', { name: word!.tr.en, exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'The words' }).getByRole('listitem')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'quiz with the list hidden');

  await page.goto('/words/machen');
  const quiz = page.getByRole('region', { name: 'Which verb fits?' });
  const list = page.getByRole('region', { name: 'Verbs with machen' });
  await expect(list.getByRole('listitem')).toHaveCount(machen.elements.length);
  await quiz.getByRole('button', { name: 'Start the quiz' }).click();
  await expect(quiz.locator('button[lang="de"]').first()).toBeFocused();
  const sentence = (await quiz.locator('p.text-xl').textContent())?.trim() ?? '';
  const element = machen.elements.find((e) => e.sentence_en === sentence);
  expect(element, `element for ${sentence}`).toBeDefined();
  await expect(list.getByRole('listitem')).toHaveCount(0);
  await expect(main.getByText(element!.de, { exact: true })).toHaveCount(1);
  await expect(main.getByText(element!.sentence, { exact: true })).toHaveCount(0);
});

test('review words stored without a translation are kept and translated from the word sets', async ({ page }) => {
  await page.addInitScript(() => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    localStorage.setItem('reviews', '[{"review": " das Haus ", "translation": null}, {"review": "die Katze", "translation": null}]');
  });
  await page.goto('/words');
  await expect(page.getByRole('link', { name: 'Words to review (2)' })).toBeVisible();
  await page.getByRole('link', { name: 'Words to review (2)' }).click();
  await expect(page.getByText('2 words to correct')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'das Haus' })).toHaveText('das Haus');
  await expect(page.getByRole('listitem').filter({ hasText: 'die Katze' })).toHaveText('die Katze – cat');
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('reviews') ?? '[]') as unknown))
    .toEqual([
      { review: 'das Haus', translation: '' },
      { review: 'die Katze', translation: 'cat' },
    ]);
});
