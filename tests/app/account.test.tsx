import { screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { login } from '@/api/endpoints/auth';
import { routes } from '@/app/router';
import { DEMO_USER } from '@/mocks/db';
import { setFault } from '@/mocks/faults';
import { server } from '@/mocks/node';
import { useAppStore } from '@/store/store';
import { renderRoutes } from '../render';
import { PHRASE_REVIEWS_KEY } from '@/store/phrase-reviews-slice';

async function openAccount() {
  const { token } = await login(DEMO_USER);
  useAppStore.getState().login(token);
  const view = renderRoutes(routes, '/account');
  await screen.findByRole('heading', { level: 1, name: 'Your Account' });
  return { ...view, token, user: userEvent.setup() };
}

function section(name: string) {
  return screen.getByRole('region', { name });
}

async function submit(user: ReturnType<typeof userEvent.setup>, sectionName: string, password: string) {
  const region = section(sectionName);
  const field = region.querySelector('input') as HTMLInputElement;
  await user.clear(field);
  if (password) await user.type(field, password);
  const button = region.querySelector('button[type="submit"]') as HTMLButtonElement;
  await user.click(button);
}

describe('Your Account (spec 000 §2, §5, §8)', () => {
  it('has Logout, Delete Account and Reset Progress, each with its own password field', async () => {
    await openAccount();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(section('Delete Account').querySelectorAll('input[type="password"]')).toHaveLength(1);
    expect(section('Reset Progress').querySelectorAll('input[type="password"]')).toHaveLength(1);
  });

  it('styles Reset progress as a destructive action, like Delete account — not as the green primary (issue 25)', async () => {
    await openAccount();
    const reset = within(section('Reset Progress')).getByRole('button', { name: 'Reset progress' });
    const remove = section('Delete Account').querySelector('button[type="submit"]')!;
    expect(reset).toHaveClass('bg-red-700');
    expect(reset.className).toBe(remove.className);
  });

  it("says 'Please enter your password' for an empty password", async () => {
    const { user } = await openAccount();
    await submit(user, 'Delete Account', '');
    expect(await screen.findByText('Please enter your password')).toBeInTheDocument();
    await submit(user, 'Reset Progress', '');
    expect(screen.getAllByText('Please enter your password')).toHaveLength(2);
  });

  it("answers a 401 with 'Incorrect password. Please try again.' and keeps the session", async () => {
    const { user } = await openAccount();
    await submit(user, 'Delete Account', 'falsch');
    expect(await screen.findByText('Incorrect password. Please try again.')).toBeInTheDocument();
    expect(useAppStore.getState().token).not.toBeNull();
    await submit(user, 'Reset Progress', 'falsch');
    await waitFor(() => expect(screen.getAllByText('Incorrect password. Please try again.')).toHaveLength(2));
  });

  it("shows the server's error text when the answer has one", async () => {
    server.use(http.post('*/delete_account.php', () => HttpResponse.json({ error: 'Konto ist gesperrt.' })));
    const { user } = await openAccount();
    await submit(user, 'Delete Account', DEMO_USER.password);
    expect(await screen.findByText('Konto ist gesperrt.')).toBeInTheDocument();
  });

  it("says 'Error deleting account' when the network fails", async () => {
    const { user } = await openAccount();
    setFault('deleteAccount', 'network');
    await submit(user, 'Delete Account', DEMO_USER.password);
    expect(await screen.findByText('Error deleting account')).toBeInTheDocument();
  });

  it("says 'Unexpected response from server.' plus the error otherwise (HTML 500 page)", async () => {
    const { user } = await openAccount();
    setFault('deleteAccount', 'html500');
    await submit(user, 'Delete Account', DEMO_USER.password);
    // Issue 26: the error in the learner's language, not "HTTP 500".
    expect(await screen.findByText('Unexpected response from server. The server answered with an error (500). Please try again later.')).toBeInTheDocument();
  });

  it('deleting logs out and returns to the main page', async () => {
    const { user, router } = await openAccount();
    await submit(user, 'Delete Account', DEMO_USER.password);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(useAppStore.getState().token).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it("reset: 'Progress reset successfully.' and local quiz_results, reviews and phrase reviews are cleared", async () => {
    localStorage.setItem('quiz_results', JSON.stringify({ food01_results: { typing: [true, false, false] } }));
    useAppStore.getState().reloadResults(); // the app reads the device storage at start-up
    localStorage.setItem('reviews', JSON.stringify([{ review: 'der Hund', translation: 'dog' }]));
    useAppStore.getState().reloadReviews(); // the app reads the device storage at start-up
    useAppStore.getState().addPhraseReviews([{ review: 'Wie geht’s?', translation: 'How are you?' }]);
    const { user } = await openAccount();
    await submit(user, 'Reset Progress', DEMO_USER.password);
    expect(await screen.findByText('Progress reset successfully.')).toBeInTheDocument();
    expect(localStorage.getItem('quiz_results')).toBeNull();
    expect(localStorage.getItem('reviews')).toBeNull();
    expect(localStorage.getItem(PHRASE_REVIEWS_KEY)).toBeNull();
    expect(useAppStore.getState().phraseReviews).toEqual([]);
  });

  it("reset failure: an 'Error…' message and nothing is cleared or written", async () => {
    localStorage.setItem('quiz_results', JSON.stringify({ food01_results: { typing: [true, false, false] } }));
    useAppStore.getState().reloadResults(); // the app reads the device storage at start-up
    const { user } = await openAccount();
    for (const mode of ['html500', 'truncated', 'shape', 'network'] as const) {
      setFault('resetProgress', mode);
      await submit(user, 'Reset Progress', DEMO_USER.password);
      expect(await screen.findByText(/^Error resetting progress\./)).toBeInTheDocument();
      expect(localStorage.getItem('quiz_results')).toBe(JSON.stringify({ food01_results: { typing: [true, false, false] } }));
    }
  });

  it('Logout removes the token', async () => {
    const { user } = await openAccount();
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(useAppStore.getState().token).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('a visitor without a token is offered login and registration', async () => {
    renderRoutes(routes, '/account');
    expect(await screen.findByText('You are not logged in.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });
});
