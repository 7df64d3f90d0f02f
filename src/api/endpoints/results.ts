import { callApi, confirmedWrite } from '../client';
import { IgnoredSchema, UserResultsSchema, type Progress } from '../schemas';

export interface ResultEntry {
  section_type: string;
  quiz_type: string;
  progress: Progress;
}

/** POST getUserResults.php, Bearer, {token, categories} → {data: [{section_type, quiz_type, progress}]}. */
export async function getUserResults(body: { categories: string[] }): Promise<ResultEntry[]> {
  const answer = await callApi({ call: 'getUserResults', method: 'POST', path: 'getUserResults.php', body, schema: UserResultsSchema, auth: true });
  return answer.data;
}

/**
 * POST syncResultsToServer.php, Bearer, {token, data, deletedata}. The answer is not given by the
 * spec: any 2xx without `error` is success (CONTRACT.md), but `{success: false}` is a refusal.
 * Returns whether the answer *confirms* the write (`success` true): only then may the device
 * count the rows as held by the server (docs/sync.md); any other 2xx is a success not proven.
 * Progress is always sent as an array. (updateResults.php is broken on the server and never called.)
 */
export async function syncResultsToServer(body: { data: ResultEntry[]; deletedata: boolean }): Promise<{ confirmed: boolean }> {
  const answer = await callApi({ call: 'syncResultsToServer', method: 'POST', path: 'syncResultsToServer.php', body, schema: IgnoredSchema, auth: true });
  return { confirmed: confirmedWrite(answer, 'syncResultsToServer') };
}
