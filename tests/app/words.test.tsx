import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { login } from '@/api/endpoints/auth';
import { getReviews } from '@/api/endpoints/reviews';
import { routes } from '@/app/router';
import { DEMO_USER } from '@/mocks/db';
import { useAppStore } from '@/store/store';
import { renderRoutes } from '../render';

describe('words pages', () => {
  it('the A1 level page shows cards with stars, Premium-free topics and a kind filter', async () => {
    localStorage.setItem('quiz_results', JSON.stringify({ food01_results: { typing: [true, true, false] } }));
    useAppStore.getState().reloadResults(); // the app reads the device storage at start-up
    const user = userEvent.setup();
    renderRoutes(routes, '/words/a1');
    expect(await screen.findByRole('heading', { level: 1, name: 'German words – level A1' })).toBeInTheDocument();
    const food = screen.getByRole('link', { name: /Food 1/ });
    expect(within(food).getByRole('img', { name: '2 of 3 stars' })).toBeInTheDocument();
    await user.click(screen.getByLabelText('Verbs'));
    expect(screen.queryByRole('link', { name: /Food 1/ })).toBeNull();
    expect(screen.getAllByRole('link', { name: /^Verbs:/ })).toHaveLength(18);
  });

  it('the B1 page lists the verb-root quizzes with Premium badges', async () => {
    renderRoutes(routes, '/words/b1');
    await screen.findByRole('heading', { level: 1, name: 'German words – level B1' });
    expect(screen.getAllByRole('listitem').filter((li) => li.textContent?.includes('Premium'))).toHaveLength(5);
  });

  it('a keyboard-only round of 10 questions ends with the result, a star and the missed words saved', async () => {
    const { token } = await login(DEMO_USER);
    useAppStore.getState().login(token);
    const user = userEvent.setup();
    renderRoutes(routes, '/words/food02');
    expect(await screen.findByRole('heading', { level: 1, name: 'Food 2' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Choose the German word/ }));
    for (let i = 0; i < 10; i++) {
      const question = await screen.findByText(`Question ${i + 1} of 10`);
      const card = question.closest('section') as HTMLElement;
      const prompt = within(card).getByRole('heading', { level: 3 }).nextElementSibling?.textContent ?? '';
      // Answer wrong on the first question only: find the option that is NOT the right one.
      const options = within(card).getAllByRole('button').filter((b) => b.getAttribute('lang') === 'de');
      const set = (await import('@/features/words/content/topics/food02')).default;
      const word = set.words.find((w) => w.tr.en === prompt.trim());
      const right = word && word.kind === 'noun' ? `${word.article} ${word.de}` : word?.de;
      const pick = options.find((o) => (i === 0 ? o.textContent !== right : o.textContent === right));
      pick?.focus();
      await user.keyboard('{Enter}');
      expect(await within(card).findByText(i === 0 ? /Not quite/ : 'Correct!')).toBeInTheDocument();
      // The one live region says right or wrong and the score (WCAG 4.1.3).
      expect(screen.getByTestId('live-region')).toHaveTextContent(i === 0 ? /^Not quite.*Score: 0 right, 1 wrong\.$/ : `Correct! Score: ${i} right, 1 wrong.`);
      await user.keyboard('{Enter}');
    }
    expect(await screen.findByRole('heading', { name: 'Round finished' })).toBeInTheDocument();
    expect(screen.getByText('9 correct, 1 wrong')).toBeInTheDocument();
    expect(screen.getByText('Well done! You earned a star for this quiz.')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('quiz_results') ?? '{}').food02_results.german).toEqual([true, false, false]);
    expect(JSON.parse(localStorage.getItem('reviews') ?? '[]')).toHaveLength(7);
    await waitFor(async () => expect((await getReviews()).length).toBe(7));
  });

  it('while a round runs the word list does not give away the answers; it is back with the result', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, '/words/animals01');
    // The topic's words load as their own chunk first.
    await screen.findByRole('heading', { level: 1, name: 'Animals 1' }, { timeout: 5000 });
    const set = (await import('@/features/words/content/topics/animals01')).default;
    const wordList = () => screen.getByRole('region', { name: 'The words' });
    expect(within(wordList()).getAllByRole('listitem')).toHaveLength(set.words.length);
    await user.click(screen.getByRole('button', { name: /Choose the translation/ }));
    for (let i = 0; i < 10; i++) {
      const card = (await screen.findByText(`Question ${i + 1} of 10`)).closest('section') as HTMLElement;
      const prompt = within(card).getByRole('heading', { level: 3 }).nextElementSibling?.textContent?.trim() ?? '';
      const word = set.words.find((w) => (w.kind === 'noun' ? `${w.article} ${w.de}` : w.de) === prompt);
      expect(word, prompt).toBeDefined();
      // Outside the question, the page shows neither the asked word nor its translation.
      expect(within(wordList()).queryAllByRole('listitem')).toHaveLength(0);
      expect(within(wordList()).getByText(/hidden while a round runs/)).toBeInTheDocument();
      const main = screen.getByRole('main');
      const outside = (text: string) => within(main).queryAllByText(text).filter((el) => !card.contains(el));
      expect(outside(prompt)).toEqual([]);
      expect(outside(word?.tr.en ?? '')).toEqual([]);
      await user.click(within(card).getByRole('button', { name: word?.tr.en }));
      await user.click(within(card).getByRole('button', { name: /Next question|See the result/ }));
    }
    expect(await screen.findByRole('heading', { name: 'Round finished' })).toBeInTheDocument();
    expect(within(wordList()).getAllByRole('listitem')).toHaveLength(set.words.length);
  });

  it('typing accepts ae/oe/ue/ss and shows the proper spelling', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, '/words/food01');
    await screen.findByRole('heading', { level: 1, name: 'Food 1' });
    await user.click(screen.getByRole('button', { name: /Write the German word/ }));
    const set = (await import('@/features/words/content/topics/food01')).default;
    const prompt = (await screen.findByText('Question 1 of 10')).closest('section') as HTMLElement;
    const shown = within(prompt).getByRole('heading', { level: 3 }).nextElementSibling?.textContent?.trim();
    const word = set.words.find((w) => w.tr.en === shown);
    const german = word && word.kind === 'noun' ? `${word.article} ${word.de}` : (word?.de ?? '');
    const substituted = german.replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue').replace(/ß/g, 'ss');
    const input = screen.getByLabelText('Your answer');
    expect(input).toHaveAttribute('autocomplete', 'off');
    expect(input).toHaveAttribute('spellcheck', 'false');
    await user.type(input, `${substituted}{Enter}`);
    expect(await within(prompt).findByText(substituted === german ? 'Correct!' : `Correct — written: ${german}`)).toBeInTheDocument();
  });
});

describe('review trainer', () => {
  it('overview shows the count and first five words, or the nothing-to-correct message', async () => {
    const view = renderRoutes(routes, '/words/reviews');
    expect(await screen.findByText(/Nothing to correct/)).toBeInTheDocument();
    view.unmount();
    localStorage.setItem('reviews', JSON.stringify(['a', 'b', 'c', 'd', 'e', 'f'].map((x) => ({ review: `Wort${x}`, translation: x }))));
    useAppStore.getState().reloadReviews(); // the app reads the device storage at start-up
    useAppStore.getState().reloadReviews();
    renderRoutes(routes, '/words/reviews');
    expect(await screen.findByText('6 words to correct')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').filter((li) => li.textContent?.startsWith('Wort'))).toHaveLength(5);
  });

  it('a stored word without a usable translation is kept (trimmed) and gets its translation from the word sets', async () => {
    // Exactly what was found on a device, stored alone and in a list.
    localStorage.setItem('reviews', '{"review": " das Haus ", "translation": null}');
    useAppStore.getState().reloadReviews(); // the app reads the device storage at start-up
    const hub = renderRoutes(routes, '/words');
    expect(await screen.findByRole('link', { name: 'Words to review (1)' })).toBeInTheDocument();
    hub.unmount();
    localStorage.setItem('reviews', '[{"review": " das Haus ", "translation": null}, {"review": "die Katze", "translation": null}]');
    useAppStore.getState().reloadReviews();
    renderRoutes(routes, '/words/reviews');
    expect(await screen.findByText('2 words to correct')).toBeInTheDocument();
    expect(screen.getByText('das Haus')).toBeInTheDocument();
    // "die Katze" is in the word sets (Animals 1): its translation is filled in and saved.
    expect(await screen.findByText(/– cat$/, {}, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem('reviews') ?? '[]')).toEqual([
        { review: 'das Haus', translation: '' },
        { review: 'die Katze', translation: 'cat' },
      ]),
    );
  }, 30_000); // the first look-up loads every topic's words

  it('15 correct answers clear a word, locally and on the server; then the congratulation', async () => {
    const { token } = await login(DEMO_USER);
    useAppStore.getState().login(token);
    localStorage.setItem('reviews', JSON.stringify([{ review: 'der Apfel', translation: 'apple' }]));
    useAppStore.getState().reloadReviews(); // the app reads the device storage at start-up
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderRoutes(routes, '/words/reviews');
    await user.click(await screen.findByRole('button', { name: 'Start review' }));
    for (let i = 0; i < 15; i++) await user.type(screen.getByLabelText('Your answer'), 'der apfel{Enter}');
    await waitFor(() => expect(alert).toHaveBeenCalledWith("Congratulations! You've completed all reviews."));
    expect(JSON.parse(localStorage.getItem('reviews') ?? '[]')).toEqual([]);
    await waitFor(async () => expect((await getReviews()).map((r) => r.review)).not.toContain('der Apfel'));
    expect(await screen.findByText(/Nothing to correct/)).toBeInTheDocument();
  });

  it('time-outs and wrong answers cost lives; game over offers Try Again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    localStorage.setItem('reviews', JSON.stringify([{ review: 'die Birne', translation: 'pear' }]));
    useAppStore.getState().reloadReviews(); // the app reads the device storage at start-up
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderRoutes(routes, '/words/reviews');
    await user.click(await screen.findByRole('button', { name: 'Start review' }));
    expect(screen.getByText('Lives: 3')).toBeInTheDocument();
    expect(screen.getByText('Seconds left: 30')).toBeInTheDocument();
    for (let i = 0; i < 30; i++) {
      await act(async () => {
        vi.advanceTimersByTime(1000);
      });
    }
    expect(screen.getByText('Lives: 2')).toBeInTheDocument();
    expect(screen.getByText('Seconds left: 30')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Your answer'), 'die Birnen{Enter}');
    expect(screen.getByText('Lives: 1')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Your answer'), 'der Birne{Enter}');
    expect(await screen.findByRole('heading', { name: 'Game Over' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.getByRole('button', { name: 'Start review' })).toBeInTheDocument();
    vi.useRealTimers();
  });
});
