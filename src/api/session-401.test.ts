import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { shouldRetry } from '@/app/query-client';
import { DEMO_USER } from '@/mocks/db';
import { setFault } from '@/mocks/faults';
import { server } from '@/mocks/node';
import { useAppStore } from '@/store/store';
import { ApiError } from './errors';
import { getArticle } from './endpoints/articles';
import { forgotPassword, login, register } from './endpoints/auth';
import { getCrosswords } from './endpoints/crosswords';
import { getProfSections } from './endpoints/professional';
import { getReviews } from './endpoints/reviews';
import { getTutors } from './endpoints/tutors';

async function logIn(): Promise<string> {
  const { token } = await login({ email: DEMO_USER.email, password: DEMO_USER.password });
  useAppStore.getState().login(token);
  return token;
}

const publicCalls: [string, () => Promise<unknown>][] = [
  ['getCrosswords', () => getCrosswords()],
  ['getArticle', () => getArticle(1)],
  ['getTutors', () => getTutors()],
  ['getProfSections', () => getProfSections('job')],
  ['register', () => register({ name: 'N', email: 'n@example.com', password: 'passwort1', language: 'en' })],
  ['forgotPassword', () => forgotPassword({ email: 'n@example.com' })],
];

describe('issue 24 §1c: only a call that carries the session can end it', () => {
  for (const [call, run] of publicCalls) {
    it(`a 401 from ${call} (a public call) keeps the session, silently`, async () => {
      const token = await logIn();
      setFault(call, 'unauthorized');
      await expect(run()).rejects.toMatchObject({ kind: 'http', status: 401 });
      expect(useAppStore.getState().token).toBe(token);
      expect(useAppStore.getState().sessionEnded).toBe(false);
    });
  }

  it('public calls do not carry the token; session calls do', async () => {
    await logIn();
    const headers: Record<string, string | null> = {};
    server.events.on('request:start', ({ request }) => {
      headers[new URL(request.url).pathname] = request.headers.get('Authorization');
    });
    await getCrosswords();
    await getReviews();
    server.events.removeAllListeners();
    expect(headers['/api/site/get.php']).toBeNull();
    expect(headers['/api/reviews/getReviews.php']).toMatch(/^Bearer /);
  });

  it('a 401 from a session call ends the session and the shell is told to say so', async () => {
    await logIn();
    setFault('getReviews', 'unauthorized');
    await expect(getReviews()).rejects.toBeInstanceOf(ApiError);
    expect(useAppStore.getState().token).toBeNull();
    expect(useAppStore.getState().sessionEnded).toBe(true);
  });

  it('an old session\'s late 401 does not end a newer session', async () => {
    await logIn();
    let answer: () => void = () => undefined;
    server.use(http.post('*/reviews/getReviews.php', () => new Promise<Response>((resolve) => (answer = () => resolve(HttpResponse.json({ error: 'Unauthorized' }, { status: 401 }))))));
    const late = getReviews().catch(() => undefined);
    const newer = await logIn();
    answer();
    await late;
    expect(useAppStore.getState().token).toBe(newer);
    expect(useAppStore.getState().sessionEnded).toBe(false);
  });
});

describe('issue 24 §1c: a loading screen shows the error after one time-out', () => {
  it('retries network trouble and 5xx, but not a time-out, a 4xx or offline', () => {
    expect(shouldRetry(0, new ApiError({ kind: 'network', call: 'x' }))).toBe(true);
    expect(shouldRetry(1, new ApiError({ kind: 'http', call: 'x', status: 500 }))).toBe(true);
    expect(shouldRetry(2, new ApiError({ kind: 'network', call: 'x' }))).toBe(false);
    expect(shouldRetry(0, new ApiError({ kind: 'timeout', call: 'x' }))).toBe(false);
    expect(shouldRetry(0, new ApiError({ kind: 'http', call: 'x', status: 404 }))).toBe(false);
    expect(shouldRetry(0, new ApiError({ kind: 'offline', call: 'x' }))).toBe(false);
  });
});
