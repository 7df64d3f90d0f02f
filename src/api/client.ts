import axios, { type AxiosRequestConfig } from 'axios';
import * as v from 'valibot';
import { env } from '@/config/env';
import { ApiError, browserOffline, HTML_PAGE, serverMessageOf, toApiError } from './errors';
import { dropSession, sessionToken } from './session';

/** Time-out of every call (CONTRACT.md: not given by the spec, 15 s). */
export const API_TIMEOUT_MS = 15_000;

/** The one axios instance of the app. Answers are read as text and parsed here, strictly. */
export const http = axios.create({
  baseURL: env.apiBaseUrl,
  timeout: API_TIMEOUT_MS,
  headers: { 'Content-Type': 'application/json' },
  responseType: 'text',
  transformResponse: [(data: unknown) => data],
});

interface CallOptions<S extends v.GenericSchema> {
  /** Name used in errors and fault injection, e.g. "getReviews". */
  call: string;
  method: 'GET' | 'POST';
  path: string;
  params?: Record<string, string | number>;
  body?: unknown;
  schema: S;
  /** A 401 here means "wrong password", not "session expired": keep the token. */
  passwordChecked?: boolean;
  /** Accept any 2xx answer without reading it (calls whose answer the app ignores). */
  ignoreAnswer?: boolean;
  /** An authenticated call: the client adds the session's `token` to the body (CONTRACT.md). */
  auth?: boolean;
  /** Carries the bearer header without the body token (delete account). `auth` implies it. */
  bearer?: boolean;
}

function bodyOf(options: CallOptions<v.GenericSchema>): unknown {
  if (!options.auth) return options.body;
  const token = sessionToken();
  if (!token) throw new ApiError({ kind: 'http', call: options.call, status: 401 });
  const fields = options.body && typeof options.body === 'object' ? options.body : {};
  return { ...fields, token };
}

/** Does this call carry the session (bearer header)? Only such a call can say that the session is over. */
function carriesSession(options: CallOptions<v.GenericSchema>): boolean {
  return options.auth === true || options.bearer === true;
}

/** Makes one call of CONTRACT.md and validates its answer; every failure is an ApiError. */
export async function callApi<S extends v.GenericSchema>(options: CallOptions<S>): Promise<v.InferOutput<S>> {
  // No connection: not sent at all (nothing could answer it; a service worker must not pretend to).
  if (browserOffline()) throw new ApiError({ kind: 'offline', call: options.call });
  const body = bodyOf(options);
  const token = carriesSession(options) ? sessionToken() : null;
  const config: AxiosRequestConfig = {
    method: options.method,
    url: options.path,
    params: options.params,
    data: body === undefined ? undefined : JSON.stringify(body),
    headers: token ? { Authorization: `Bearer ${token}` } : undefined,
  };
  let text: unknown;
  try {
    const response = await http.request<string>(config);
    text = response.data;
  } catch (error) {
    const apiError = toApiError(error, options.call);
    if (apiError.kind === 'http' && apiError.status === 401 && token && !options.passwordChecked) dropSession(token);
    throw apiError;
  }
  if (options.ignoreAnswer) return undefined as v.InferOutput<S>;
  let json: unknown;
  try {
    json = typeof text === 'string' ? (JSON.parse(text) as unknown) : text;
  } catch {
    throw new ApiError({ kind: 'shape', call: options.call, detail: typeof text === 'string' && text.trimStart().startsWith('<') ? HTML_PAGE : 'not JSON' });
  }
  const refused = json && typeof json === 'object' && 'error' in json ? serverMessageOf({ error: (json as { error: unknown }).error }) : undefined;
  if (refused) throw new ApiError({ kind: 'server', call: options.call, serverMessage: refused });
  const result = v.safeParse(options.schema, json);
  if (!result.success) {
    const issue = result.issues[0];
    const where = issue ? v.getDotPath(issue) : null;
    throw new ApiError({ kind: 'shape', call: options.call, detail: `${where ?? 'answer'}: ${issue?.message ?? 'invalid'}` });
  }
  return result.output;
}

/** For `{success}` calls: `success: false` is a refusal, with the server's message if any. */
export function requireSuccess<T extends { success: boolean; message?: string | null }>(answer: T, call: string): T {
  if (!answer.success) throw new ApiError({ kind: 'server', call, serverMessage: answer.message || undefined });
  return answer;
}

/**
 * For writes whose answer the contract leaves open: `{success: false}` is a refusal (throws);
 * true only when the answer confirms the write with a true `success`.
 */
export function confirmedWrite(answer: unknown, call: string): boolean {
  if (!answer || typeof answer !== 'object' || !('success' in answer)) return false;
  const success = (answer as { success: unknown }).success;
  const yes = success === true || success === 1 || success === '1' || success === 'true';
  if (!yes) throw new ApiError({ kind: 'server', call, serverMessage: serverMessageOf(answer) });
  return true;
}
