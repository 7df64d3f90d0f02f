import { queryOptions, useMutation } from '@tanstack/react-query';
import { callApi, requireSuccess } from '../client';
import { SuccessSchema, TutorListSchema, type TutorLevel } from '../schemas';

/** The learner's goals a tutor request names (keys translated in the `tutors` namespace). */
export const TUTOR_GOALS = ['exam', 'work', 'travel', 'everyday', 'studies', 'other'] as const;
export type TutorGoal = (typeof TUTOR_GOALS)[number];

export interface TutorRequest {
  tutor_id: number;
  name: string;
  email: string;
  level: TutorLevel;
  goal: TutorGoal;
  message: string;
  /** The interface language the learner uses, so the tutor knows which language to answer in. */
  lang: string;
}

/** GET site/get.php?type=tutors (assumed call) → the tutors with their languages, levels, specialities and price range. */
export function getTutors() {
  return callApi({ call: 'getTutors', method: 'GET', path: 'site/get.php', params: { type: 'tutors' }, schema: TutorListSchema });
}

/** POST site/tutor-request.php (assumed call) → `{success: true}` or `{success: false, message}`. */
export function sendTutorRequest(body: TutorRequest) {
  return callApi({ call: 'sendTutorRequest', method: 'POST', path: 'site/tutor-request.php', body, schema: SuccessSchema }).then((a) => requireSuccess(a, 'sendTutorRequest'));
}

export const tutorsQueryOptions = () => queryOptions({ queryKey: ['tutors'], queryFn: getTutors });
export const useTutorRequest = () => useMutation({ mutationFn: sendTutorRequest });
