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
  /**
   * Where the request came from, as the gateway saw it: set where a person's request enters
   * (the gateway's HTTP entry) and, in another service, only when a verified shop service
   * passed it on. An audit entry records it; absent, the entry names no request.
   */
  origin?: RequestOrigin;
}

/** The request a change was made in: its id and the client's address (Express `req.ip`). */
export interface RequestOrigin {
  requestId: string;
  clientAddress?: string;
}

const storage = new AsyncLocalStorage<RequestContext>();

export const REQUEST_ID_HEADER = 'x-request-id';
/** The client's address as the gateway saw it; believed only from a caller holding a verified service token. */
export const CLIENT_ADDRESS_HEADER = 'x-client-address';

export function runWithRequestContext<T>(context: RequestContext, work: () => T): T {
  return storage.run(context, work);
}

export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}

export function currentCallerToken(): string | undefined {
  return storage.getStore()?.callerToken;
}

/** The vouched-for origin of the current request; undefined outside one or when nobody vouched for it. */
export function currentRequestOrigin(): RequestOrigin | undefined {
  return storage.getStore()?.origin;
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

/** A client address as Express gives it (IPv4, IPv6, IPv4-mapped IPv6), else undefined: nothing else enters a record. */
export function clientAddressFrom(candidate: unknown): string | undefined {
  if (typeof candidate !== 'string' || candidate.length === 0 || candidate.length > 64) return undefined;
  return /^[0-9A-Fa-f:.]+$/.test(candidate) && /[.:]/.test(candidate) ? candidate : undefined;
}

/** The origin's fields as an audit record carries them: both, one or none. */
export function requestOriginFields(): { requestId?: string; clientAddress?: string } {
  const origin = currentRequestOrigin();
  if (!origin) return {};
  return origin.clientAddress ? { requestId: origin.requestId, clientAddress: origin.clientAddress } : { requestId: origin.requestId };
}
