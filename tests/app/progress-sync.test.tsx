import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { routes } from '@/app/router';
import { resetStartupSyncMemory } from '@/store/sync/session-sync';
import { db, DEMO_USER, resultKey } from '@/mocks/db';
import { renderRoutes } from '../render';

const PAGE_LOAD = { timeout: 15_000 };
const localResults = () => JSON.parse(localStorage.getItem('quiz_results') ?? '{}') as Record<string, Record<string, boolean[]>>;

describe('start-up sync on a fresh device (issue 9 §2)', () => {
  it('brings back the stars of an A2 lesson earned on another device', async () => {
    // Device one earned two stars in the Präteritum lesson; the server holds them.
    const demo = db.users.find((u) => u.email === DEMO_USER.email);
    demo?.results.set(resultKey('a2-praeteritum', 'practice'), [true, true, false]);
    // Device two: nothing stored; the learner logs in.
    resetStartupSyncMemory();
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/login');
    await user.type(await screen.findByLabelText('E-mail address', {}, PAGE_LOAD), DEMO_USER.email);
    await user.type(screen.getByLabelText('Password'), DEMO_USER.password);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(localResults()).toHaveProperty('food01_results'), PAGE_LOAD);
    expect(localResults()['a2-praeteritum_results']).toEqual({ practice: [true, true, false] });

    await router.navigate('/grammar/a2');
    const lesson = await screen.findByRole('region', { name: /Präteritum/ }, PAGE_LOAD);
    expect(within(lesson).getByRole('img', { name: '2 of 3 stars' })).toBeInTheDocument();
  });
});
