import { isApiError } from './errors';

/**
 * Does a failure look like the backend lacks the call (docs/backend.md, "assumed" calls)? A 404,
 * an HTML page (an HTTP error without a JSON message, or a 2xx answer that is not our JSON), or no
 * answer at all. Not a refusal with the server's own message, and not "offline" (the browser says
 * so; that has its own message).
 */
export function callLooksMissing(error: unknown): boolean {
  if (!isApiError(error)) return false;
  switch (error.kind) {
    case 'network':
    case 'timeout':
    case 'shape':
      return true;
    case 'http':
      return error.status === 404 || error.status === 405 || error.status === 501 || error.serverMessage === undefined;
    case 'offline':
    case 'server':
      return false;
  }
}
