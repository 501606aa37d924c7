import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

/**
 * What travels with the work of one request: set where a request enters (HTTP, gRPC metadata,
 * event headers). The request id is read by the logger for every line; the caller's token,
 * once verified where the request entered, goes along on the calls the request makes onward.
 */
export interface RequestContext {
  requestId: string;
  /** The user's verified access token; absent for anonymous requests and a service's own work. */
  callerToken?: string;
}

const storage = new AsyncLocalStorage<RequestContext>();

export const REQUEST_ID_HEADER = 'x-request-id';

export function runWithRequestContext<T>(context: RequestContext, work: () => T): T {
  return storage.run(context, work);
}

export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}

export function currentCallerToken(): string | undefined {
  return storage.getStore()?.callerToken;
}

/**
 * Records the caller's token on the current request once it has been verified, for the rest
 * of that request. Only verified tokens belong here: every onward call presents it.
 */
export function recordCallerToken(token: string): void {
  const context = storage.getStore();
  if (context) context.callerToken = token;
}

/** Accepts a caller's id only when it looks like one (no log injection), else makes a new one. */
export function requestIdFrom(candidate: unknown): string {
  if (typeof candidate === 'string' && /^[A-Za-z0-9._:-]{1,100}$/.test(candidate)) return candidate;
  return randomUUID();
}
