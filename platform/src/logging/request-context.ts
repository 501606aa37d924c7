import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

/**
 * The request id travels with the work it belongs to: set once where a request enters
 * (HTTP, gRPC metadata, event headers) and read by the logger for every line.
 */
export interface RequestContext {
  requestId: string;
}

const storage = new AsyncLocalStorage<RequestContext>();

export const REQUEST_ID_HEADER = 'x-request-id';

export function runWithRequestContext<T>(context: RequestContext, work: () => T): T {
  return storage.run(context, work);
}

export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}

/** Accepts a caller's id only when it looks like one (no log injection), else makes a new one. */
export function requestIdFrom(candidate: unknown): string {
  if (typeof candidate === 'string' && /^[A-Za-z0-9._:-]{1,100}$/.test(candidate)) return candidate;
  return randomUUID();
}
