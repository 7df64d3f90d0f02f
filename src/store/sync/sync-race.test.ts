import { describe, expect, it } from 'vitest';
import { login } from '@/api/endpoints/auth';
import { getUserResults } from '@/api/endpoints/results';
import { db, resultKey, TEACHER_USER, DEMO_USER } from '@/mocks/db';
import { clearFaults, setFault } from '@/mocks/faults';
import { logIn, logOut } from '@/store/sync/account-data';
import { useAppStore } from '@/store/store';
import { readSyncState } from '@/store/sync/sync-state';
import { recordProgress } from './record-progress';
import { startupSync } from './progress-sync';

async function logInAs(user: { email: string; password: string } = TEACHER_USER) {
  const { token } = await login(user);
  logIn(token, user.email);
  return token;
}

const stored = () => JSON.parse(localStorage.getItem('quiz_results') ?? '{}') as Record<string, Record<string, boolean[]>>;
const serverRow = async (topic: string) => (await getUserResults({ categories: [topic] })).find((r) => r.section_type === topic)?.progress;

describe('issue 24 §1: a star earned while getUserResults is in flight is kept', () => {
  it('start-up / login sync: the answer is merged into the progress as it is when it arrives', async () => {
    await logInAs();
    recordProgress('food02', 'pictures');
    await startupSync(['food02']);
    setFault('getUserResults', 'slow', 300);
    setFault('syncResultsToServer', 'network');
    const sync = startupSync(['food03']);
    await new Promise((r) => setTimeout(r, 50));
    recordProgress('food03', 'typing');
    await sync.catch(() => undefined);
    expect(useAppStore.getState().quizResults.food03_results?.typing).toEqual([true, false, false]);
    expect(stored().food03_results?.typing).toEqual([true, false, false]);
    // The failed push stayed queued: the next sync sends it.
    clearFaults();
    await startupSync(['food03']);
    expect(await serverRow('food03')).toEqual([true, false, false]);
  });

  it('a star another tab saved (storage only, this tab not told yet) survives the merge', async () => {
    await logInAs();
    setFault('getUserResults', 'slow', 200);
    const sync = startupSync(['food04']);
    await new Promise((r) => setTimeout(r, 50));
    localStorage.setItem('quiz_results', JSON.stringify({ food04_results: { pictures: [true, true, false] } }));
    await sync;
    expect(stored().food04_results?.pictures).toEqual([true, true, false]);
    expect(await serverRow('food04')).toEqual([true, true, false]);
  });

  it('a failed push stays queued in storage across a reload until it succeeds', async () => {
    await logInAs();
    setFault('syncResultsToServer', 'html500');
    recordProgress('food05', 'typing');
    await new Promise((r) => setTimeout(r, 100));
    await startupSync(['food05']);
    expect(readSyncState()?.base.food05_results).toBeUndefined();
    // "Reload": the store reads storage again; the queue is what storage holds.
    useAppStore.getState().reloadResults();
    clearFaults();
    const result = await startupSync(['food05']);
    expect(result.unsynced).toEqual([]);
    expect(await serverRow('food05')).toEqual([true, false, false]);
    expect(readSyncState()?.base.food05_results?.typing).toEqual([true, false, false]);
  });

  it('a write the server answered with `success: false` or a shape it never confirmed is sent again', async () => {
    await logInAs();
    setFault('syncResultsToServer', 'shape');
    recordProgress('food06', 'typing');
    await startupSync(['food06']);
    expect(await serverRow('food06')).toBeUndefined();
    // Not confirmed, so not counted as held by the server: no later answer can drop it.
    expect(stored().food06_results?.typing).toEqual([true, false, false]);
    clearFaults();
    await startupSync(['food06']);
    expect(await serverRow('food06')).toEqual([true, false, false]);
  });
});

describe('issue 24 §1c: a reset on another device is not undone', () => {
  it('stars the server confirmed and then dropped (reset) go; stars never sent stay and are sent', async () => {
    await logInAs();
    recordProgress('food07', 'typing');
    await startupSync(['food07', 'food08']);
    expect(await serverRow('food07')).toEqual([true, false, false]);
    // Device A resets the progress on the server.
    db.users.find((u) => u.email === TEACHER_USER.email)?.results.clear();
    // This device (B) earned one more star meanwhile, offline.
    setFault('syncResultsToServer', 'network');
    recordProgress('food08', 'typing');
    clearFaults();
    await startupSync(['food07', 'food08']);
    expect(stored().food07_results).toBeUndefined();
    expect(await serverRow('food07')).toBeUndefined();
    expect(await serverRow('food08')).toEqual([true, false, false]);
  });
});

describe('issue 24 §1b: one account\'s progress never reaches another', () => {
  it('logout sets the data aside; another account gets none of it; the first gets it back', async () => {
    await logInAs(TEACHER_USER);
    setFault('syncResultsToServer', 'network');
    recordProgress('food09', 'typing');
    await new Promise((r) => setTimeout(r, 50));
    logOut();
    expect(useAppStore.getState().quizResults).toEqual({});
    expect(localStorage.getItem('quiz_results')).toBeNull();
    clearFaults();
    await logInAs(DEMO_USER);
    await startupSync([]);
    expect(useAppStore.getState().quizResults.food09_results).toBeUndefined();
    const demo = db.users.find((u) => u.email === DEMO_USER.email);
    expect(demo?.results.has(resultKey('food09', 'typing'))).toBe(false);
    logOut();
    await logInAs(TEACHER_USER);
    expect(useAppStore.getState().quizResults.food09_results?.typing).toEqual([true, false, false]);
    await startupSync([]);
    expect(await serverRow('food09')).toEqual([true, false, false]);
  });

  it('a visitor\'s stars go to the account logged into', async () => {
    recordProgress('food10', 'typing');
    await logInAs(TEACHER_USER);
    await startupSync([]);
    expect(await serverRow('food10')).toEqual([true, false, false]);
  });
});
