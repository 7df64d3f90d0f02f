import type { Page } from '@playwright/test';
import praeteritum from '../src/features/grammar/content/a2/praeteritum';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

/** The practice sentence that, with the blank filled, is the shown one; and the missing words. */
function solveGap(shown: string): { full: string; answer: string } {
  const [before = '', after = ''] = shown.split('____');
  for (const element of praeteritum.elements) {
    const full = element.formDe.split(' - ').map((p) => p.trim()).join(' ');
    if (full.length > before.length + after.length && full.startsWith(before) && full.endsWith(after)) {
      return { full, answer: full.slice(before.length, full.length - after.length) };
    }
  }
  throw new Error(`no practice sentence gives "${shown}"`);
}

/** Logs in a learner of its own: stars another test (or the other project) recorded must not come back through the start-up sync. */
async function logIn(page: Page) {
  const email = `grammar-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
  const password = 'Lernen2026!';
  expect((await page.request.post('/api/register.php', { data: { name: 'Grammar', email, password, language: 'en' } })).ok()).toBe(true);
  const res = await page.request.post('/api/login.php', { data: { email, password } });
  const { token } = (await res.json()) as { token: string };
  await page.addInitScript((t) => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('token', t);
      sessionStorage.setItem('seeded', '1');
    }
  }, token);
}

test('A2 index for a visitor: intro on the first visit only, cards disabled with Login to practice', async ({ page }) => {
  await page.goto('/grammar/a2');
  await expect(page.getByRole('heading', { level: 1, name: 'Learn German Grammar level A2' })).toBeVisible();
  await expect(page.getByText(/Welcome to A2 grammar!/)).toBeVisible();
  const contents = page.getByRole('navigation', { name: 'Contents' }).getByRole('link');
  await expect(contents).toHaveCount(16);
  await expect(contents.first()).toHaveText('Indirect Speech');
  await expect(contents.last()).toHaveText('Particles');
  await expect(page.getByRole('link', { name: 'Login to practice' })).toHaveCount(16);
  // Each lesson a grid of exercise cards (spec 001 §2), all disabled for a visitor.
  const first = page.getByRole('region', { name: /Indirect Speech/ });
  await expect(first.getByRole('heading', { level: 3 })).toHaveText(['Rules and practice', 'Exercise 1', 'Exercise 2', 'Exercise 3']);
  await expect(page.getByRole('button', { name: 'Start: Rules and practice – Indirect Speech' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Start: Exercise 3 – Indirect Speech' })).toBeDisabled();
  await expectNoSeriousA11yViolations(page, 'A2 index, visitor');
  await contents.nth(9).click();
  await expect(page).toHaveURL(/#futur-ii$/);
  await expect(page.getByRole('heading', { name: /Futur II/ })).toBeInViewport();
  await page.getByRole('button', { name: /To Top/ }).click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  expect(await page.evaluate(() => localStorage.getItem('isVisited'))).not.toBeNull();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(/Welcome to A2 grammar!/)).toHaveCount(0);
});

test('an A2 lesson, keyboard only: rules, ten questions, the frog and New Round!', async ({ page }) => {
  await logIn(page);
  await page.goto('/grammar/a2');
  await page.getByRole('link', { name: 'Start: Rules and practice – Präteritum' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Präteritum' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Grammar Exercises' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'rules');
  await page.getByRole('button', { name: "Let's Practice!" }).focus();
  await page.keyboard.press('Enter');
  const asked: string[] = [];
  for (let i = 0; i < 10; i++) {
    await expect(page.getByText(`Question ${i + 1} of 10`)).toBeVisible();
    const shown = ((await page.locator('section[aria-labelledby="grammar-question"] p[lang="de"]').textContent()) ?? '').trim();
    const { full, answer: missing } = solveGap(shown);
    // The sentence keeps its final punctuation: the blank stands for the words only.
    expect(shown.slice(-1), shown).toBe(full.slice(-1));
    expect(missing, shown).not.toMatch(/[.!?]$/);
    asked.push(full);
    const answer = i === 0 ? 'falsch' : missing;
    await expect(page.getByRole('textbox', { name: 'Missing part' })).toBeFocused();
    await page.keyboard.type(answer);
    await page.keyboard.press('Enter');
    await expect(page.locator('section[aria-labelledby="grammar-question"]').getByText(i === 0 ? /Not quite/ : /^Correct/)).toBeVisible();
    if (i === 0) await expectNoSeriousA11yViolations(page, 'answered question');
    await expect(page.getByRole('button', { name: 'Next Question' })).toBeFocused();
    await page.keyboard.press('Enter');
  }
  // Thirty sentences in the list: a round asks ten different ones.
  expect(new Set(asked).size, asked.join(' | ')).toBe(10);
  await expect(page.getByRole('heading', { name: 'Result' })).toBeVisible();
  await expect(page.getByRole('img', { name: /smiling frog/ })).toBeVisible();
  await expect(page.getByText('9 correct, 1 wrong')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'result');
  const results = JSON.parse((await page.evaluate(() => localStorage.getItem('quiz_results'))) ?? '{}') as Record<string, Record<string, boolean[]>>;
  expect(results['a2-praeteritum_results']?.practice).toEqual([true, false, false]);
  await page.getByRole('button', { name: 'New Round!' }).click();
  // Back to the rules (spec 000 §4), with the keyboard and the screen at "Let's Practice!".
  const practice = page.getByRole('button', { name: "Let's Practice!" });
  await expect(practice).toBeFocused();
  await expect(practice).toBeInViewport();
});

test('an A2 lesson asks a visitor to log in', async ({ page }) => {
  await page.goto('/grammar/a2/perfekt');
  await expect(page.getByRole('heading', { level: 1, name: 'Perfekt Tense' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Login to practice' })).toBeVisible();
});

test('the /grammar hub groups the A1 exercises; an A1 topic plays to the result by keyboard', async ({ page }) => {
  await page.goto('/grammar');
  await expect(page.getByRole('heading', { level: 1, name: 'German grammar' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Modal verbs' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'grammar hub');
  await page.getByRole('main').getByRole('link', { name: /Which article: der, die or das\?/ }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Grammar Exercises' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'A1 rules');
  await page.getByRole('button', { name: "Let's Practice!" }).focus();
  await page.keyboard.press('Enter');
  for (let i = 0; i < 10; i++) {
    await expect(page.getByText(`Question ${i + 1} of 10`)).toBeVisible();
    // Choice questions: the first variant has focus; Tab moves between variants, Enter answers.
    await expect(page.locator('section[aria-labelledby="grammar-question"] button[lang="de"]').first()).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Next Question' })).toBeFocused();
    await page.keyboard.press('Enter');
  }
  await expect(page.getByRole('heading', { name: 'Result' })).toBeVisible();
  await expect(page.getByRole('img', { name: /frog/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Boring to read? Try our quizzes!' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Boring to read? Try our quizzes!' }).locator('xpath=..').getByRole('link')).toHaveCount(4);
});

test('an A1 grammar page downloads only the current language’s rules; a switch loads the new language’s', async ({ page }) => {
  const rules: string[] = [];
  page.on('request', (r) => {
    const m = /\/assets\/grammar\/([a-z]{2})-([\w-]+)-[\w-]+\.js$/.exec(r.url());
    if (m) rules.push(`${m[1]}:${m[2]}`);
  });
  await page.goto('/grammar/article-quiz');
  await expect(page.getByRole('heading', { level: 1, name: 'Which article: der, die or das?' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Three genders: der, die, das' })).toBeVisible();
  expect(rules).toEqual(['en:article-quiz']);

  await page.getByRole('combobox', { name: 'Interface language' }).selectOption('ua');
  await expect(page.getByRole('heading', { name: 'Три роди: der, die, das' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Який артикль: der, die чи das?' })).toBeVisible();
  expect(rules).toEqual(['en:article-quiz', 'ua:article-quiz']);

  rules.length = 0;
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Три роди: der, die, das' })).toBeVisible();
  expect(rules).toEqual(['ua:article-quiz']);
  await expectNoSeriousA11yViolations(page);
});

test('an A2 exercise card opens one run of the lesson: ten sentences in a round of ten; the index fits 320 px', async ({ page }) => {
  await logIn(page);
  await page.setViewportSize({ width: 320, height: 720 });
  await page.goto('/grammar/a2');
  const section = page.getByRole('region', { name: /Präteritum/ });
  await expect(section.getByRole('listitem')).toHaveCount(4);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await expectNoSeriousA11yViolations(page, 'A2 index, learner');
  await section.getByRole('link', { name: 'Start: Exercise 2 – Präteritum' }).click();
  await expect(page).toHaveURL(/\/grammar\/a2\/praeteritum\?exercise=2$/);
  await expect(page.getByText('Exercise 2 of 3: sentences 11–20')).toBeVisible();
  await page.getByRole('button', { name: "Let's Practice!" }).click();
  const run = new Set(praeteritum.elements.slice(10, 20).map((e) => e.formDe.split(' - ').join(' ')));
  const asked: string[] = [];
  for (let i = 0; i < 10; i++) {
    await expect(page.getByText(`Question ${i + 1} of 10`)).toBeVisible();
    const shown = ((await page.locator('section[aria-labelledby="grammar-question"] p[lang="de"]').textContent()) ?? '').trim();
    const { full, answer } = solveGap(shown);
    asked.push(full);
    await page.getByRole('textbox', { name: 'Missing part' }).fill(answer);
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Next Question' }).click();
  }
  await expect(page.getByRole('heading', { name: 'Result' })).toBeVisible();
  // The round asked exactly the exercise's ten sentences.
  expect(new Set(asked)).toEqual(run);
});

test('darf has its own page beside dürfen; the case quiz offers Akkusativ, Dativ and Genitiv only', async ({ page }) => {
  await page.goto('/grammar');
  await page.getByRole('main').getByRole('link', { name: /darf: may, be allowed to/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'darf: may, be allowed to' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Darf ich …? – asking for permission' })).toBeVisible();
  await page.getByRole('button', { name: "Let's Practice!" }).click();
  await expect(page.getByText('Question 1 of 10')).toBeVisible();
  await expect(page.locator('section[aria-labelledby="grammar-question"] p[lang="de"]')).toContainText(/darf|Darf|____/);
  await expectNoSeriousA11yViolations(page, 'darf practice');

  await page.goto('/grammar/case-quiz');
  await page.getByRole('button', { name: "Let's Practice!" }).click();
  const variants = page.locator('section[aria-labelledby="grammar-question"] button[lang="de"]');
  await expect(variants).toHaveCount(3);
  expect((await variants.allTextContents()).map((v) => v.trim()).sort()).toEqual(['Akkusativ', 'Dativ', 'Genitiv']);
});
