import { status as Status } from '@grpc/grpc-js';

export { Status };

/** gRPC status → HTTP status, so a service's verdict reaches the browser unchanged. */
export const HTTP_STATUS_BY_GRPC: Readonly<Record<Status, number>> = {
  [Status.OK]: 200,
  [Status.CANCELLED]: 499, // the caller went away (nginx's "client closed request")
  [Status.UNKNOWN]: 500,
  [Status.INVALID_ARGUMENT]: 400,
  [Status.DEADLINE_EXCEEDED]: 504,
  [Status.NOT_FOUND]: 404,
  [Status.ALREADY_EXISTS]: 409,
  [Status.PERMISSION_DENIED]: 403,
  [Status.RESOURCE_EXHAUSTED]: 429,
  [Status.FAILED_PRECONDITION]: 409, // conflicts: stock, state, idempotency clash
  [Status.ABORTED]: 409,
  [Status.OUT_OF_RANGE]: 400,
  [Status.UNIMPLEMENTED]: 501,
  [Status.INTERNAL]: 500,
  [Status.UNAVAILABLE]: 503,
  [Status.DATA_LOSS]: 500,
  [Status.UNAUTHENTICATED]: 401,
};

export function isGrpcStatus(code: unknown): code is Status {
  return typeof code === 'number' && Number.isInteger(code) && code >= 0 && code <= 16;
}

export function httpStatusFromGrpc(code: number): number {
  return isGrpcStatus(code) ? HTTP_STATUS_BY_GRPC[code] : 500;
}

/** The name of a status for logs (`NOT_FOUND`). */
export function grpcStatusName(code: number): string {
  return Status[code] ?? `STATUS_${code}`;
}

/** HTTP status of an app error → the gRPC status that carries it between services. */
export function grpcStatusFromHttp(httpStatus: number): Status {
  switch (httpStatus) {
    case 400:
    case 413: // too large and wrong media type travel as invalid input; the
    case 415: // exact HTTP status rides along in a trailer (see grpc-errors.ts)
    case 422:
      return Status.INVALID_ARGUMENT;
    case 401:
      return Status.UNAUTHENTICATED;
    case 403:
      return Status.PERMISSION_DENIED;
    case 404:
      return Status.NOT_FOUND;
    case 409:
      return Status.FAILED_PRECONDITION;
    case 429:
      return Status.RESOURCE_EXHAUSTED;
    case 499:
      return Status.CANCELLED;
    case 501:
      return Status.UNIMPLEMENTED;
    case 503:
      return Status.UNAVAILABLE;
    case 504:
      return Status.DEADLINE_EXCEEDED;
    default:
      return httpStatus >= 400 && httpStatus < 500 ? Status.FAILED_PRECONDITION : Status.INTERNAL;
  }
}

/** Kinds an app error may name instead of a number (`{ kind: 'not_found' }`). */
export const ERROR_KINDS = {
  invalid: { grpc: Status.INVALID_ARGUMENT, http: 400 },
  unauthenticated: { grpc: Status.UNAUTHENTICATED, http: 401 },
  forbidden: { grpc: Status.PERMISSION_DENIED, http: 403 },
  not_found: { grpc: Status.NOT_FOUND, http: 404 },
  conflict: { grpc: Status.FAILED_PRECONDITION, http: 409 },
  already_exists: { grpc: Status.ALREADY_EXISTS, http: 409 },
  too_large: { grpc: Status.INVALID_ARGUMENT, http: 413 },
  unsupported_media_type: { grpc: Status.INVALID_ARGUMENT, http: 415 },
  rate_limited: { grpc: Status.RESOURCE_EXHAUSTED, http: 429 },
  unavailable: { grpc: Status.UNAVAILABLE, http: 503 },
  timeout: { grpc: Status.DEADLINE_EXCEEDED, http: 504 },
  internal: { grpc: Status.INTERNAL, http: 500 },
} as const satisfies Record<string, { grpc: Status; http: number }>;

export type ErrorKind = keyof typeof ERROR_KINDS;

export function isErrorKind(value: unknown): value is ErrorKind {
  return typeof value === 'string' && Object.hasOwn(ERROR_KINDS, value);
}
