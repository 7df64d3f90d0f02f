import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_USER } from '@/mocks/db';
import { setFault, type FaultMode } from '@/mocks/faults';
import { server } from '@/mocks/node';
import { useAppStore } from '@/store/store';
import { deleteAccount, resetProgress } from './endpoints/account';
import { articleQueryOptions, getArticle } from './endpoints/articles';
import { forgotPassword, login, register, resetPassword } from './endpoints/auth';
import { getCrossword, getCrosswords } from './endpoints/crosswords';
import { addProfRating, getProfRatings, getProfSections, getProfWords } from './endpoints/professional';
import { getUserResults, syncResultsToServer } from './endpoints/results';
import { addReview, deleteReview, getReviews } from './endpoints/reviews';
import { getTutors, sendTutorRequest, type TutorRequest } from './endpoints/tutors';
import { ApiError } from './errors';

interface Seen {
  method: string;
  path: string;
  search: string;
  auth: string | null;
  contentType: string | null;
  body: unknown;
}

let seen: Seen[] = [];

beforeEach(() => {
  seen = [];
  server.events.on('request:start', async ({ request }) => {
    if (request.url.includes('__standin')) return;
    const url = new URL(request.url);
    const text = request.method === 'GET' ? '' : await request.clone().text();
    seen.push({
      method: request.method,
      path: url.pathname,
      search: url.search,
      auth: request.headers.get('Authorization'),
      contentType: request.headers.get('Content-Type'),
      body: text ? (JSON.parse(text) as unknown) : undefined,
    });
  });
});

afterEach(() => server.events.removeAllListeners());

async function logIn(): Promise<string> {
  const { token } = await login({ email: DEMO_USER.email, password: DEMO_USER.password });
  useAppStore.getState().login(token);
  return token;
}

describe('contract: paths, methods, headers and payloads exactly as CONTRACT.md', () => {
  it('login → POST login.php {email, password} → token', async () => {
    const { token } = await login({ email: DEMO_USER.email, password: DEMO_USER.password });
    expect(token).toMatch(/\S+/);
    expect(seen[0]).toMatchObject({ method: 'POST', path: '/api/login.php', contentType: 'application/json', body: { email: DEMO_USER.email, password: DEMO_USER.password } });
  });

  it('authenticated calls carry the bearer header, and the token in the body where the contract says so', async () => {
    const token = await logIn();
    seen = [];
    await getReviews();
    await getUserResults({ categories: ['food01'] });
    await syncResultsToServer({ data: [{ section_type: 'food02', quiz_type: 'typing', progress: [true, false, false] }], deletedata: false });
    await deleteReview({ review: 'der Apfel' });
    await addReview({ review: 'der Hund', translation: 'dog' });
    await getProfRatings({ subcategory_id: 101, type: '1' });
    await addProfRating({ subcategory_id: 101, type: '1' });
    await resetProgress({ password: DEMO_USER.password });
    await deleteAccount({ password: DEMO_USER.password });
    expect(seen.map(({ method, path, auth, body }) => ({ method, path, auth, body }))).toEqual([
      { method: 'POST', path: '/api/reviews/getReviews.php', auth: `Bearer ${token}`, body: { token } },
      { method: 'POST', path: '/api/getUserResults.php', auth: `Bearer ${token}`, body: { token, categories: ['food01'] } },
      {
        method: 'POST',
        path: '/api/syncResultsToServer.php',
        auth: `Bearer ${token}`,
        body: { token, data: [{ section_type: 'food02', quiz_type: 'typing', progress: [true, false, false] }], deletedata: false },
      },
      { method: 'POST', path: '/api/reviews/deleteReview.php', auth: `Bearer ${token}`, body: { review: 'der Apfel', token } },
      { method: 'POST', path: '/api/reviews/addReview.php', auth: `Bearer ${token}`, body: { review: 'der Hund', translation: 'dog', token } },
      { method: 'POST', path: '/api/job-vocab/get_job_vocab_ratings.php', auth: `Bearer ${token}`, body: { token, subcategory_id: 101, type: '1' } },
      { method: 'POST', path: '/api/add_job_vocab_rating.php', auth: `Bearer ${token}`, body: { token, subcategory_id: 101, type: '1' } },
      { method: 'POST', path: '/api/reset_progress.php', auth: `Bearer ${token}`, body: { password: DEMO_USER.password, token } },
      { method: 'POST', path: '/api/delete_account.php', auth: `Bearer ${token}`, body: { password: DEMO_USER.password } },
    ]);
  });

  it('public calls: crosswords, article, sections, words, register, forgot and reset password', async () => {
    await getCrosswords();
    await getCrossword(3);
    await getArticle(2);
    await getProfSections('exam');
    await getProfWords(101);
    await register({ name: 'Ola', email: 'ola@example.com', password: 'geheim123', language: 'pl' });
    await forgotPassword({ email: 'ola@example.com' });
    await resetPassword({ token: 'demo-reset-token', password: 'NeuesPasswort1' });
    expect(seen.map(({ method, path, search, auth, body }) => ({ method, path, search, auth, body }))).toEqual([
      { method: 'GET', path: '/api/site/get.php', search: '?type=crosswords', auth: null, body: undefined },
      { method: 'GET', path: '/api/site/get.php', search: '?type=crossword&id=3', auth: null, body: undefined },
      { method: 'GET', path: '/api/site/get_article.php', search: '?id=2', auth: null, body: undefined },
      { method: 'GET', path: '/api/profs/get_prof_sections.php', search: '?tag=exam', auth: null, body: undefined },
      { method: 'POST', path: '/api/get_prof_words.php', search: '', auth: null, body: { language: 'en', subcategoryid: 101 } },
      { method: 'POST', path: '/api/register.php', search: '', auth: null, body: { name: 'Ola', email: 'ola@example.com', password: 'geheim123', language: 'pl' } },
      { method: 'POST', path: '/api/forgot_password.php', search: '', auth: null, body: { email: 'ola@example.com' } },
      { method: 'POST', path: '/api/reset_password.php', search: '', auth: null, body: { token: 'demo-reset-token', password: 'NeuesPasswort1' } },
    ]);
  });
});

describe('contract: answers are validated and normalised', () => {
  it('shows crosswords newest first with numeric ids', async () => {
    const issues = await getCrosswords();
    expect(issues.length).toBeGreaterThanOrEqual(3);
    expect((issues[0]?.date ?? '') > (issues.at(-1)?.date ?? '')).toBe(true);
    expect(typeof issues[0]?.id).toBe('number');
  });

  it('reads progress in all three forms the server sends', async () => {
    await logIn();
    const rows = await getUserResults({ categories: [] });
    expect(rows).toEqual(
      expect.arrayContaining([
        { section_type: 'food01', quiz_type: 'pictures', progress: [true, true, false] },
        { section_type: 'food01', quiz_type: 'typing', progress: [true, false, false] },
        { section_type: 'animals01', quiz_type: 'pictures', progress: [true, false, false] },
      ]),
    );
  });

  it('returns sections with subcategories and words with translations', async () => {
    const sections = await getProfSections('job');
    expect(sections.Sections?.[0]?.Subcategories?.map((s) => s.Type)).toEqual(['Nouns', 'Verbs', 'Adjectives', 'Phrases']);
    const words = await getProfWords(101);
    expect(words.success).toBe(true);
    expect(words.Words?.[0]?.Translations?.length).toBe(8);
    const missing = await getProfWords(999999);
    expect(missing).toMatchObject({ success: false, message: 'Subcategory not found' });
  });

  it('gives the server message of a refused call', async () => {
    await expect(register({ name: 'Demo', email: DEMO_USER.email, password: 'whatever1', language: 'en' })).rejects.toMatchObject({
      kind: 'server',
      serverMessage: 'This e-mail address is already registered.',
    });
    await expect(getArticle(4711)).rejects.toMatchObject({ kind: 'http', status: 404, serverMessage: 'Article not found' });
  });

  it('query factories use stable keys', () => {
    expect(articleQueryOptions(3).queryKey).toEqual(['article', 3]);
  });
});

const TUTOR_REQUEST: TutorRequest = { tutor_id: 1, name: 'Oksana', email: 'oksana@example.com', level: 'A2', goal: 'work', message: 'Ich möchte für die Arbeit sprechen üben.', lang: 'ua' };

/** Every call, with what it needs, to run it against each fault of the stand-in. */
const calls: { name: string; run: (token: string) => Promise<unknown>; readsAnswer: boolean }[] = [
  { name: 'login', run: () => login({ email: DEMO_USER.email, password: DEMO_USER.password }), readsAnswer: true },
  { name: 'register', run: () => register({ name: 'N', email: 'n@example.com', password: 'passwort1', language: 'en' }), readsAnswer: true },
  { name: 'forgotPassword', run: () => forgotPassword({ email: 'n@example.com' }), readsAnswer: true },
  { name: 'resetPassword', run: () => resetPassword({ token: 'demo-reset-token', password: 'passwort12' }), readsAnswer: true },
  { name: 'deleteAccount', run: () => deleteAccount({ password: DEMO_USER.password }), readsAnswer: true },
  { name: 'resetProgress', run: () => resetProgress({ password: DEMO_USER.password }), readsAnswer: true },
  { name: 'getReviews', run: () => getReviews(), readsAnswer: true },
  { name: 'deleteReview', run: () => deleteReview({ review: 'der Apfel' }), readsAnswer: false },
  { name: 'addReview', run: () => addReview({ review: 'x', translation: 'y' }), readsAnswer: false },
  { name: 'getUserResults', run: () => getUserResults({ categories: [] }), readsAnswer: true },
  { name: 'syncResultsToServer', run: () => syncResultsToServer({ data: [], deletedata: false }), readsAnswer: false },
  { name: 'getCrosswords', run: () => getCrosswords(), readsAnswer: true },
  { name: 'getCrossword', run: () => getCrossword(1), readsAnswer: true },
  { name: 'getArticle', run: () => getArticle(1), readsAnswer: true },
  { name: 'getProfSections', run: () => getProfSections('job'), readsAnswer: true },
  { name: 'getProfRatings', run: () => getProfRatings({ subcategory_id: 101, type: 1 }), readsAnswer: true },
  { name: 'getProfWords', run: () => getProfWords(101), readsAnswer: true },
  { name: 'addProfRating', run: () => addProfRating({ subcategory_id: 101, type: 1 }), readsAnswer: false },
  { name: 'getTutors', run: () => getTutors(), readsAnswer: true },
  { name: 'sendTutorRequest', run: () => sendTutorRequest(TUTOR_REQUEST), readsAnswer: true },
];

// 'refused' answers `{success: false}`: a refusal only for the calls that read `success` (tested per call).
const expectedKind: Record<Exclude<FaultMode, 'slow' | 'unauthorized' | 'refused'>, ApiError['kind']> = {
  network: 'network',
  html500: 'http',
  // A missing PHP script (issue 26): the web server's HTML 404 page, or an HTML page with 200.
  html404: 'http',
  html200: 'shape',
  truncated: 'shape',
  shape: 'shape',
};

describe('contract: every call turns every bad answer into an ApiError', () => {
  it('a review change answered by a web page with 200 stays unconfirmed (the script never ran); a cut-off answer counts as done', async () => {
    await logIn();
    setFault('deleteReview', 'html200');
    await expect(deleteReview({ review: 'der Apfel' })).resolves.toBe(false);
    setFault('addReview', 'html200');
    await expect(addReview({ review: 'x', translation: 'y' })).resolves.toBe(false);
    setFault('deleteReview', 'truncated');
    await expect(deleteReview({ review: 'der Apfel' })).resolves.toBe(true);
  });

  it('sendTutorRequest: a `{success: false, message}` refusal → server, with the message', async () => {
    setFault('sendTutorRequest', 'refused');
    await expect(sendTutorRequest(TUTOR_REQUEST)).rejects.toMatchObject({ kind: 'server', call: 'sendTutorRequest', serverMessage: 'The request was refused (stand-in fault mode).' });
  });

  for (const call of calls) {
    for (const [mode, kind] of Object.entries(expectedKind) as [keyof typeof expectedKind, ApiError['kind']][]) {
      if (!call.readsAnswer && (mode === 'truncated' || mode === 'shape' || mode === 'html200')) continue;
      it(`${call.name}: ${mode} → ${kind}`, async () => {
        const token = await logIn();
        setFault(call.name, mode);
        const error = await call.run(token).then(
          () => null,
          (e: unknown) => e,
        );
        expect(error).toBeInstanceOf(ApiError);
        expect(error).toMatchObject({ kind, call: call.name });
        if (mode === 'html500') {
          expect((error as ApiError).status).toBe(500);
          expect((error as ApiError).message).not.toContain('<');
        }
      });
    }
  }

  it('a 401 on an authenticated call ends the session; a 401 for a wrong password does not', async () => {
    await logIn();
    await expect(deleteAccount({ password: 'falsch' })).rejects.toMatchObject({ kind: 'http', status: 401 });
    expect(useAppStore.getState().token).not.toBeNull();
    setFault('getReviews', 'unauthorized');
    await expect(getReviews()).rejects.toMatchObject({ status: 401 });
    expect(useAppStore.getState().token).toBeNull();
  });

  it('an authenticated call without a session is refused here, before anything is sent', async () => {
    seen = [];
    await expect(getUserResults({ categories: [] })).rejects.toMatchObject({ kind: 'http', status: 401, call: 'getUserResults' });
    expect(seen).toEqual([]);
  });
});
