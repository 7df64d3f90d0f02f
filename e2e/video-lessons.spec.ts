import type { Page } from '@playwright/test';
import { lesson as hallo } from '../src/features/video-lessons/content/lessons/a1-hallo';
import { expect, expectNoSeriousA11yViolations, isPhone, test } from './fixtures';

/**
 * Video lessons (issue 16): Learn → Video Lessons → the hub → a lesson. Nothing of the video is
 * downloaded before play; play by keyboard fetches the .webm; the German captions track is on;
 * the exercise by keyboard ends with a star.
 */

/** Presses Tab until the button with this text has the focus. */
async function tabTo(page: Page, text: string) {
  for (let i = 0; i < 8; i++) {
    const focused = await page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
    if (focused.endsWith(text)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`could not reach "${text}" by Tab`);
}

test('Learn → Video Lessons → a lesson: no video before play, play by keyboard, captions, the exercise to a star', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (r) => requests.push(new URL(r.url()).pathname));

  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  if (isPhone(page)) await nav.getByRole('button', { name: 'Menu' }).tap();
  const learn = nav.getByRole('button', { name: 'Learn' });
  await learn.focus();
  await page.keyboard.press('Enter');
  const entry = nav.getByRole('link', { name: 'Video Lessons' });
  await entry.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/video-lessons$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Video lessons' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Level A1' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'video lessons hub');

  const card = page.getByRole('main').getByRole('link', { name: new RegExp(`^${hallo.title.en}`) });
  await card.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/video-lessons\/a1-hallo$/);
  await expect(page.getByRole('heading', { level: 1, name: hallo.title.en })).toBeVisible();
  const video = page.getByTestId('lesson-video');
  await expect(video).toBeVisible();
  await expect(page.getByText(/served by this site itself/)).toBeVisible();
  await expect(page.getByTestId('transcript').getByRole('listitem')).toHaveCount(hallo.lines.length);

  // The captions track is there (German, on by default); the video itself is not fetched yet.
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.textTracks.length)).toBe(1);
  expect(await video.evaluate((v: HTMLVideoElement) => ({ kind: v.textTracks[0]?.kind, lang: v.textTracks[0]?.language }))).toEqual({ kind: 'captions', lang: 'de' });
  expect(requests.filter((p) => p.endsWith('.webm'))).toEqual([]);
  await expectNoSeriousA11yViolations(page, 'video lesson');
  // Before play: the poster and the small captions file at most, never the video.
  expect(requests.filter((p) => p.startsWith('/video-lessons/a1-hallo.') && !/\.(jpg|vtt)$/.test(p))).toEqual([]);
  expect(requests.filter((p) => p.endsWith('.webm'))).toEqual([]);

  // Play by keyboard: the browser's own controls take Space on the focused video.
  await video.focus();
  await page.keyboard.press('Space');
  await expect.poll(() => requests.filter((p) => p === '/video-lessons/a1-hallo.webm').length).toBeGreaterThan(0);
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(false);
  await video.evaluate((v: HTMLVideoElement) => v.pause());

  // The exercise by keyboard: Enter on the right option, then Enter on Next (which takes the focus).
  await page.getByRole('heading', { level: 2, name: 'Check what you understood' }).scrollIntoViewIfNeeded();
  // Start hides the transcript and its translation while the questions are answered (issue 25).
  await page.getByRole('button', { name: 'Start the questions' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('transcript')).toHaveCount(0);
  await expect(page.getByText(/The transcript is hidden while you answer the questions/)).toBeVisible();
  await expect(page.getByTestId('exercise-question').locator('xpath=following-sibling::div[1]//button[1]')).toBeFocused();
  for (const [i, q] of hallo.exercise.entries()) {
    await expect(page.getByTestId('exercise-question')).toHaveText(q.question.en);
    await tabTo(page, q.options[q.answer]!);
    await page.keyboard.press('Enter');
    const next = page.getByRole('button', { name: i === hallo.exercise.length - 1 ? 'Show the result' : 'Next' });
    await expect(next).toBeFocused();
    await page.keyboard.press('Enter');
  }
  await expect(page.getByTestId('exercise-result')).toContainText('3 of 3 right');
  await expect(page.getByTestId('transcript').getByRole('listitem')).toHaveCount(hallo.lines.length);
  await expect(page.getByRole('main').getByRole('img', { name: '1 of 3 stars' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'video lesson result');

  await page.goto('/video-lessons');
  const again = page.getByTestId('video-card').filter({ hasText: hallo.title.en });
  await expect(again.getByRole('img', { name: '1 of 3 stars' })).toBeVisible();
});

test('an unknown lesson is not found', async ({ page }) => {
  await page.goto('/video-lessons/no-such-lesson');
  await expect(page.getByRole('heading', { level: 1, name: /not found/i })).toBeVisible();
});
