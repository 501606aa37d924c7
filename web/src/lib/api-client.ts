import { getAccessToken } from './storage';

/** The gateway's response envelope (ARCHITECTURE.md, HTTP contract). */
export interface FieldError {
  path: string;
  message: string;
}

export interface ApiEnvelope<T> {
  success: boolean;
  data?: T;
  message?: string;
  errors?: FieldError[];
}

export interface ApiSuccess<T> {
  success: true;
  data: T;
  message?: string;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    message: string,
    readonly status: number,
    readonly errors: FieldError[] = [],
  ) {
    super(message);
  }
}

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain value is sent as JSON; FormData goes as multipart. */
  body?: unknown;
  /** Empty, null and undefined values are left out. */
  query?: Record<string, QueryValue>;
  headers?: Record<string, string>;
  /** Send the bearer token from local storage when there is one (default true). */
  auth?: boolean;
  signal?: AbortSignal;
  /** Prefix for `path`; '/api/v1' unless a call lives at the server root (health). */
  base?: string;
  /** The message used when the server gives none. */
  fallbackMessage?: string;
}

export const apiBase = '/api/v1';

export function buildUrl(base: string, path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    params.append(key, String(value));
  }
  const search = params.toString();
  return `${base}${path}${search ? `?${search}` : ''}`;
}

async function readEnvelope<T>(response: Response): Promise<ApiEnvelope<T> | null> {
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('application/json')) return null;
  try {
    return (await response.json()) as ApiEnvelope<T>;
  } catch {
    return null;
  }
}

/**
 * One call to the gateway. Resolves with the success envelope; rejects with an ApiError that
 * carries the server's message and field errors, or `fallbackMessage`.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<ApiSuccess<T>> {
  const { method = 'GET', body, query, auth = true, signal, base = apiBase } = options;
  const fallback = options.fallbackMessage ?? 'Something went wrong. Please try again later.';
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const token = auth ? getAccessToken() : null;
  if (token) headers.Authorization = `Bearer ${token}`;

  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await fetch(buildUrl(base, path, query), {
      method,
      headers,
      body: payload,
      signal,
      credentials: 'same-origin',
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(fallback, 0);
  }

  const envelope = await readEnvelope<T>(response);
  if (!response.ok || !envelope || envelope.success !== true) {
    throw new ApiError(envelope?.message || fallback, response.status, envelope?.errors ?? []);
  }
  return { success: true, data: envelope.data as T, message: envelope.message };
}

export const apiClient = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};
