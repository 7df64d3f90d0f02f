import { queryOptions } from '@tanstack/react-query';
import { callApi, sessionToken } from '../client';
import { IgnoredSchema, ReviewsSchema } from '../schemas';

/** POST reviews/getReviews.php, Bearer, {token} → {data: [{review, translation}]}. */
export async function getReviews() {
  const answer = await callApi({ call: 'getReviews', method: 'POST', path: 'reviews/getReviews.php', body: {}, schema: ReviewsSchema, auth: true });
  return answer.data;
}

/** POST reviews/deleteReview.php, Bearer, {review, token}; the answer is ignored (spec 001 §7). */
export async function deleteReview(body: { review: string }): Promise<void> {
  await callApi({ call: 'deleteReview', method: 'POST', path: 'reviews/deleteReview.php', body, schema: IgnoredSchema, ignoreAnswer: true, auth: true });
}

/** POST reviews/addReview.php, Bearer, {review, translation, token} (assumed); answer ignored. */
export async function addReview(body: { review: string; translation: string }): Promise<void> {
  await callApi({ call: 'addReview', method: 'POST', path: 'reviews/addReview.php', body, schema: IgnoredSchema, ignoreAnswer: true, auth: true });
}

export const reviewsQueryOptions = () => queryOptions({ queryKey: ['reviews', sessionToken()], queryFn: getReviews });
