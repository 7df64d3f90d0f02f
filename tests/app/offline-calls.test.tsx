import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { login } from '@/api/endpoints/auth';
import { routes } from '@/app/router';
import { resetStartupSyncMemory } from '@/store/sync/session-sync';
import { SyncDialog } from '@/features/progress/components/sync-dialog';
import { recordProgress } from '@/store/sync/record-progress';
import { db, DEMO_USER, resultKey } from '@/mocks/db';
import { useAppStore } from '@/store/store';
import { renderRoutes, renderWithProviders } from '../render';

const OFFLINE = 'You are offline — this needs a connection';

/**
 * What `context.setOffline(true)` does in the browser: `navigator.onLine` turns false and the
 * window hears `offline` (TanStack Query's online manager listens to it and would pause calls).
 */
function setOnline(online: boolean): void {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

afterEach(() => {
  // The query library's online manager is global: leave it online for the next test.
  setOnline(true);
  vi.restoreAllMocks();
});

describe('backend calls without a connection say so (issue 17)', () => {
  it('the login form says "You are offline" offline, and logs in once the connection is back', async () => {
    resetStartupSyncMemory();
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/login');
    await user.type(await screen.findByLabelText('E-mail address'), DEMO_USER.email);
    await user.type(screen.getByLabelText('Password'), DEMO_USER.password);
    setOnline(false);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(OFFLINE);
    expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();
    expect(localStorage.getItem('token')).toBeNull();

    setOnline(true);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(useAppStore.getState().token).not.toBeNull();
  });

  it('the account page says it instead of "Error deleting account", and keeps the session', async () => {
    const { token } = await login(DEMO_USER);
    useAppStore.getState().login(token);
    const user = userEvent.setup();
    renderRoutes(routes, '/account');
    const region = await screen.findByRole('region', { name: 'Delete Account' });
    await user.type(region.querySelector('input') as HTMLInputElement, DEMO_USER.password);
    setOnline(false);
    await user.click(region.querySelector('button[type="submit"]') as HTMLButtonElement);
    expect(await screen.findByText(OFFLINE)).toBeInTheDocument();
    expect(screen.queryByText('Error deleting account')).not.toBeInTheDocument();
    expect(useAppStore.getState().token).toBe(token);
  });

  it('a list opened offline says it instead of its failure text, and loads when the connection returns', async () => {
    setOnline(false);
    renderRoutes(routes, '/crosswords/');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(OFFLINE);
    expect(alert).not.toHaveTextContent('Failed to fetch crosswords data');
    setOnline(true);
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(await screen.findAllByRole('button', { name: /^#\d+\. / })).toHaveLength(6);
  });
});

describe('when the connection returns (issue 17)', () => {
  it('the start-up sync runs again and pushes the star earned offline to the server', async () => {
    const { token } = await login(DEMO_USER);
    useAppStore.getState().login(token);
    resetStartupSyncMemory();
    renderRoutes(routes, '/grammar/a2');
    // The start-up sync of this page load has run (the server's results are here).
    await waitFor(() => expect(useAppStore.getState().quizResults).toHaveProperty('food01_results'));

    setOnline(false);
    // A round finished offline: recorded here, its background push fails.
    recordProgress('a2-praeteritum', 'practice');
    const serverStar = () => db.users.find((u) => u.email === DEMO_USER.email)?.results.get(resultKey('a2-praeteritum', 'practice'));
    expect(serverStar()).toBeUndefined();

    setOnline(true);
    await waitFor(() => expect(serverStar()).toEqual([true, false, false]));
  });

  it('the Data Sync dialog says "You are offline" instead of its error when the push cannot go out', async () => {
    const { token } = await login(DEMO_USER);
    useAppStore.getState().login(token);
    useAppStore.getState().saveResults({ time01_results: { pictures: [true, false, false] } });
    renderWithProviders(<SyncDialog count={1} server={{}} onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Data Sync Required' });
    setOnline(false);
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Replace the data on the server' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(OFFLINE);
    expect(alert).not.toHaveTextContent('Error during sync');
    expect(useAppStore.getState().quizResults).toEqual({ time01_results: { pictures: [true, false, false] } });
  });
});
