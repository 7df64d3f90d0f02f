import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../client';
import { sessionToken } from '../session';
import { IgnoredSchema, ProfWordsSchema, RatingsSchema, SectionsSchema } from '../schemas';

export type ProfTag = 'job' | 'exam';

/** GET profs/get_prof_sections.php?tag={tag} → {success, Sections}. */
export async function getProfSections(tag: ProfTag) {
  const answer = await callApi({ call: 'getProfSections', method: 'GET', path: 'profs/get_prof_sections.php', params: { tag }, schema: SectionsSchema });
  return answer;
}

/** POST job-vocab/get_job_vocab_ratings.php, Bearer, {token, subcategory_id, type} → {error, data: [{type, rate}]}. */
export async function getProfRatings(body: { subcategory_id: number; type: string | number }) {
  const answer = await callApi({ call: 'getProfRatings', method: 'POST', path: 'job-vocab/get_job_vocab_ratings.php', body, schema: RatingsSchema, auth: true });
  return answer.data ?? [];
}

/** POST get_prof_words.php, {language: "en", subcategoryid} → {success, message, Type, Words}. */
export function getProfWords(subcategoryid: number) {
  return callApi({ call: 'getProfWords', method: 'POST', path: 'get_prof_words.php', body: { language: 'en', subcategoryid }, schema: ProfWordsSchema });
}

/** POST add_job_vocab_rating.php, Bearer, {token, subcategory_id, type}; the answer is not read. */
export async function addProfRating(body: { subcategory_id: number; type: string | number }): Promise<void> {
  await callApi({ call: 'addProfRating', method: 'POST', path: 'add_job_vocab_rating.php', body, schema: IgnoredSchema, ignoreAnswer: true, auth: true });
}

export const profSectionsQueryOptions = (tag: ProfTag) => queryOptions({ queryKey: ['profSections', tag], queryFn: () => getProfSections(tag) });
export const profWordsQueryOptions = (subcategoryid: number) =>
  queryOptions({ queryKey: ['profWords', subcategoryid], queryFn: () => getProfWords(subcategoryid) });
export const profRatingsQueryOptions = (subcategory_id: number, type: string | number) =>
  queryOptions({ queryKey: ['profRatings', sessionToken(), subcategory_id, type], queryFn: () => getProfRatings({ subcategory_id, type }) });
