import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { login } from '@/api/endpoints/auth';
import { getUserResults } from '@/api/endpoints/results';
import { routes } from '@/app/router';
import { SessionGuard } from '@/app/shell/session-guard';
import { resetStartupSyncMemory } from '@/store/sync/session-sync';
import { TEACHER_USER } from '@/mocks/db';
import { clearFaults, setFault } from '@/mocks/faults';
import { useAppStore } from '@/store/store';
import { renderRoutes } from '../render';
import { i18n } from '@/i18n/i18n';

beforeEach(() => resetStartupSyncMemory());

function guardedPaths(list: RouteObject[], inGuard = false, prefix = ''): { path: string; guarded: boolean }[] {
  return list.flatMap((route) => {
    const here = route.index ? prefix || '/' : route.path ? `${prefix}/${route.path}`.replace('//', '/') : prefix;
    const element = route.element as { type?: unknown } | null | undefined;
    const guarded = inGuard || element?.type === SessionGuard;
    if (route.children) return guardedPaths(route.children, guarded, here);
    return [{ path: here, guarded }];
  });
}

describe('the session guard', () => {
  it('wraps every route except those the spec leaves unwrapped', () => {
    const table = guardedPaths(routes);
    const unwrapped = table.filter((r) => !r.guarded).map((r) => r.path);
    expect(unwrapped.sort()).toEqual(
      ['/*', '/account', '/forgot-password', '/login', '/register', '/reregestration-fail', '/reset-password/:token', '/success-reregistration', '/words/reviews', '/phrases/reviews'].sort(),
    );
    expect(table.filter((r) => r.guarded).map((r) => r.path)).toEqual(expect.arrayContaining(['/', '/impressum', '/success-registration', '/something-went-wrong', '/phrases', '/phrases/:id']));
  });

  it('drops an expired token on a 401 and lets the visitor go on browsing', async () => {
    useAppStore.getState().login('expired-token');
    renderRoutes(routes, '/');
    await waitFor(() => expect(useAppStore.getState().token).toBeNull());
    expect(localStorage.getItem('token')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  });

  it('opens Data Sync Required when results stay unsynced; replacing the server data syncs them', async () => {
    const { token } = await login(TEACHER_USER);
    useAppStore.getState().login(token);
    localStorage.setItem('quiz_results', JSON.stringify({ food02_results: { typing: [true, false, false] }, time01_results: { pictures: [true, true, false] } }));
    useAppStore.getState().reloadResults(); // the app reads the device storage at start-up
    setFault('syncResultsToServer', 'html500');
    renderRoutes(routes, '/');
    const dialog = await screen.findByRole('dialog', { name: 'Data Sync Required' });
    expect(dialog).toHaveTextContent('2 results on this device are not yet saved on the server.');
    const user = userEvent.setup();

    // First try fails midway (server still failing): the spec's message, nothing lost.
    await user.click(within(dialog).getByRole('button', { name: 'Replace the data on the server' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Error during sync. Please try again.');
    expect(JSON.parse(localStorage.getItem('quiz_results') ?? '{}')).toHaveProperty('time01_results');

    // Server recovers: every entry is sent, the bar reaches 100 %, the Updating line is cleared.
    clearFaults();
    await user.click(within(dialog).getByRole('button', { name: 'Replace the data on the server' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Your progress is synced.');
    expect(within(dialog).getByRole('progressbar', { name: 'Sync progress' })).toHaveAttribute('aria-valuenow', '100');
    expect(within(dialog).queryByText(/^Updating/)).toBeNull();
    expect(within(dialog).getByRole('button', { name: i18n.t('ok', { ns: 'sync' }) })).toHaveFocus();
    expect(await getUserResults({ categories: [] })).toEqual(
      expect.arrayContaining([
        { section_type: 'food02', quiz_type: 'typing', progress: [true, false, false] },
        { section_type: 'time01', quiz_type: 'pictures', progress: [true, true, false] },
      ]),
    );
  });

  it('replacing the data on this device asks first, then takes the server\'s', async () => {
    const { token } = await login(TEACHER_USER);
    useAppStore.getState().login(token);
    localStorage.setItem('quiz_results', JSON.stringify({ food02_results: { typing: [true, false, false] } }));
    useAppStore.getState().reloadResults(); // the app reads the device storage at start-up
    setFault('syncResultsToServer', 'network');
    renderRoutes(routes, '/');
    const dialog = await screen.findByRole('dialog', { name: 'Data Sync Required' });
    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('button', { name: 'Replace the data on this device' }));
    expect(within(dialog).getByText(/Stars earned only on this device will be lost/)).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('quiz_results') ?? '{}')).toHaveProperty('food02_results');
    await user.click(within(dialog).getByRole('button', { name: 'Replace the data on this device' }));
    await waitFor(() => expect(JSON.parse(localStorage.getItem('quiz_results') ?? '{}')).toEqual({}));
  });

  it('shows no dialog when everything is in sync', async () => {
    const { token } = await login(TEACHER_USER);
    useAppStore.getState().login(token);
    localStorage.setItem('quiz_results', JSON.stringify({ food02_results: { typing: [true, false, false] } }));
    useAppStore.getState().reloadResults(); // the app reads the device storage at start-up
    renderRoutes(routes, '/');
    await waitFor(async () => expect(await getUserResults({ categories: [] })).toHaveLength(1));
    expect(screen.queryByRole('dialog', { name: 'Data Sync Required' })).toBeNull();
  });
});
