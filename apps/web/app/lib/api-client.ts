import type { FieldError } from '@mnch/shared';
import { ApiError, MESSAGES } from '@mnch/shared';
import type { z } from 'zod';
import { reauthenticate } from './reauthenticate';
import { clearToken, getToken } from './token-store';

export { ApiError };

export type Query = Record<string, string | number | boolean | undefined | null | Array<string | number>>;

export interface RequestOptions {
  query?: Query;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

/**
 * The schema of a call's answer (one from packages/shared): the client checks the answer against it and
 * the call's result takes its type. zod is imported here as a type only, so the client itself adds no
 * zod code to a page; the schema a caller passes brings it.
 */
export type ResponseSchema = z.ZodType;

/** Where an answer differs from its schema, e.g. `data.users.0.email: Invalid input`. */
function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.map(String).join('.') || '(answer)'}: ${issue.message}`)
    .join('; ');
}

export interface ApiClientOptions {
  /** Origin the API lives at: '' in the browser (same origin), the process's own origin on the server. */
  baseUrl: string;
  getToken?: () => string | null;
  /**
   * Asked when a request that carried a token answers 401: true when a new token is stored, and the
   * request is then sent once more with it.
   */
  reauthenticate?: () => Promise<boolean>;
  /** Called when a request that carried a token answers 401 (and was not sent again). */
  onUnauthorized?: () => void;
  fetch?: typeof fetch;
  /** Headers sent with every request. */
  headers?: Record<string, string>;
}

export function buildQuery(query: Query | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) value.forEach((v) => params.append(key, String(v)));
    else params.set(key, String(value));
  }
  const s = params.toString();
  return s ? `?${s}` : '';
}

export function createApiClient(options: ApiClientOptions) {
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));

  /** Sends the call; answers its parsed JSON body (undefined when empty), or throws ApiError. */
  async function send(
    method: string,
    path: string,
    body: unknown,
    opts: RequestOptions = {},
    retried = false,
  ): Promise<{ status: number; data: unknown }> {
    const headers: Record<string, string> = { Accept: 'application/json', ...options.headers, ...opts.headers };
    const token = options.getToken?.() ?? null;
    if (token) headers.Authorization = `Bearer ${token}`;
    let payloadBody: BodyInit | undefined;
    if (body instanceof FormData) payloadBody = body;
    else if (body !== undefined) {
      headers['Content-Type'] = 'application/json';
      payloadBody = JSON.stringify(body);
    }
    let response: Response;
    try {
      response = await doFetch(`${options.baseUrl}/api${path}${buildQuery(opts.query)}`, {
        method,
        headers,
        body: payloadBody,
        signal: opts.signal,
      });
    } catch (err) {
      if ((err as Error).name === 'AbortError') throw err;
      throw new ApiError(0, 'Could not reach the server. Please check your connection and try again.');
    }
    const text = await response.text();
    let data: unknown = undefined;
    if (text) {
      try {
        data = JSON.parse(text);
      } catch {
        data = text;
      }
    }
    if (!response.ok) {
      const payload = (data ?? {}) as { message?: unknown; errors?: FieldError[] };
      const message = typeof payload.message === 'string' ? payload.message : MESSAGES.common.serverError;
      if (response.status === 401 && token) {
        if (!retried && (await options.reauthenticate?.())) return send(method, path, body, opts, true);
        options.onUnauthorized?.();
      }
      throw new ApiError(response.status, message, Array.isArray(payload.errors) ? payload.errors : [], data);
    }
    return { status: response.status, data };
  }

  /**
   * Sends the call and checks its answer against `schema`: the result is the schema's output. An answer
   * of another form throws an ApiError (with the answer's status) naming the call and what differs.
   */
  async function request<S extends ResponseSchema>(
    method: string,
    path: string,
    schema: S,
    body: unknown,
    opts?: RequestOptions,
  ): Promise<z.output<S>> {
    const { status, data } = await send(method, path, body, opts);
    const parsed = schema.safeParse(data);
    if (!parsed.success) {
      throw new ApiError(status, `Unexpected answer from ${method} /api${path}: ${describeIssues(parsed.error)}`);
    }
    return parsed.data;
  }

  /** A call with a body: with a schema it answers the checked answer; without one (204, or an answer not used) nothing. */
  function withBody(method: string) {
    function call(path: string, body?: unknown, schema?: undefined, opts?: RequestOptions): Promise<void>;
    function call<S extends ResponseSchema>(path: string, body: unknown, schema: S, opts?: RequestOptions): Promise<z.output<S>>;
    async function call(path: string, body?: unknown, schema?: ResponseSchema, opts?: RequestOptions): Promise<unknown> {
      if (schema) return request(method, path, schema, body, opts);
      await send(method, path, body, opts);
      return undefined;
    }
    return call;
  }

  function del(path: string, schema?: undefined, opts?: RequestOptions): Promise<void>;
  function del<S extends ResponseSchema>(path: string, schema: S, opts?: RequestOptions): Promise<z.output<S>>;
  async function del(path: string, schema?: ResponseSchema, opts?: RequestOptions): Promise<unknown> {
    if (schema) return request('DELETE', path, schema, undefined, opts);
    await send('DELETE', path, undefined, opts);
    return undefined;
  }

  return {
    /** GET `path`, its answer checked against `schema` and typed from it. */
    get: <S extends ResponseSchema>(path: string, schema: S, opts?: RequestOptions) => request('GET', path, schema, undefined, opts),
    post: withBody('POST'),
    put: withBody('PUT'),
    patch: withBody('PATCH'),
    delete: del,
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/**
 * The browser's client: same origin, token from localStorage. On a 401 the back office asks to sign in
 * again in place (lib/reauthenticate.ts); declined, it signs out to the sign-in page, which comes back here.
 */
export const api = createApiClient({
  baseUrl: '',
  getToken,
  reauthenticate,
  onUnauthorized: signOutExpired,
});

/** Drops the token; in the back office, goes to the sign-in page, which returns to this page. */
export function signOutExpired(): void {
  clearToken();
  if (typeof window === 'undefined') return;
  const { pathname, search } = window.location;
  if (pathname.startsWith('/admin')) {
    window.location.assign(`/login?${new URLSearchParams({ expired: '1', redirectTo: pathname + search }).toString()}`);
  }
}
