import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { login } from '@/api/endpoints/auth';
import { routes } from '@/app/router';
import { progressKey } from '@/features/crosswords/model/progress';
import { seedCrosswords } from '@/mocks/data/crosswords';
import { DEMO_USER } from '@/mocks/db';
import { setFault, type FaultMode } from '@/mocks/faults';
import { server } from '@/mocks/node';
import { useAppStore } from '@/store/store';
import { renderRoutes } from '../render';

/** The crosswords list (the player: crossword-player.test.tsx) on the real route table and the stand-in's six puzzles (issue 14). */
async function logIn() {
  const { token } = await login(DEMO_USER);
  useAppStore.getState().login(token);
}

afterEach(() => vi.restoreAllMocks());

const newestFirst = [...seedCrosswords].reverse();
const german = (iso: string) => iso.split('-').reverse().join('.');

describe('the crosswords list /crosswords/ (spec 000 §2, §6, §8)', () => {
  it("says 'Loading...' while waiting", async () => {
    setFault('getCrosswords', 'slow', 60_000);
    renderRoutes(routes, '/crosswords/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Crossword Game' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/^Loading\.\.\.$/);
  });

  const failures: FaultMode[] = ['network', 'html500', 'truncated', 'shape', 'unauthorized'];
  for (const mode of failures) {
    it(`says 'Failed to fetch crosswords data' in red on a ${mode} failure`, async () => {
      await logIn();
      setFault('getCrosswords', mode);
      renderRoutes(routes, '/crosswords/');
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(/^Failed to fetch crosswords data$/);
      expect(alert).toHaveClass('text-red-700');
      expect(screen.queryByRole('link', { name: /^#\d/ })).toBeNull();
    });
  }

  it('says it for a non-OK answer with a list in it too', async () => {
    server.use(http.get('*/site/get.php', () => HttpResponse.json([], { status: 503 })));
    renderRoutes(routes, '/crosswords/');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to fetch crosswords data$/);
  });

  it('shows the issues newest first, numbered descending as #N. title, with the German date and picture; a card opens the game', async () => {
    await logIn();
    const view = renderRoutes(routes, '/crosswords/');
    await screen.findByRole('link', { name: /^#6\. / });
    const main = screen.getByRole('main');
    const cards = within(main).getAllByRole('link').filter((a) => a.getAttribute('href')?.startsWith('/crosswords/game/'));
    expect(cards).toHaveLength(6);
    cards.forEach((card, i) => {
      const issue = newestFirst[i]!;
      expect(card).toHaveAttribute('href', `/crosswords/game/${issue.id}`);
      expect(card).toHaveTextContent(`#${6 - i}. ${issue.title}`);
      expect(card).toHaveTextContent(german(issue.date));
      // Issue 26: pictures from the uploads path on the product host, not under the API base.
      expect(card.querySelector('img')).toHaveAttribute('src', `/${issue.image_path}`);
    });
    expect(cards[0]).toHaveTextContent('#6. Sonntagsrätsel: Tiere15.11.2026');
    expect(screen.queryByText('Please Login to continue')).toBeNull();
    await userEvent.setup().click(cards[0]!);
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/crosswords/game/6'));
  });

  it('tells visitors before any tap that solving needs a login (issue 25)', async () => {
    renderRoutes(routes, '/crosswords/');
    expect(await screen.findByText('You need to log in to solve the crosswords.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Please Login to continue' })).toBeInTheDocument();
  });

  it("disables the cards for visitors, with a 'Please Login to continue' prompt that returns here", async () => {
    renderRoutes(routes, '/crosswords/');
    const prompt = await screen.findByRole('link', { name: 'Please Login to continue' });
    expect(prompt).toHaveAttribute('href', '/login?redirect=%2Fcrosswords%2F');
    const cards = await screen.findAllByRole('button', { name: /^#\d+\. / });
    expect(cards).toHaveLength(6);
    for (const card of cards) {
      expect(card).toBeDisabled();
      expect(card).toHaveAccessibleDescription('Please Login to continue');
    }
    expect(cards[0]).toHaveTextContent('#6. Sonntagsrätsel: Tiere');
    expect(screen.queryByRole('link', { name: /^#\d/ })).toBeNull();
  });

  it('marks the puzzles solved on this device, ignoring junk in storage', async () => {
    localStorage.setItem(progressKey(6), JSON.stringify({ v: 1, width: 12, height: 12, letters: [], revealed: [], seconds: 1, solved: true }));
    localStorage.setItem(progressKey(5), '{junk');
    localStorage.setItem(progressKey(4), JSON.stringify({ v: 99, solved: true }));
    await logIn();
    renderRoutes(routes, '/crosswords/');
    expect(await screen.findByRole('link', { name: /^#6\. .*Solved$/ })).toBeInTheDocument();
    expect(screen.getAllByText('Solved')).toHaveLength(1);
  });

  it('says so when there is no crossword yet', async () => {
    server.use(http.get('*/site/get.php', () => HttpResponse.json([])));
    renderRoutes(routes, '/crosswords/');
    expect(await screen.findByText('There are no crosswords yet.')).toBeInTheDocument();
  });
});
