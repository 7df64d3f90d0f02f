import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../client';
import { IgnoredSchema, ReviewsSchema } from '../schemas';

/** POST reviews/getReviews.php, Bearer, {token} → {data: [{review, translation}]}. */
export async function getReviews(body: { token: string }) {
  const answer = await callApi({ call: 'getReviews', method: 'POST', path: 'reviews/getReviews.php', body, schema: ReviewsSchema });
  return answer.data;
}

/** POST reviews/deleteReview.php, Bearer, {review, token}; the answer is ignored (spec 001 §7). */
export async function deleteReview(body: { review: string; token: string }): Promise<void> {
  await callApi({ call: 'deleteReview', method: 'POST', path: 'reviews/deleteReview.php', body, schema: IgnoredSchema, ignoreAnswer: true });
}

/** POST reviews/addReview.php, Bearer, {review, translation, token} (assumed); answer ignored. */
export async function addReview(body: { review: string; translation: string; token: string }): Promise<void> {
  await callApi({ call: 'addReview', method: 'POST', path: 'reviews/addReview.php', body, schema: IgnoredSchema, ignoreAnswer: true });
}

export const reviewsQueryOptions = (token: string) =>
  queryOptions({ queryKey: ['reviews', token], queryFn: () => getReviews({ token }) });
