import { getAccessToken } from './storage';
import { translate } from './i18n/use-t';

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
  /** Extra facts of a refusal, e.g. the server's figures on a 409 'Prices have changed'. */
  details?: Record<string, unknown>;
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
    readonly details: Record<string, unknown> = {},
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

/** What checks an answer's `data`: a response schema of @shop/contracts (zod), or anything that parses alike. */
export interface ResponseSchema<T> {
  /** Returns the data as the contract types it, or throws when it does not match. */
  parse(data: unknown): T;
}

/** A schema at hand, or one loaded on first use so that zod stays out of the first paint. */
export type SchemaSource<T> = ResponseSchema<T> | (() => Promise<ResponseSchema<T>>);

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions<T = unknown> {
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
  /**
   * The contract's schema of the answer's `data`. The answer is checked here, once: the screens
   * read it as the contract types it, and one that does not match rejects with `fallbackMessage`.
   */
  schema?: SchemaSource<T>;
}

/**
 * How the client keeps a session alive, installed by the account feature (lib never imports
 * features). `refresh` swaps the stored refresh token for a new pair and resolves with the new
 * access token, or null when the session is over (it clears the session itself then); it
 * rejects on a passing failure (network), which keeps the session. `end` forgets the session
 * and tells the person why (the server's message).
 */
export interface SessionHandlers {
  refresh(): Promise<string | null>;
  end(reason: string): void;
}

let sessionHandlers: SessionHandlers | null = null;
let refreshing: Promise<string | null> | null = null;

export function setSessionHandlers(handlers: SessionHandlers | null): void {
  sessionHandlers = handlers;
  refreshing = null;
}

/** One refresh at a time: concurrent 401s wait for the same call. */
function refreshSession(): Promise<string | null> {
  if (!sessionHandlers) return Promise.resolve(null);
  if (!refreshing) {
    const pending = sessionHandlers.refresh();
    refreshing = pending;
    const done = () => {
      if (refreshing === pending) refreshing = null;
    };
    pending.then(done, done);
  }
  return refreshing;
}

/** A 403 that means the account is blocked (not merely a forbidden resource). */
function isBlockedAnswer(status: number, message: string | undefined): boolean {
  return status === 403 && /blocked/i.test(message ?? '');
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

interface Attempt {
  response: Response;
  envelope: ApiEnvelope<unknown> | null;
}

/**
 * One call to the gateway. Resolves with the success envelope; rejects with an ApiError that
 * carries the server's message and field errors, or `fallbackMessage`.
 *
 * A 401 on a call that carried the stored token refreshes the session once (shared by
 * concurrent calls) and retries once; a refresh that fails ends the session. A 403 saying the
 * account is blocked ends the session too.
 */
export async function apiRequest<T>(path: string, options: RequestOptions<T> = {}): Promise<ApiSuccess<T>> {
  const { method = 'GET', body, query, auth = true, signal, base = apiBase } = options;
  const fallback = options.fallbackMessage ?? translate('ui.error.later');
  const url = buildUrl(base, path, query);
  // A schema that loads on first use loads beside the request, not after it.
  const schema = options.schema ? loadSchema(options.schema, fallback) : null;
  schema?.catch(() => undefined); // awaited after the answer; a failed request never reads it

  async function attempt(token: string | null): Promise<Attempt> {
    const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
    if (token) headers.Authorization = `Bearer ${token}`;
    let payload: BodyInit | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers['Content-Type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    let response: Response;
    try {
      response = await fetch(url, { method, headers, body: payload, signal, credentials: 'same-origin' });
    } catch (cause) {
      if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
      throw new ApiError(fallback, 0);
    }
    return { response, envelope: await readEnvelope<unknown>(response) };
  }

  const sentToken = auth ? getAccessToken() : null;
  let result = await attempt(sentToken);

  if (result.response.status === 401 && sentToken) {
    // Another call may have refreshed while this one was in flight: use its token.
    const current = getAccessToken();
    let fresh: string | null = current && current !== sentToken ? current : null;
    if (!fresh) {
      try {
        fresh = await refreshSession();
      } catch {
        fresh = null; // a passing failure: keep the session, report this call's 401
      }
    }
    if (fresh) result = await attempt(fresh);
  }

  const { response, envelope } = result;
  if (sentToken && isBlockedAnswer(response.status, envelope?.message)) sessionHandlers?.end(envelope!.message!);
  if (!response.ok || !envelope || envelope.success !== true) {
    const details = envelope?.details && typeof envelope.details === 'object' ? envelope.details : {};
    throw new ApiError(envelope?.message || fallback, response.status, envelope?.errors ?? [], details);
  }
  const data = schema ? checkedData(await schema, envelope.data, fallback, response.status) : (envelope.data as T);
  return { success: true, data, message: envelope.message };
}

/** The schema; its code failing to load (offline) fails like a request that got no answer. */
function loadSchema<T>(source: SchemaSource<T>, fallback: string): Promise<ResponseSchema<T>> {
  if (typeof source !== 'function') return Promise.resolve(source);
  return source().catch((cause: unknown) => Promise.reject(new ApiError(fallback, 0, [], {}, { cause })));
}

/** The answer's data as the contract types it; an answer that breaks the contract is the call's failure. */
function checkedData<T>(schema: ResponseSchema<T>, data: unknown, fallback: string, status: number): T {
  try {
    return schema.parse(data);
  } catch (cause) {
    throw new ApiError(fallback, status, [], {}, { cause });
  }
}

type CallOptions<T> = Omit<RequestOptions<T>, 'method' | 'body'>;

export const apiClient = {
  get: <T>(path: string, options?: CallOptions<T>) => apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: CallOptions<T>) => apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: CallOptions<T>) => apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: CallOptions<T>) => apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options?: CallOptions<T>) => apiRequest<T>(path, { ...options, method: 'DELETE' }),
};
