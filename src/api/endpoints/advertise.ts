import { useMutation } from '@tanstack/react-query';
import * as v from 'valibot';
import { callApi } from '../client';
import { ApiError } from '../errors';

/**
 * POST site/advertise-request.php — an advertiser's enquiry from /advertise/,
 * /advertise-for-travel-agencies/ and /advertise-for-schools/ (CONTRACT.md, assumed call).
 * Body `{company, name, email, offer, budget, message, lang}` (`budget` may be ""), answer
 * `{success: true}` or `{success: false, message}`.
 */
export interface AdvertiseRequest {
  company: string;
  name: string;
  email: string;
  offer: string;
  budget: string;
  message: string;
  lang: string;
}

export const AdvertiseAnswerSchema = v.variant('success', [
  v.object({ success: v.literal(true) }),
  v.object({ success: v.literal(false), message: v.pipe(v.string(), v.trim(), v.minLength(1)) }),
]);

export async function sendAdvertiseRequest(body: AdvertiseRequest): Promise<{ success: true }> {
  // Not an authenticated call: a 401 here says nothing about the learner's session, so it must
  // not end it (the client keeps the token on `passwordChecked` calls).
  const answer = await callApi({ call: 'advertiseRequest', method: 'POST', path: 'site/advertise-request.php', body, schema: AdvertiseAnswerSchema, passwordChecked: true });
  if (!answer.success) throw new ApiError({ kind: 'server', call: 'advertiseRequest', serverMessage: answer.message });
  return answer;
}

export const useAdvertiseRequest = () => useMutation({ mutationFn: sendAdvertiseRequest });
