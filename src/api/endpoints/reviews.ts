import { callApi, confirmedWrite } from '../client';
import { HTML_PAGE, isApiError } from '../errors';
import { IgnoredSchema, ReviewsSchema } from '../schemas';

/** POST reviews/getReviews.php, Bearer, {token} → {data: [{review, translation}]}. */
export async function getReviews() {
  const answer = await callApi({ call: 'getReviews', method: 'POST', path: 'reviews/getReviews.php', body: {}, schema: ReviewsSchema, auth: true });
  return answer.data;
}

/**
 * A review change whose answer the spec ignores: it is done when the answer says `success`, or
 * when a 2xx answer is cut off (the server ran it); `{success: false}` or a refusal throws; any
 * other 2xx answer proves nothing (false: the change stays queued until a `getReviews` answer
 * shows it, docs/sync.md). A web page answered with 200 (a catch-all route) is not the script's
 * answer: the script never ran, so the change stays queued (it had been taken as done, and a word
 * cleared on one device came back — the fault schedules' seed 70 with `html200`).
 */
async function reviewChange(call: 'deleteReview' | 'addReview', path: string, body: object): Promise<boolean> {
  try {
    const answer = await callApi({ call, method: 'POST', path, body, schema: IgnoredSchema, auth: true });
    return confirmedWrite(answer, call);
  } catch (error) {
    if (isApiError(error) && error.kind === 'shape') return error.detail !== HTML_PAGE;
    throw error;
  }
}

/** POST reviews/deleteReview.php, Bearer, {review, token}; see reviewChange for the answer. */
export function deleteReview(body: { review: string }): Promise<boolean> {
  return reviewChange('deleteReview', 'reviews/deleteReview.php', body);
}

/** POST reviews/addReview.php, Bearer, {review, translation, token} (assumed); see reviewChange. */
export function addReview(body: { review: string; translation: string }): Promise<boolean> {
  return reviewChange('addReview', 'reviews/addReview.php', body);
}
