import axios from 'axios';

/**
 * Every failure of a backend call, in one shape (CONTRACT.md "Ground rules"):
 * - `offline`: no connection: the browser says it is offline (`navigator.onLine` false), so the call
 *   was not sent, or it got no answer while the browser was offline;
 * - `network`: no answer although the browser believes it is online (DNS, connection refused or
 *   reset, server down): the calls' own spec texts apply;
 * - `timeout`: no answer within the time-out;
 * - `http`: a non-2xx status (`status`), with the server's own message when it sent one;
 * - `server`: a 2xx answer that carries an `error` text (the PHP backend's way to refuse);
 * - `shape`: an answer that is not JSON or not of the agreed shape.
 */
export type ApiErrorKind = 'offline' | 'network' | 'timeout' | 'http' | 'server' | 'shape';

/** The `detail` of a `shape` error whose answer was a web page (a catch-all route or an error page), not the script's answer. */
export const HTML_PAGE = 'an HTML page';

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number | undefined;
  /** The text the server sent in `error` or `message`, when it sent one as JSON. */
  readonly serverMessage: string | undefined;
  readonly call: string;
  /** What was wrong with a `shape` answer (`HTML_PAGE` when a web page came back in place of JSON). */
  readonly detail: string | undefined;

  constructor(init: { kind: ApiErrorKind; call: string; status?: number; serverMessage?: string; detail?: string }) {
    super(ApiError.describe(init));
    this.name = 'ApiError';
    this.kind = init.kind;
    this.status = init.status;
    this.serverMessage = init.serverMessage;
    this.call = init.call;
    this.detail = init.detail;
  }

  private static describe(init: { kind: ApiErrorKind; status?: number; serverMessage?: string; detail?: string }): string {
    if (init.serverMessage) return init.serverMessage;
    switch (init.kind) {
      case 'offline':
        return 'You are offline';
      case 'network':
        return 'Network error';
      case 'timeout':
        return 'The server did not answer in time';
      case 'http':
        return `HTTP ${init.status ?? ''}`.trim();
      case 'server':
        return 'The server refused the request';
      case 'shape':
        return `Unexpected answer${init.detail ? `: ${init.detail}` : ''}`;
    }
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Does the browser say there is no connection? (`navigator.onLine` false; absent API = online.) */
export function browserOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/** A call that failed for want of a connection: the learner is told so, not given the call's error. */
export function isOfflineError(error: unknown): error is ApiError {
  return isApiError(error) && error.kind === 'offline';
}

/** Reads a server message out of a JSON error body (`{error}` or `{message}`), if there is one. */
export function serverMessageOf(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const record = body as Record<string, unknown>;
  for (const key of ['error', 'message'] as const) {
    const value = record[key];
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return undefined;
}

function parseMaybeJson(text: unknown): unknown {
  if (typeof text !== 'string') return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Turns whatever axios threw into an ApiError. */
export function toApiError(error: unknown, call: string): ApiError {
  if (error instanceof ApiError) return error;
  if (axios.isAxiosError(error)) {
    if (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT') return new ApiError({ kind: 'timeout', call });
    if (error.response) {
      const serverMessage = serverMessageOf(parseMaybeJson(error.response.data));
      return new ApiError({ kind: 'http', call, status: error.response.status, serverMessage });
    }
    return new ApiError({ kind: browserOffline() ? 'offline' : 'network', call });
  }
  return new ApiError({ kind: browserOffline() ? 'offline' : 'network', call, detail: String(error) });
}
