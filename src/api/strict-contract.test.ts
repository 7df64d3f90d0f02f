import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_USER } from '@/mocks/db';
import { BODY_FIELDS, QUERY_FIELDS, type FieldKind } from '@/mocks/contract-fields';
import { server } from '@/mocks/node';
import { useAppStore } from '@/store/store';
import { deleteAccount, resetProgress } from './endpoints/account';
import { sendAdvertiseRequest } from './endpoints/advertise';
import { getArticle } from './endpoints/articles';
import { forgotPassword, login, register, resetPassword } from './endpoints/auth';
import { getCrossword } from './endpoints/crosswords';
import { addProfRating, getProfRatings, getProfSections, getProfWords } from './endpoints/professional';
import { getUserResults, syncResultsToServer } from './endpoints/results';
import { addReview, deleteReview, getReviews } from './endpoints/reviews';
import { sendTutorRequest } from './endpoints/tutors';

/**
 * The strict stand-in (src/mocks/contract-fields.ts) against the app's real requests: each call as
 * the app makes it is accepted, and the same request with one named field left out, or sent as
 * the wrong kind, gets HTTP 400 — so a request that drifts from CONTRACT.md fails its tests.
 */
interface Sent {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: Record<string, unknown> | undefined;
}

let sent: Sent[] = [];

beforeEach(() => {
  sent = [];
  server.events.on('request:start', async ({ request }) => {
    if (request.url.includes('__standin')) return;
    const text = request.method === 'GET' ? '' : await request.clone().text();
    const headers: Record<string, string> = {};
    request.headers.forEach((value, key) => (headers[key] = value));
    sent.push({ url: request.url, method: request.method, headers, body: text ? (JSON.parse(text) as Record<string, unknown>) : undefined });
  });
});

afterEach(() => server.events.removeAllListeners());

async function logIn(): Promise<void> {
  const { token } = await login({ email: DEMO_USER.email, password: DEMO_USER.password });
  useAppStore.getState().login(token);
}

const WRONG: Record<FieldKind, unknown> = {
  string: 42,
  id: 'zwölf',
  bool: 'yes',
  strings: 'food01',
  rows: [{ section_type: 'food01', quiz_type: 'typing', progress: '1,0,0' }],
  en: 'de',
};

const ADVERT = { company: 'Reisebüro Sonne', name: 'Jana', email: 'jana@example.com', offer: 'travel', budget: '', message: 'Wir möchten werben.', lang: 'de' };
const TUTOR = { tutor_id: 1, name: 'Oksana', email: 'oksana@example.com', level: 'A2' as const, goal: 'work' as const, message: 'Ich möchte üben.', lang: 'ua' };

/** Every POST call, made the app's way. */
const posts: Record<string, () => Promise<unknown>> = {
  login: () => login({ email: DEMO_USER.email, password: DEMO_USER.password }),
  register: () => register({ name: 'Ola', email: 'ola@example.com', password: 'geheim123', language: 'pl' }),
  forgotPassword: () => forgotPassword({ email: 'ola@example.com' }),
  resetPassword: () => resetPassword({ token: 'demo-reset-token', password: 'NeuesPasswort1' }),
  deleteAccount: () => deleteAccount({ password: DEMO_USER.password }),
  resetProgress: () => resetProgress({ password: DEMO_USER.password }),
  getReviews: () => getReviews(),
  deleteReview: () => deleteReview({ review: 'der Apfel' }),
  addReview: () => addReview({ review: 'der Hund', translation: 'dog' }),
  getUserResults: () => getUserResults({ categories: ['food01'] }),
  syncResultsToServer: () => syncResultsToServer({ data: [{ section_type: 'food02', quiz_type: 'typing', progress: [true, false, false] }], deletedata: false }),
  getProfRatings: () => getProfRatings({ subcategory_id: 101, type: 'Nouns' }),
  getProfWords: () => getProfWords(101),
  addProfRating: () => addProfRating({ subcategory_id: 101, type: 4 }),
  sendTutorRequest: () => sendTutorRequest(TUTOR),
  advertiseRequest: () => sendAdvertiseRequest(ADVERT),
};

async function replay(request: Sent, body: Record<string, unknown>): Promise<number> {
  const response = await fetch(request.url, { method: request.method, headers: request.headers, body: JSON.stringify(body) });
  return response.status;
}

describe('strict stand-in: every POST call names exactly the contract fields', () => {
  it('covers every call with a body', () => {
    expect(Object.keys(posts).sort()).toEqual(Object.keys(BODY_FIELDS).sort());
  });

  for (const [call, run] of Object.entries(posts)) {
    it(`${call}: the app's request passes; each field missing or mistyped → 400`, async () => {
      await logIn();
      sent = [];
      await run();
      const request = sent.at(-1);
      expect(request?.body).toBeDefined();
      const body = request?.body ?? {};
      for (const [field, kind] of Object.entries(BODY_FIELDS[call] ?? {})) {
        expect(body, `${call} sends ${field}`).toHaveProperty(field);
        const without = { ...body };
        delete without[field];
        expect(await replay(request as Sent, without), `${call} without ${field}`).toBe(400);
        expect(await replay(request as Sent, { ...body, [field]: WRONG[kind] }), `${call} with ${field} of the wrong kind`).toBe(400);
      }
    });
  }

  it('a drifted request fails through the app as an HTTP 400 error', async () => {
    await logIn();
    // The rating call with the quiz type's name instead of its number: the real server would not read it.
    await expect(addProfRating({ subcategory_id: 101, type: 'chooseTranslation' })).rejects.toMatchObject({ kind: 'http', status: 400 });
    await expect(getProfRatings({ subcategory_id: Number.NaN, type: 'Nouns' })).rejects.toMatchObject({ kind: 'http', status: 400 });
  });
});

describe('strict stand-in: GET calls need their query parameters', () => {
  it('the app’s GET calls pass', async () => {
    await expect(getCrossword(2)).resolves.toMatchObject({ id: 2 });
    await expect(getArticle(1)).resolves.toHaveProperty('title');
    await expect(getProfSections('job')).resolves.toMatchObject({ success: true });
  });

  it.each([
    ['getCrossword', '/api/site/get.php?type=crossword'],
    ['getCrossword', '/api/site/get.php?type=crossword&id=drei'],
    ['getArticle', '/api/site/get_article.php'],
    ['getArticle', '/api/site/get_article.php?id=1x'],
    ['getProfSections', '/api/profs/get_prof_sections.php'],
  ])('%s: %s → 400', async (call, path) => {
    expect(QUERY_FIELDS[call]).toBeDefined();
    const response = await fetch(new URL(path, 'http://localhost/'));
    expect(response.status).toBe(400);
  });
});
