import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../client';
import { CrosswordListSchema, CrosswordSchema } from '../schemas';

/** GET site/get.php?type=crosswords → issues oldest first; shown reversed, newest first. */
export async function getCrosswords() {
  const issues = await callApi({ call: 'getCrosswords', method: 'GET', path: 'site/get.php', params: { type: 'crosswords' }, schema: CrosswordListSchema });
  return [...issues].reverse();
}

/** GET site/get.php?type=crossword&id={id} (assumed) → one puzzle with its grid entries. */
export function getCrossword(id: number) {
  return callApi({ call: 'getCrossword', method: 'GET', path: 'site/get.php', params: { type: 'crossword', id }, schema: CrosswordSchema });
}

export const crosswordsQueryOptions = () => queryOptions({ queryKey: ['crosswords'], queryFn: getCrosswords });
export const crosswordQueryOptions = (id: number) => queryOptions({ queryKey: ['crossword', id], queryFn: () => getCrossword(id) });
