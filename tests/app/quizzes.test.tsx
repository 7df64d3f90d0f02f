import { readFileSync } from 'node:fs';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { routes } from '@/app/router';
import { germanyQuizzes } from '@/features/games/content/germany-catalogue';
import geography from '@/features/games/content/germany/geography';
import type { GermanyQuestion } from '@/features/games/content/quiz-types';
import { useAppStore } from '@/store/store';
import { renderRoutes } from '../render';

/**
 * The quizzes about Germany (issue 13) on the real route table: the /quizzes/ hub from the
 * generated catalogue (whatever quizzes exist), and a round of the geography quiz.
 */

/** The question on screen, found in the quiz by its text in English. */
function currentQuestion(): GermanyQuestion {
  const text = screen.getByTestId('question').textContent;
  const question = geography.questions.find((q) => q.q.en === text);
  expect(question, `a question reading "${text}"`).toBeDefined();
  return question!;
}

const options = () => within(screen.getByRole('group', { name: screen.getByTestId('question').textContent! })).getAllByRole('button');

describe('the /quizzes/ hub', () => {
  it('shows a card per quiz of the catalogue, with its best stars from quiz_results', async () => {
    localStorage.setItem('quiz_results', JSON.stringify({ 'germany-geography_results': { all: [true, true, false] } }));
    useAppStore.getState().reloadResults();
    renderRoutes(routes, '/quizzes/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Quizzes about Germany' })).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getAllByRole('listitem').map((li) => li.textContent?.replace('›', '').trim())).toEqual(['Main', 'Quizzes about Germany']);
    const cards = screen.getAllByTestId('quiz-card');
    expect(cards).toHaveLength(germanyQuizzes.length);
    expect(germanyQuizzes.length).toBeGreaterThanOrEqual(4);
    for (const [i, quiz] of germanyQuizzes.entries()) {
      const card = cards[i]!;
      expect(within(card).getByRole('link', { name: new RegExp(quiz.title.en) })).toHaveAttribute('href', `/quizzes/${quiz.id}`);
      expect(within(card).getByText(quiz.descr.en)).toBeInTheDocument();
      expect(within(card).getByRole('img', { name: quiz.id === 'geography' ? '2 of 3 stars' : '0 of 3 stars' })).toBeInTheDocument();
      expect(within(card).getByText(`Questions: ${quiz.count}, 10 a round`)).toBeInTheDocument();
    }
  });

  it('answers at /quizzes too, in the interface language', async () => {
    useAppStore.getState().setLang('ua');
    renderRoutes(routes, '/quizzes');
    const card = await screen.findByRole('link', { name: new RegExp(geography.title.ua) });
    expect(card).toHaveAttribute('href', '/quizzes/geography');
    expect(card).toHaveTextContent(geography.descr.ua);
  });

  it('loads no questions: the hub imports the catalogue only', () => {
    for (const file of ['src/app/routes/quizzes-hub.tsx', 'src/features/games/germany-quiz/quiz-hub.tsx']) {
      expect(readFileSync(file, 'utf8'), file).not.toMatch(/germany-load|content\/germany\/|germany-quiz'|model\/round/);
    }
  });
});

describe('a quiz about Germany', () => {
  it('plays a round of 10 different questions: a wrong answer (✗, the right one ✓, the explanation), then right ones, to a star', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, '/quizzes/geography');
    expect(await screen.findByRole('heading', { level: 1, name: 'Geography of Germany' })).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Quizzes about Germany' })).toHaveAttribute('href', '/quizzes/');
    // One choice: no select, the stars of 'all'.
    expect(within(screen.getByRole('heading', { name: 'How to play' }).closest('section')!).queryByRole('combobox')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Start' }));

    const seen = new Set<string>();
    let missed: GermanyQuestion | null = null;
    for (let n = 1; n <= 10; n++) {
      expect(await screen.findByRole('heading', { name: `Question ${n} of 10` })).toBeInTheDocument();
      const question = currentQuestion();
      expect(seen.has(question.q.en)).toBe(false);
      seen.add(question.q.en);
      const buttons = options();
      expect(buttons.map((b) => b.textContent).sort()).toEqual(question.options.map((o) => o.en).sort());
      expect(buttons[0]).toHaveFocus();
      // Nothing tells the answer before it is given.
      expect(screen.queryByText(question.explanation.en)).toBeNull();
      expect(screen.queryByText(/✓|✗/, { selector: 'button *' })).toBeNull();

      const right = question.options[question.answer]!.en;
      const choice = n === 1 ? question.options.find((_, i) => i !== question.answer)!.en : right;
      await user.click(buttons.find((b) => b.textContent === choice)!);
      const feedback = screen.getByTestId('feedback');
      expect(within(feedback).getByText(question.explanation.en)).toBeInTheDocument();
      // 'Saxony' is also the end of 'Lower Saxony': match the whole option text after its mark.
      const optionFor = (text: string) => options().find((b) => b.textContent === text || b.textContent?.endsWith(`: ${text}`));
      const chosen = optionFor(choice)!;
      if (n === 1) {
        missed = question;
        expect(feedback).toHaveTextContent(`✗ Not quite. The right answer: ${right}.`);
        expect(chosen).toHaveTextContent(`✗ your answer, wrong: ${choice}`);
        expect(optionFor(right)).toHaveTextContent(`✓ right answer: ${right}`);
      } else {
        expect(feedback).toHaveTextContent('✓ Right!');
        expect(chosen).toHaveTextContent(`✓ right answer: ${right}`);
      }
      // Answered: the options are locked; the live region says it with the score.
      expect(options().every((b) => (b as HTMLButtonElement).disabled)).toBe(true);
      expect(useAppStore.getState().announcement.text).toContain(question.explanation.en);
      const next = screen.getByRole('button', { name: n === 10 ? 'Show the result' : 'Next' });
      expect(next).toHaveFocus();
      await user.keyboard('{Enter}');
    }

    expect(await screen.findByRole('heading', { name: 'Result' })).toHaveFocus();
    expect(screen.getByText('9 right, 1 wrong')).toBeInTheDocument();
    expect(screen.getByText('Well done – you earned a star!')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('quiz_results') ?? '{}')['germany-geography_results']).toEqual({ all: [true, false, false] });
    // Issue 25 item 7: only vocabulary goes to the word reviews — a missed question about Germany
    // stays on the result as a mistake and is not asked as a word.
    const answer = missed!.options[missed!.answer]!;
    expect(useAppStore.getState().reviews).toEqual([]);
    expect(screen.getAllByText(answer.en, { exact: false }).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'All quizzes' })).toHaveAttribute('href', '/quizzes/');
  });

  it('an unknown quiz is the not-found page', async () => {
    renderRoutes(routes, '/quizzes/no-such-quiz');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});
