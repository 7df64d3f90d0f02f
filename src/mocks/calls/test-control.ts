import { http, HttpResponse } from 'msw';
import { clearFaults, isFaultMode, setFault } from '../faults';
import { api, readBody } from '../respond';

/** Test control (stand-in only): fault modes over HTTP, for e2e tests. */
export const testControlHandlers = [
  http.post(api('__standin/fault'), async ({ request }) => {
    const body = await readBody(request);
    if (typeof body.call !== 'string' || !isFaultMode(body.mode)) return HttpResponse.json({ error: 'call and mode required' }, { status: 400 });
    setFault(body.call, body.mode, typeof body.delayMs === 'number' ? body.delayMs : undefined);
    return HttpResponse.json({ success: true });
  }),
  http.post(api('__standin/clear-faults'), () => {
    clearFaults();
    return HttpResponse.json({ success: true });
  }),
];
