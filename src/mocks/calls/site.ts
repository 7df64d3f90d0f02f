import { http, HttpResponse } from 'msw';
import { db } from '../db';
import { api, readBody, withFault } from '../respond';

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

/** Crosswords, tutors (stand-in demo data) and articles; tutor requests checked like the real server. */
export const siteHandlers = [
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
];
