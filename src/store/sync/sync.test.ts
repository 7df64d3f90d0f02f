import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { login } from '@/api/endpoints/auth';
import { getUserResults } from '@/api/endpoints/results';
import { DEMO_USER, TEACHER_USER } from '@/mocks/db';
import { setFault } from '@/mocks/faults';
import { server } from '@/mocks/node';
import { useAppStore } from '@/store/store';
import { recordProgress } from './record-progress';
import { categoriesFor, pushResultsByGroup, startupSync, type PushProgress } from './progress-sync';

async function token(user: { email: string; password: string } = DEMO_USER) {
  const { token: t } = await login(user);
  useAppStore.getState().login(t);
  return t;
}

describe('start-up sync', () => {
  it('takes the server\'s results when the device has none', async () => {
    await token();
    useAppStore.getState().saveResults({});
    const result = await startupSync([]);
    expect(result.unsynced).toEqual([]);
    expect(useAppStore.getState().quizResults).toMatchObject({
      food01_results: { pictures: [true, true, false], typing: [true, false, false] },
      animals01_results: { pictures: [true, false, false] },
    });
  });

  it('OR-merges, writes the merge locally and pushes what the server lacks', async () => {
    await token();
    useAppStore.getState().saveResults({ food01_results: { pictures: [false, false, true] }, time01_results: { typing: [true, false, false] } });
    const result = await startupSync(['food01', 'time01']);
    expect(result.unsynced).toEqual([]);
    expect(useAppStore.getState().quizResults.food01_results?.pictures).toEqual([true, true, true]);
    const serverNow = await getUserResults({ categories: [] });
    expect(serverNow).toEqual(
      expect.arrayContaining([
        { section_type: 'food01', quiz_type: 'pictures', progress: [true, true, true] },
        { section_type: 'time01', quiz_type: 'typing', progress: [true, false, false] },
      ]),
    );
  });

  it('reports what it could not push, losing nothing locally', async () => {
    await token(TEACHER_USER);
    useAppStore.getState().saveResults({ food02_results: { typing: [true, false, false] } });
    setFault('syncResultsToServer', 'html500');
    const result = await startupSync([]);
    expect(result.unsynced).toEqual([{ section_type: 'food02', quiz_type: 'typing', progress: [true, false, false] }]);
    expect(useAppStore.getState().quizResults).toEqual({ food02_results: { typing: [true, false, false] } });
  });

  it('asks for known topics and every local one', () => {
    expect(categoriesFor(['b', 'a'], { c_results: {}, a_results: {} })).toEqual(['a', 'b', 'c']);
  });
});

describe('Data Sync dialog push', () => {
  const results = {
    food01_results: { pictures: [true, false, false] as [boolean, boolean, boolean], typing: [true, true, false] as [boolean, boolean, boolean] },
    time01_results: { typing: [true, false, false] as [boolean, boolean, boolean] },
    dative_results: { practice: [true, true, true] as [boolean, boolean, boolean] },
  };

  it('sends every entry on its own, group by group, with rounded percentages, then clears the line', async () => {
    const t = await token(TEACHER_USER);
    const bodies: unknown[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.url.endsWith('syncResultsToServer.php')) bodies.push(await request.clone().json());
    });
    const seen: PushProgress[] = [];
    await expect(pushResultsByGroup(results, (p) => seen.push(p), { replace: true })).resolves.toBe('done');
    server.events.removeAllListeners();
    expect(bodies).toEqual([
      { token: t, data: [{ section_type: 'food01', quiz_type: 'pictures', progress: [true, false, false] }], deletedata: true },
      { token: t, data: [{ section_type: 'food01', quiz_type: 'typing', progress: [true, true, false] }], deletedata: false },
      { token: t, data: [{ section_type: 'time01', quiz_type: 'typing', progress: [true, false, false] }], deletedata: false },
      { token: t, data: [{ section_type: 'dative', quiz_type: 'practice', progress: [true, true, true] }], deletedata: false },
    ]);
    expect(seen.map((p) => p.percent)).toEqual([0, 33, 33, 67, 67, 100, 100]);
    expect(seen.at(-1)).toEqual({ group: '', percent: 100 });
    expect(seen[0]?.group).toBe('food01_results');
  });

  it('stops silently without a token', async () => {
    const seen: PushProgress[] = [];
    await expect(pushResultsByGroup(results, (p) => seen.push(p), { replace: true })).resolves.toBe('no-token');
    expect(seen).toEqual([]);
  });

  it('stops at the first failure midway: what was sent stays sent, the rest stays local', async () => {
    await token(TEACHER_USER);
    useAppStore.getState().saveResults(results);
    let calls = 0;
    server.use(
      http.post('*/syncResultsToServer.php', () => {
        calls += 1;
        if (calls === 3) return HttpResponse.error();
        return undefined;
      }),
    );
    await expect(pushResultsByGroup(results, () => undefined, { replace: false })).rejects.toMatchObject({ kind: 'network' });
    expect(calls).toBe(3);
    expect(useAppStore.getState().quizResults).toEqual(results);
    const onServer = await getUserResults({ categories: [] });
    expect(onServer).toEqual([
      { section_type: 'food01', quiz_type: 'pictures', progress: [true, false, false] },
      { section_type: 'food01', quiz_type: 'typing', progress: [true, true, false] },
    ]);
  });
});

describe('recordProgress', () => {
  it('earns a star locally and sends it in the background for a logged-in learner', async () => {
    await token(TEACHER_USER);
    recordProgress('food03', 'typing');
    expect(useAppStore.getState().quizResults.food03_results?.typing).toEqual([true, false, false]);
    await expect.poll(async () => getUserResults({ categories: ['food03'] })).toEqual([
      { section_type: 'food03', quiz_type: 'typing', progress: [true, false, false] },
    ]);
  });

  it('keeps the star locally when the server fails (silently)', async () => {
    await token(TEACHER_USER);
    setFault('syncResultsToServer', 'network');
    recordProgress('food03', 'typing');
    expect(useAppStore.getState().quizResults.food03_results?.typing).toEqual([true, false, false]);
  });
});
