import { expect } from './fixtures';
import { german, IMPORT_TOPICS, IMPORT_TYPES, IMPORT_WORDS, readLocal, type Device, type Results, type Topic } from './fault-devices';

/**
 * The learner's steps in a fault schedule (fault-schedules.spec.ts): a quiz round, a review word
 * cleared, a progress file imported.
 */

/**
 * One word quiz round ("Choose the German word"), by keyboard, with `wrong` answers missed on
 * purpose. Returns the words missed that the device did not hold before (the words the round adds).
 */
export async function playRound(device: Device, topic: Topic, wrong: number, offline: boolean): Promise<string[]> {
  const { page } = device;
  await page.goto(`/words/${topic.id}`);
  // The page's own sync runs first (it may bring or take words); then the device's list is read.
  await page.waitForLoadState('networkidle').catch(() => undefined);
  const held = (await readLocal(page)).reviews;
  await page.getByRole('button', { name: /Choose the German word/ }).click();
  if (offline) await device.context.setOffline(true);
  const card = page.locator('section[aria-labelledby="quiz-question"]');
  const missed: string[] = [];
  for (let i = 0; i < 10; i++) {
    await expect(page.getByText(`Question ${i + 1} of 10`)).toBeVisible();
    const prompt = ((await card.locator('h3 + div p').first().textContent()) ?? '').trim();
    const word = topic.words.find((w) => w.tr.en === prompt);
    if (!word) throw new Error(`no word for the prompt ${prompt} in ${topic.id}`);
    const right = german(word);
    const options = card.locator('button[lang="de"]');
    const texts = await options.allTextContents();
    const index = i < wrong ? texts.findIndex((t) => t !== right) : texts.indexOf(right);
    if (i < wrong) missed.push(right);
    // Keys go to an element through a locator action, so the Data Sync dialog's handler runs
    // first: a dialog that opens mid-round takes no keystroke meant for the quiz.
    await options.nth(index).press('Enter');
    const feedback = card.getByText(i < wrong ? /Not quite/ : 'Correct!');
    await expect(feedback).toBeVisible();
    await page.locator(':focus').press('Enter');
    await expect(feedback).toBeHidden();
  }
  await expect(page.getByRole('heading', { name: 'Round finished' })).toBeVisible();
  if (offline) await device.context.setOffline(false);
  return missed.filter((word) => !held.has(word));
}

/** Clears one review word in the trainer: 15 right answers in a row. */
export async function clearReview(device: Device): Promise<string | undefined> {
  const { page } = device;
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('reviews') ?? '[]') as { review: string; translation: string }[]);
  if (stored.length === 0) return undefined;
  await page.goto('/words');
  const link = page.getByRole('link', { name: /Words to review \(\d+\)/ });
  if (!(await link.isVisible())) return undefined;
  await link.click();
  // The trainer's own sync may just have emptied the list (the other device cleared the word):
  // then there is no Start button and nothing to clear.
  const started = await page
    .getByRole('button', { name: 'Start review' })
    .click({ timeout: 10_000 })
    .then(
      () => true,
      () => false,
    );
  if (!started) return undefined;
  const prompt = ((await page.locator('#review-prompt').textContent()) ?? '').trim();
  const current = await page.evaluate(() => JSON.parse(localStorage.getItem('reviews') ?? '[]') as { review: string; translation: string }[]);
  const word = current.find((r) => (r.translation || r.review) === prompt);
  if (!word) return undefined;
  const input = page.getByLabel('Your answer');
  for (let i = 0; i < 15; i++) {
    await input.fill(word.review);
    await input.press('Enter');
  }
  // After the last word the trainer congratulates (an alert) and shows the empty list instead.
  await expect(page.getByText(`Word cleared: ${word.review}`).or(page.getByText('Nothing to correct — words you miss in quizzes appear here.'))).toBeVisible();
  return word.review;
}

/**
 * Loads a progress file on "Your data" (the stars and words of another device) and imports it.
 * Returns the file's review words that the device did not hold just before the import (the
 * words the import adds), or none when it was cancelled.
 */
export async function importFile(device: Device, random: () => number): Promise<string[]> {
  const { page } = device;
  const quizResults: Results = {};
  for (const topic of IMPORT_TOPICS) {
    if (random() < 0.5) continue;
    const type = IMPORT_TYPES[Math.floor(random() * IMPORT_TYPES.length)]!;
    const stars = 1 + Math.floor(random() * 3);
    quizResults[`${topic}_results`] = { [type]: [0, 1, 2].map((i) => i < stars) };
  }
  const reviews = IMPORT_WORDS.filter(() => random() < 0.3);
  const file = {
    app: 'deutsch-lernen',
    version: 1,
    exportedAt: new Date().toISOString(),
    data: { quiz_results: quizResults, reviews, phraseReviews: [], crosswordProgress: {}, settings: { gameChoices: {} } },
  };
  await page.goto('/your-data');
  // The page's own sync runs first (it may bring or take words); then the device's list is read.
  await page.waitForLoadState('networkidle').catch(() => undefined);
  const held = (await readLocal(page)).reviews;
  await page.getByLabel('Progress file (.json)').setInputFiles({ name: 'other-device.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(file)) });
  await expect(page.getByRole('group', { name: 'What other-device.json adds:' })).toBeVisible();
  if (await page.getByText('This file holds no progress that this browser does not already have.').isVisible()) {
    await page.getByRole('button', { name: 'Cancel' }).click();
    return [];
  }
  await page.getByRole('button', { name: 'Import' }).click();
  await expect(page.getByTestId('your-data-result')).toBeVisible();
  return reviews.map((r) => r.review).filter((word) => !held.has(word));
}

