import { http, HttpResponse } from 'msw';
import { parseProgress } from '../api/schemas';
import { db, issueToken, resultKey } from './db';
import { setFault, clearFaults, isFaultMode } from './faults';
import { crosswordGridSvg, userResults } from './answers';
import { authed, readBody, unauthorized, withFault, type Body } from './respond';
import { notoSvg } from './icons';

/**
 * The stand-in PHP backend: every call of ../shared/CONTRACT.md, answering like the real server
 * (PHP-style `{error}` bodies, ids as strings, progress in its several forms). Paths match under
 * any base URL (`*` + `/login.php`), so the same handlers serve Vitest, `npm run dev` and `vite preview`.
 */

const api = (path: string) => `*/${path}`;

const crosswordList = withFault('getCrosswords', () =>
  HttpResponse.json(db.crosswords.map(({ id, title, date, image_path }) => ({ id: String(id), title, date, image_path }))),
);

const oneCrossword = withFault('getCrossword', ({ request }) => {
  const cw = db.crosswords.find((c) => c.id === Number(new URL(request.url).searchParams.get('id')));
  if (!cw) return HttpResponse.json({ error: 'Crossword not found' }, { status: 404 });
  return HttpResponse.json({ ...cw, id: String(cw.id) });
});

const tutorList = withFault('getTutors', () => HttpResponse.json(db.tutors.map((tutor) => ({ ...tutor, id: String(tutor.id) }))));

const TUTOR_LEVEL_CODES = ['A1', 'A2', 'B1', 'B2', 'C1'];
const TUTOR_GOALS = ['exam', 'work', 'travel', 'everyday', 'studies', 'other'];

/** A tutor request: checked like a real server would, refused with `{success: false, message}`. */
const tutorRequest = withFault('sendTutorRequest', async ({ request }) => {
  const body = await readBody(request);
  const tutor = db.tutors.find((t) => t.id === Number(body.tutor_id));
  if (!tutor) return HttpResponse.json({ success: false, message: 'This tutor is no longer available.' });
  const name = String(body.name ?? '').trim();
  const email = String(body.email ?? '').trim();
  const message = String(body.message ?? '').trim();
  if (!name || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || !TUTOR_LEVEL_CODES.includes(String(body.level)) || !TUTOR_GOALS.includes(String(body.goal)) || !message) {
    return HttpResponse.json({ success: false, message: 'Please fill in all fields correctly.' });
  }
  db.tutorRequests.push({ ...body, received: new Date().toISOString() });
  return HttpResponse.json({ success: true });
});

export const handlers = [
  // ── Test control (stand-in only): fault modes over HTTP, for e2e tests ──
  http.post(api('__standin/fault'), async ({ request }) => {
    const body = await readBody(request);
    if (typeof body.call !== 'string' || !isFaultMode(body.mode)) return HttpResponse.json({ error: 'call and mode required' }, { status: 400 });
    setFault(body.call, body.mode, typeof body.delayMs === 'number' ? body.delayMs : undefined);
    return HttpResponse.json({ success: true });
  }),
  http.post(api('__standin/clear-faults'), () => {
    clearFaults();
    return HttpResponse.json({ success: true });
  }),

  // ── Accounts (assumed calls) ──
  http.post(
    api('login.php'),
    withFault('login', async ({ request }) => {
      const body = await readBody(request);
      const email = String(body.email ?? '').trim().toLowerCase();
      const user = db.users.find((u) => u.email.toLowerCase() === email && u.password === body.password);
      if (!user) return HttpResponse.json({ error: 'Invalid e-mail or password.' }, { status: 401 });
      return HttpResponse.json({ token: issueToken(user) });
    }),
  ),
  http.post(
    api('register.php'),
    withFault('register', async ({ request }) => {
      const body = await readBody(request);
      const name = String(body.name ?? '').trim();
      const email = String(body.email ?? '').trim();
      const password = String(body.password ?? '');
      if (!name || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || password.length < 8) {
        return HttpResponse.json({ error: 'Please fill in all fields correctly.' }, { status: 400 });
      }
      if (db.users.some((u) => u.email.toLowerCase() === email.toLowerCase())) {
        return HttpResponse.json({ error: 'This e-mail address is already registered.' });
      }
      db.users.push({ id: db.nextUserId++, name, email, password, language: String(body.language ?? 'en'), results: new Map(), reviews: [], ratings: new Map() });
      return HttpResponse.json({ success: true, message: 'Registration successful. Please confirm your e-mail address.' });
    }),
  ),
  http.post(
    api('forgot_password.php'),
    withFault('forgotPassword', async ({ request }) => {
      const body = await readBody(request);
      const user = db.users.find((u) => u.email.toLowerCase() === String(body.email ?? '').trim().toLowerCase());
      if (user) db.resetTokens.set(`reset-${user.id}-${Date.now().toString(36)}`, user.id);
      return HttpResponse.json({ success: true, message: 'If an account exists for this e-mail address, a reset link has been sent.' });
    }),
  ),
  http.post(
    api('reset_password.php'),
    withFault('resetPassword', async ({ request }) => {
      const body = await readBody(request);
      const userId = db.resetTokens.get(String(body.token ?? ''));
      const user = db.users.find((u) => u.id === userId);
      if (!user) return HttpResponse.json({ error: 'This link is invalid or has expired.' });
      if (String(body.password ?? '').length < 8) return HttpResponse.json({ error: 'The password is too short.' });
      user.password = String(body.password);
      db.resetTokens.delete(String(body.token));
      return HttpResponse.json({ success: true });
    }),
  ),
  http.post(
    api('delete_account.php'),
    withFault('deleteAccount', async ({ request }) => {
      const body = await readBody(request);
      const user = authed(request, body);
      if (!user) return unauthorized();
      if (body.password !== user.password) return HttpResponse.json({ error: 'Incorrect password' }, { status: 401 });
      db.users = db.users.filter((u) => u.id !== user.id);
      for (const [token, id] of db.tokens) if (id === user.id) db.tokens.delete(token);
      return HttpResponse.json({ success: true });
    }),
  ),
  http.post(
    api('reset_progress.php'),
    withFault('resetProgress', async ({ request }) => {
      const body = await readBody(request);
      const user = authed(request, body);
      if (!user) return unauthorized();
      if (body.password !== user.password) return HttpResponse.json({ error: 'Incorrect password' }, { status: 401 });
      user.results.clear();
      user.reviews = [];
      user.ratings.clear();
      return HttpResponse.json({ success: true });
    }),
  ),

  // ── Progress ──
  http.post(
    api('getUserResults.php'),
    withFault('getUserResults', async ({ request }) => {
      const body = await readBody(request);
      const user = authed(request, body);
      if (!user) return unauthorized();
      return HttpResponse.json({ data: userResults(user, body.categories) });
    }),
  ),
  http.post(
    api('syncResultsToServer.php'),
    withFault('syncResultsToServer', async ({ request }) => {
      const body = await readBody(request);
      const user = authed(request, body);
      if (!user) return unauthorized();
      if (!Array.isArray(body.data)) return HttpResponse.json({ error: 'data must be a list' }, { status: 400 });
      const rows: { key: string; progress: unknown }[] = [];
      for (const row of body.data as unknown[]) {
        const r = (row ?? {}) as Body;
        if (typeof r.section_type !== 'string' || r.section_type === '' || r.quiz_type === undefined || parseProgress(r.progress) === null) {
          return HttpResponse.json({ error: 'invalid result row' }, { status: 400 });
        }
        rows.push({ key: resultKey(r.section_type, String(r.quiz_type)), progress: parseProgress(r.progress) });
      }
      if (body.deletedata === true) user.results.clear();
      for (const { key, progress } of rows) user.results.set(key, progress);
      return HttpResponse.json({ success: true });
    }),
  ),
  // updateResults.php is broken on the real server (CONTRACT.md): it answers like the real one.
  http.post(api('updateResults.php'), () => HttpResponse.text('<b>Warning</b>: Undefined variable $results', { status: 500 })),

  // ── Reviews ──
  http.post(
    api('reviews/getReviews.php'),
    withFault('getReviews', async ({ request }) => {
      const body = await readBody(request);
      const user = authed(request, body);
      if (!user) return unauthorized();
      return HttpResponse.json({ data: user.reviews });
    }),
  ),
  http.post(
    api('reviews/deleteReview.php'),
    withFault('deleteReview', async ({ request }) => {
      const body = await readBody(request);
      const user = authed(request, body);
      if (!user) return unauthorized();
      const review = String(body.review ?? '').trim().toLowerCase();
      user.reviews = user.reviews.filter((r) => r.review.trim().toLowerCase() !== review);
      return HttpResponse.json({ success: true });
    }),
  ),
  http.post(
    api('reviews/addReview.php'),
    withFault('addReview', async ({ request }) => {
      const body = await readBody(request);
      const user = authed(request, body);
      if (!user) return unauthorized();
      const review = String(body.review ?? '').trim();
      if (review && !user.reviews.some((r) => r.review.toLowerCase() === review.toLowerCase())) {
        user.reviews.push({ review, translation: String(body.translation ?? '') });
      }
      return HttpResponse.json({ success: true });
    }),
  ),

  // ── Crosswords, tutors (stand-in demo data) and articles ──
  http.get(api('site/get.php'), (info) => {
    const type = new URL(info.request.url).searchParams.get('type');
    if (type === 'crosswords') return crosswordList(info);
    if (type === 'crossword') return oneCrossword(info);
    if (type === 'tutors') return tutorList(info);
    return HttpResponse.json({ error: 'Unknown type' }, { status: 400 });
  }),
  http.post(api('site/tutor-request.php'), tutorRequest),
  http.get(
    api('site/get_article.php'),
    withFault('getArticle', ({ request }) => {
      const id = Number(new URL(request.url).searchParams.get('id'));
      const article = db.articles.find((a) => a.id === id);
      if (!article) return HttpResponse.json({ message: 'Article not found' }, { status: 404 });
      const { title, content, author, date, image_path } = article;
      return HttpResponse.json({ title, content, author, date, image_path });
    }),
  ),

  // ── Professional vocabulary ──
  http.get(
    api('profs/get_prof_sections.php'),
    withFault('getProfSections', ({ request }) => {
      const tag = new URL(request.url).searchParams.get('tag');
      if (tag !== 'job' && tag !== 'exam') return HttpResponse.json({ success: false, message: 'Unknown tag' });
      const Sections = db.sections
        .filter((s) => s.tag === tag)
        .map((s) => ({
          ID: String(s.ID),
          Name: s.Name,
          ImagePath: s.ImagePath,
          type: s.type,
          Subcategories: s.Subcategories.map(({ ID, Name, Type }) => ({ ID: String(ID), Name, Type })),
        }));
      return HttpResponse.json({ success: true, Sections });
    }),
  ),
  http.post(
    api('job-vocab/get_job_vocab_ratings.php'),
    withFault('getProfRatings', async ({ request }) => {
      const body = await readBody(request);
      const user = authed(request, body);
      if (!user) return unauthorized();
      const rates = user.ratings.get(Number(body.subcategory_id)) ?? new Map<string, number>();
      return HttpResponse.json({ error: false, data: [...rates].map(([type, rate]) => ({ type, rate: String(rate) })) });
    }),
  ),
  http.post(
    api('get_prof_words.php'),
    withFault('getProfWords', async ({ request }) => {
      const body = await readBody(request);
      const id = Number(body.subcategoryid);
      const subcategory = db.sections.flatMap((s) => s.Subcategories).find((s) => s.ID === id);
      if (!subcategory) return HttpResponse.json({ success: false, message: 'Subcategory not found', Type: null, Words: null });
      return HttpResponse.json({ success: true, message: '', Type: subcategory.Type, Words: subcategory.Words });
    }),
  ),
  http.post(
    api('add_job_vocab_rating.php'),
    withFault('addProfRating', async ({ request }) => {
      const body = await readBody(request);
      const user = authed(request, body);
      if (!user) return unauthorized();
      const subcategory = Number(body.subcategory_id);
      const type = String(body.type ?? '');
      const rates = user.ratings.get(subcategory) ?? new Map<string, number>();
      rates.set(type, Math.min(3, (rates.get(type) ?? 0) + 1));
      user.ratings.set(subcategory, rates);
      return HttpResponse.json({ success: true });
    }),
  ),

  // ── Advertising enquiries (assumed call, /advertise/ pages) ──
  http.post(
    api('site/advertise-request.php'),
    withFault('advertiseRequest', async ({ request }) => {
      const body = await readBody(request);
      const text = (key: string) => (typeof body[key] === 'string' ? String(body[key]).trim() : '');
      const [company, name, email, offer, message] = ['company', 'name', 'email', 'offer', 'message'].map(text) as [string, string, string, string, string];
      if (!company || !name || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || !offer || !message) {
        return HttpResponse.json({ success: false, message: 'Please fill in company, name, a valid e-mail address, the offer and a message.' });
      }
      db.advertiseRequests.push({ company, name, email, offer, budget: text('budget'), message, lang: text('lang') || 'en' });
      return HttpResponse.json({ success: true });
    }),
  ),

  // ── Uploads: section, word, article and crossword pictures ──
  http.get(api('uploads/:folder/:file'), ({ params }) => {
    const folder = String(params.folder);
    const stem = String(params.file).replace(/\.svg$/, '');
    let svg: string | undefined;
    if (folder === 'crosswords') svg = crosswordGridSvg(Number(stem));
    else if (folder === 'articles') svg = notoSvg(db.articles.find((a) => a.id === Number(stem))?.icon ?? '');
    else svg = notoSvg(stem);
    if (!svg) return new HttpResponse('Not found', { status: 404 });
    return new HttpResponse(svg, { headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400' } });
  }),
];
