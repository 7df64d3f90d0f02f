import type { Page } from '@playwright/test';
import animals from '../src/features/words/content/topics/animals02';
import { expect, expectNoSeriousA11yViolations, isPhone, test } from './fixtures';

/**
 * The class games on one fixed set ("Animals 2": every English meaning names one word), so the
 * test reads each word from the page (its meaning and its letter count), never from luck.
 */
type Word = (typeof animals.words)[number];
const german = (w: Word) => (w.kind === 'noun' ? `${w.article} ${w.de}` : w.de);

/** A German keyboard's keys: Playwright's US layout has no ä ö ü ß, so those go as raw key events. */
async function typeLetters(page: Page, letters: string) {
  const cdp = /[^a-z]/i.test(letters) ? await page.context().newCDPSession(page) : null;
  for (const ch of letters) {
    if (/[a-z]/i.test(ch)) await page.keyboard.press(ch.toLowerCase());
    else {
      await cdp!.send('Input.dispatchKeyEvent', { type: 'keyDown', key: ch, text: ch, unmodifiedText: ch });
      await cdp!.send('Input.dispatchKeyEvent', { type: 'keyUp', key: ch });
    }
  }
  await cdp?.detach();
}

test('For Teachers → Class games: two teams, hangman by keyboard, a team-quiz question, a picture card, the print view', async ({ page }) => {
  // One lesson end to end with eight axe scans: on a busy shared machine it needs more than the default minute.
  test.slow();
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  if (isPhone(page)) await nav.getByRole('button', { name: 'Menu', exact: true }).click();
  await nav.getByRole('button', { name: 'For Teachers', exact: true }).click();
  await nav.getByRole('link', { name: 'Class games' }).click();
  await expect(page).toHaveURL(/\/for-teachers\/class-games\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Class games' })).toBeVisible();

  await page.getByLabel('Words from').selectOption({ label: 'Animals 2' });
  await expect(page.getByText(`Words in this set: ${animals.words.length}`)).toBeVisible();

  // Two teams (the default), renamed.
  await expect(page.getByLabel('Number of teams')).toHaveValue('2');
  await page.getByLabel('Name of team 1').fill('Foxes');
  await page.getByLabel('Name of team 2').fill('Owls');
  const score = (n: number) => page.getByTestId(`team-${n}`).getByText(/^Points of .*:\s*\d+$/);
  await expect(score(1)).toHaveText(/Points of Foxes:\s*0/);
  await expectNoSeriousA11yViolations(page, 'start');

  // Hangman, by keyboard: start, read the hint, type the word's letters.
  const start = page.getByRole('button', { name: 'Start with the first word' });
  await start.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Turn: Foxes')).toBeVisible();
  await expect(page.getByTestId('hangman-wrong')).toHaveText('Wrong letters: 0 of 8');
  const hint = page.getByRole('button', { name: 'Hint: meaning' });
  await hint.focus();
  await page.keyboard.press('Enter');
  const meaning = (await page.getByTestId('hangman-hint').textContent())!.replace('Meaning: ', '');
  const matches = animals.words.filter((w) => w.tr.en === meaning);
  expect(matches, `the word for "${meaning}"`).toHaveLength(1);
  const word = matches[0]!;
  await expectNoSeriousA11yViolations(page, 'hangman');
  // One wrong letter first (one the word lacks), then the word's letters.
  const missing = [...'QXJYVZ'].find((l) => !word.de.toUpperCase().includes(l))!;
  await page.keyboard.press(missing.toLowerCase());
  await expect(page.getByTestId('hangman-wrong')).toContainText('Wrong letters: 1 of 8');
  await typeLetters(page, [...new Set(word.de.toLowerCase())].join(''));
  await expect(page.getByTestId('hangman-result')).toHaveText('✓ Solved! Point for Foxes.');
  await expect(page.getByText(`${german(word)} – ${word.tr.en}`)).toBeVisible();
  await expect(score(1)).toHaveText(/Points of Foxes:\s*1/);
  await expect(score(2)).toHaveText(/Points of Owls:\s*0/);
  const next = page.getByRole('button', { name: 'Next word – turn: Owls' });
  await expect(next).toBeFocused();
  await expectNoSeriousA11yViolations(page, 'hangman solved');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Turn: Owls')).toBeVisible();

  // Team quiz: the Owls answer the first question right.
  await page.getByRole('button', { name: 'Team quiz' }).click();
  await page.getByRole('button', { name: 'Start the quiz' }).click();
  await expect(page.getByRole('heading', { name: 'Question 1 of 10 · Turn: Owls' })).toBeVisible();
  const asked = (await page.getByTestId('quiz-meaning').textContent())!.trim();
  const answer = animals.words.find((w) => w.tr.en === asked)!;
  await expectNoSeriousA11yViolations(page, 'team quiz');
  await page.getByRole('button', { name: german(answer), exact: true }).click();
  await expect(page.getByTestId('quiz-feedback')).toHaveText('✓ Right! Point for Owls.');
  await expect(score(2)).toHaveText(/Points of Owls:\s*1/);
  await expect(page.getByRole('button', { name: 'Next question' })).toBeFocused();
  await expectNoSeriousA11yViolations(page, 'team quiz answered');

  // The picture card: uncover a tile, show the answer, a point for the Foxes.
  await page.getByRole('button', { name: 'What is it?' }).click();
  await page.getByRole('button', { name: 'Show the first picture' }).click();
  await page.getByRole('button', { name: 'Uncover tile 5 of 9' }).click();
  await expect(page.getByText('Uncovered: 1 of 9 tiles')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'picture card');
  await page.getByRole('button', { name: 'Show the answer' }).click();
  await expect(page.getByTestId('picture-answer')).toBeFocused();
  await page.getByRole('button', { name: 'Point for Foxes' }).click();
  await expect(score(1)).toHaveText(/Points of Foxes:\s*2/);
  await expectNoSeriousA11yViolations(page, 'picture answer');

  // The + / − keys on a team's buttons.
  await page.getByRole('button', { name: 'One point more for Owls' }).focus();
  await page.keyboard.press('+');
  await expect(score(2)).toHaveText(/Points of Owls:\s*2/);
  await page.keyboard.press('-');
  await expect(score(2)).toHaveText(/Points of Owls:\s*1/);

  // The print view: the word list, no buttons, no site header.
  await page.emulateMedia({ media: 'print' });
  const sheet = page.getByRole('table');
  await expect(sheet).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Words: Animals 2' })).toBeVisible();
  await expect(sheet.getByRole('row')).toHaveCount(animals.words.length + 1);
  await expect(sheet.getByRole('row', { name: new RegExp(`${german(word)} ${word.tr.en}`) })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print the words' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Next picture' })).toBeHidden();
  await expect(nav).toBeHidden();
  await expectNoSeriousA11yViolations(page, 'print view');
  await page.emulateMedia({ media: 'screen' });

  // The scoreboard stays for the lesson (sessionStorage).
  await page.reload();
  await expect(score(1)).toHaveText(/Points of Foxes:\s*2/);
  await expect(score(2)).toHaveText(/Points of Owls:\s*1/);
  await expect(page.getByLabel('Name of team 1')).toHaveValue('Foxes');
});
