import { http, HttpResponse } from 'msw';
import { parseProgress } from '../../api/schemas';
import { userResults } from '../answers';
import { resultKey } from '../db';
import { api, authed, readBody, unauthorized, withFault, type Body } from '../respond';

/** Progress: the learner's results, read and synced; updateResults.php as broken as the real one. */
export const progressHandlers = [
  http.post(
    api('getUserResults.php'),
    withFault('getUserResults', async ({ request }) => {
      const body = await readBody(request);
      const user = authed(request, body);
      if (!user) return unauthorized();
      return HttpResponse.json({ data: userResults(user, body.categories) });
    }),
  ),
  http.post(
    api('syncResultsToServer.php'),
    withFault('syncResultsToServer', async ({ request }) => {
      const body = await readBody(request);
      const user = authed(request, body);
      if (!user) return unauthorized();
      if (!Array.isArray(body.data)) return HttpResponse.json({ error: 'data must be a list' }, { status: 400 });
      const rows: { key: string; progress: unknown }[] = [];
      for (const row of body.data as unknown[]) {
        const r = (row ?? {}) as Body;
        if (typeof r.section_type !== 'string' || r.section_type === '' || r.quiz_type === undefined || parseProgress(r.progress) === null) {
          return HttpResponse.json({ error: 'invalid result row' }, { status: 400 });
        }
        rows.push({ key: resultKey(r.section_type, String(r.quiz_type)), progress: parseProgress(r.progress) });
      }
      if (body.deletedata === true) user.results.clear();
      for (const { key, progress } of rows) user.results.set(key, progress);
      return HttpResponse.json({ success: true });
    }),
  ),
  // updateResults.php is broken on the real server (CONTRACT.md): it answers like the real one.
  http.post(api('updateResults.php'), () => HttpResponse.text('<b>Warning</b>: Undefined variable $results', { status: 500 })),
];
