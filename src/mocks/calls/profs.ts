import { http, HttpResponse } from 'msw';
import { db } from '../db';
import { api, authed, readBody, unauthorized, withFault } from '../respond';

/** Professional vocabulary: sections, words and the learner's ratings. */
export const profHandlers = [
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
];
