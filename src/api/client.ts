import axios, { type AxiosRequestConfig } from 'axios';
import * as v from 'valibot';
import { env } from '@/config/env';
import { useAppStore } from '@/store/store';
import { ApiError, browserOffline, serverMessageOf, toApiError } from './errors';

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

http.interceptors.request.use((config) => {
  const token = useAppStore.getState().token;
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  return config;
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
}

/** The session token that authenticated calls carry; part of their query keys, so sessions never share answers. */
export function sessionToken(): string | null {
  return useAppStore.getState().token;
}

function bodyOf(options: CallOptions<v.GenericSchema>): unknown {
  if (!options.auth) return options.body;
  const token = sessionToken();
  if (!token) throw new ApiError({ kind: 'http', call: options.call, status: 401 });
  const fields = options.body && typeof options.body === 'object' ? options.body : {};
  return { ...fields, token };
}

/**
 * Called when an authenticated call answers 401: the session is over, the visitor continues as
 * a visitor (DECISIONS.md "The guard").
 */
function dropSession(): void {
  if (useAppStore.getState().token !== null) useAppStore.getState().logout();
}

/** Makes one call of CONTRACT.md and validates its answer; every failure is an ApiError. */
export async function callApi<S extends v.GenericSchema>(options: CallOptions<S>): Promise<v.InferOutput<S>> {
  // No connection: not sent at all (nothing could answer it; a service worker must not pretend to).
  if (browserOffline()) throw new ApiError({ kind: 'offline', call: options.call });
  const body = bodyOf(options);
  const config: AxiosRequestConfig = {
    method: options.method,
    url: options.path,
    params: options.params,
    data: body === undefined ? undefined : JSON.stringify(body),
  };
  let text: unknown;
  try {
    const response = await http.request<string>(config);
    text = response.data;
  } catch (error) {
    const apiError = toApiError(error, options.call);
    if (apiError.kind === 'http' && apiError.status === 401 && !options.passwordChecked) dropSession();
    throw apiError;
  }
  if (options.ignoreAnswer) return undefined as v.InferOutput<S>;
  let json: unknown;
  try {
    json = typeof text === 'string' ? (JSON.parse(text) as unknown) : text;
  } catch {
    throw new ApiError({ kind: 'shape', call: options.call, detail: 'not JSON' });
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
