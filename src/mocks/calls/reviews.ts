import { http, HttpResponse } from 'msw';
import { api, authed, readBody, unauthorized, withFault } from '../respond';

/** Reviews: the learner's words to practise again, listed, added and deleted. */
export const reviewHandlers = [
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
];
