import type { FieldError } from '@mnch/shared';
import { ApiError, MESSAGES } from '@mnch/shared';
import { clearToken, getToken } from './token-store';

export { ApiError };

type Query = Record<string, string | number | boolean | undefined | null | Array<string | number>>;

export interface RequestOptions {
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

export interface ApiClientOptions {
  /** Origin the API lives at: '' in the browser (same origin), the process's own origin on the server. */
  baseUrl: string;
  getToken?: () => string | null;
  /** Called when a request that carried a token answers 401. */
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

  async function request<T>(method: string, path: string, opts: RequestOptions = {}): Promise<T> {
    const headers: Record<string, string> = { Accept: 'application/json', ...options.headers, ...opts.headers };
    const token = options.getToken?.() ?? null;
    if (token) headers.Authorization = `Bearer ${token}`;
    let body: BodyInit | undefined;
    if (opts.body instanceof FormData) body = opts.body;
    else if (opts.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(opts.body);
    }
    let response: Response;
    try {
      response = await doFetch(`${options.baseUrl}/api${path}${buildQuery(opts.query)}`, {
        method,
        headers,
        body,
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
      if (response.status === 401 && token) options.onUnauthorized?.();
      throw new ApiError(response.status, message, Array.isArray(payload.errors) ? payload.errors : []);
    }
    return data as T;
  }

  return {
    request,
    get: <T>(path: string, opts?: Omit<RequestOptions, 'body'>) => request<T>('GET', path, opts),
    post: <T>(path: string, body?: unknown, opts?: RequestOptions) => request<T>('POST', path, { ...opts, body }),
    put: <T>(path: string, body?: unknown, opts?: RequestOptions) => request<T>('PUT', path, { ...opts, body }),
    patch: <T>(path: string, body?: unknown, opts?: RequestOptions) => request<T>('PATCH', path, { ...opts, body }),
    delete: <T>(path: string, opts?: RequestOptions) => request<T>('DELETE', path, opts),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** The browser's client: same origin, token from localStorage, signs out on 401. */
export const api = createApiClient({
  baseUrl: '',
  getToken,
  onUnauthorized: () => {
    clearToken();
    if (typeof window !== 'undefined' && window.location.pathname.startsWith('/admin')) {
      window.location.assign('/login?expired=1');
    }
  },
});
