import { delay, HttpResponse, type HttpResponseResolver } from 'msw';
import { bodyProblems, queryProblems } from './contract-fields';
import { faultFor } from './faults';
import { userByToken, type User } from './db';

/** The stand-in's shared answers: bodies, bearer tokens, the strict contract check and the fault modes. */

/** A call's path under any base URL (`*` + `/login.php`), so the same handlers serve Vitest, `npm run dev` and `vite preview`. */
export const api = (path: string) => `*/${path}`;

export type Body = Record<string, unknown>;

export async function readBody(request: Request): Promise<Body> {
  try {
    const parsed = (await request.json()) as unknown;
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Body) : {};
  } catch {
    return {};
  }
}

function bearer(request: Request): string | null {
  const header = request.headers.get('Authorization') ?? '';
  const match = /^Bearer\s+(.+)$/i.exec(header);
  return match?.[1] ?? null;
}

export const unauthorized = () => HttpResponse.json({ error: 'Unauthorized' }, { status: 401 });

/** The user of a valid bearer token whose body token (when sent) is the same; else undefined. */
export function authed(request: Request, body: Body): User | undefined {
  const token = bearer(request);
  const user = userByToken(token);
  if (!user) return undefined;
  if (typeof body.token === 'string' && body.token !== token) return undefined;
  return user;
}

/**
 * The strict part: a body or query that drifts from CONTRACT.md (a named field missing or of the
 * wrong kind, see contract-fields.ts) gets HTTP 400, so the test that sent it fails.
 */
async function contractProblem(call: string, request: Request): Promise<string | null> {
  if (request.method === 'GET') return queryProblems(call, new URL(request.url).searchParams);
  let body: unknown;
  try {
    body = (await request.clone().json()) as unknown;
  } catch {
    body = undefined;
  }
  return bodyProblems(call, body);
}

/** Wraps a resolver with the contract check and the call's fault mode, when one is set. */
export function withFault(call: string, resolver: HttpResponseResolver): HttpResponseResolver {
  return async (info) => {
    const fault = faultFor(call);
    if (!fault) {
      const problem = await contractProblem(call, info.request);
      if (problem) return HttpResponse.json({ error: `Bad request (${call}): ${problem}` }, { status: 400 });
      return resolver(info);
    }
    switch (fault.mode) {
      case 'network':
        return HttpResponse.error();
      case 'html500':
        return new HttpResponse('<!DOCTYPE html><html><head><title>500 Internal Server Error</title></head><body><h1>Internal Server Error</h1><p>The server encountered an internal error.</p></body></html>', {
          status: 500,
          headers: { 'Content-Type': 'text/html; charset=UTF-8' },
        });
      case 'html404':
        return new HttpResponse('<!DOCTYPE html><html><head><title>404 Not Found</title></head><body><h1>Not Found</h1><p>The requested URL was not found on this server.</p></body></html>', {
          status: 404,
          headers: { 'Content-Type': 'text/html; charset=UTF-8' },
        });
      case 'html200':
        return new HttpResponse('<!DOCTYPE html><html><head><title>Deutsch Lernen</title></head><body><div id="root"></div></body></html>', {
          status: 200,
          headers: { 'Content-Type': 'text/html; charset=UTF-8' },
        });
      case 'slow':
        await delay(fault.delayMs);
        return resolver(info);
      case 'truncated': {
        const real = await resolver(info);
        const text = real instanceof Response ? await real.text() : '{"data": [';
        return new HttpResponse(text.slice(0, Math.max(1, Math.floor(text.length / 2))), { status: 200, headers: { 'Content-Type': 'application/json' } });
      }
      case 'shape':
        return HttpResponse.json({ unexpected: 'shape', data: 'not what you asked for', Sections: 7, Words: 'none', token: 42 });
      case 'unauthorized':
        return unauthorized();
      case 'refused':
        return HttpResponse.json({ success: false, message: 'The request was refused (stand-in fault mode).' });
    }
  };
}
