import { Metadata, type ServiceError } from '@grpc/grpc-js';
import {
  ERROR_KINDS,
  Status,
  grpcStatusFromHttp,
  httpStatusFromGrpc,
  isErrorKind,
  isGrpcStatus,
} from './grpc-status';

/** One invalid field, as the HTTP envelope lists it. */
export interface FieldError {
  path: string;
  message: string;
}

/** Trailers an app error carries beside its status: the exact HTTP status and the field errors. */
export const HTTP_STATUS_TRAILER = 'x-http-status';
// Binary (`-bin`) so any UTF-8 message survives; grpc-js base64-encodes it on the wire.
export const FIELD_ERRORS_TRAILER = 'x-field-errors-bin';

const INTERNAL_MESSAGE = 'Internal error';

/** What a server sends for a failed call; `internal` marks a bug to log with its stack. */
export interface ServiceStatus {
  code: Status;
  details: string;
  metadata: Metadata;
  httpStatus: number;
  internal: boolean;
}

interface ErrorLike {
  name?: unknown;
  message?: unknown;
  details?: unknown;
  code?: unknown;
  status?: unknown;
  statusCode?: unknown;
  httpStatus?: unknown;
  kind?: unknown;
  errors?: unknown;
  issues?: unknown;
  metadata?: unknown;
}

/**
 * Server side: any thrown value → the status to send. Recognised, in order: a failed call to
 * another service (passed on), a zod error (400 with field errors), `DuplicateKeyError` (409),
 * an app error with an HTTP `status`/`statusCode`/`httpStatus` 400-599 or a `kind`
 * (see ERROR_KINDS), an error or status object with a numeric gRPC `code`. Anything else is
 * INTERNAL with a generic message; the caller logs the original.
 * Adapters must wrap third-party errors: a provider's HTTP 401 is not our user's 401.
 */
export function toServiceStatus(error: unknown): ServiceStatus {
  if (error instanceof GrpcCallError) return appStatus(error.code, error.message, error.status, error.errors);
  const e = (typeof error === 'object' && error !== null ? error : {}) as ErrorLike;
  const message = typeof e.message === 'string' ? e.message : '';
  const errors = fieldErrorsFrom(e.errors);

  if (e.name === 'ZodError' && Array.isArray(e.issues)) {
    return appStatus(Status.INVALID_ARGUMENT, 'Validation failed', 400, zodFieldErrors(e.issues));
  }
  if (e.name === 'DuplicateKeyError') return appStatus(Status.ALREADY_EXISTS, message || 'Already exists', 409);
  const http = [e.httpStatus, e.status, e.statusCode].find(isHttpErrorStatus);
  if (http !== undefined) return appStatus(grpcStatusFromHttp(http), message, http, errors);
  if (isErrorKind(e.kind)) {
    const { grpc, http: kindHttp } = ERROR_KINDS[e.kind];
    return appStatus(grpc, message, kindHttp, errors);
  }
  // Mongo server errors also carry small numeric codes; they are never a gRPC verdict.
  if (isGrpcStatus(e.code) && e.code !== Status.OK && !/^Mongo/.test(String(e.name))) {
    const details = typeof e.details === 'string' ? e.details : message;
    const trailers = e.metadata instanceof Metadata ? e.metadata.clone() : undefined;
    return appStatus(e.code, details, httpStatusFromGrpc(e.code), errors, trailers);
  }
  return appStatus(Status.INTERNAL, INTERNAL_MESSAGE, 500);
}

function appStatus(
  code: Status,
  message: string,
  httpStatus: number,
  errors?: FieldError[],
  metadata = new Metadata(),
): ServiceStatus {
  const internal = code === Status.INTERNAL || code === Status.UNKNOWN || code === Status.DATA_LOSS;
  metadata.set(HTTP_STATUS_TRAILER, String(httpStatus));
  if (errors && errors.length > 0) metadata.set(FIELD_ERRORS_TRAILER, Buffer.from(JSON.stringify(errors)));
  // Internals stay in the log: the message of a bug may name tables, hosts or secrets.
  const details = internal ? INTERNAL_MESSAGE : message || defaultMessage(code);
  return { code, details, metadata, httpStatus, internal };
}

function isHttpErrorStatus(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 400 && value <= 599;
}

function fieldErrorsFrom(value: unknown): FieldError[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const errors = value.filter(
    (item): item is FieldError =>
      typeof item === 'object' && item !== null && typeof item.path === 'string' && typeof item.message === 'string',
  );
  return errors.length > 0 ? errors.map(({ path, message }) => ({ path, message })) : undefined;
}

function zodFieldErrors(issues: unknown[]): FieldError[] {
  return issues.map((issue) => {
    const { path, message } = issue as { path?: unknown; message?: unknown };
    return {
      path: (Array.isArray(path) ? path.map(String).join('.') : '') || '(root)',
      message: typeof message === 'string' ? message : 'Invalid value',
    };
  });
}

/** Messages for failures that carry no app message: transport trouble or a bug. */
function defaultMessage(code: Status): string {
  switch (code) {
    case Status.UNAVAILABLE:
      return 'Service unavailable';
    case Status.DEADLINE_EXCEEDED:
      return 'Service did not answer in time';
    case Status.CANCELLED:
      return 'Request cancelled';
    case Status.UNIMPLEMENTED:
      return 'Not implemented';
    case Status.NOT_FOUND:
      return 'Not found';
    default:
      return INTERNAL_MESSAGE;
  }
}

// Codes grpc-js itself produces with transport wording (hosts, ports, stream ids) in details.
const TRANSPORT_CODES: ReadonlySet<Status> = new Set([
  Status.CANCELLED,
  Status.UNKNOWN,
  Status.DEADLINE_EXCEEDED,
  Status.RESOURCE_EXHAUSTED,
  Status.UNIMPLEMENTED,
  Status.INTERNAL,
  Status.UNAVAILABLE,
  Status.DATA_LOSS,
]);

/**
 * Client side: a failed call, decoded. `status`/`httpStatus` is the HTTP status to answer with,
 * `message` is safe to show, `errors` lists invalid fields; `details` keeps the raw text for logs.
 * The gateway's error handler reads `httpStatus`, `message` and `errors`.
 */
export class GrpcCallError extends Error {
  override readonly name = 'GrpcCallError';
  readonly httpStatus: number;

  constructor(
    readonly code: Status,
    message: string,
    readonly status: number,
    readonly errors?: FieldError[],
    readonly details?: string,
  ) {
    super(message);
    this.httpStatus = status;
  }

  static from(error: unknown): GrpcCallError {
    if (error instanceof GrpcCallError) return error;
    const e = (typeof error === 'object' && error !== null ? error : {}) as Partial<ServiceError>;
    const code = isGrpcStatus(e.code) ? e.code : Status.UNKNOWN;
    const details = typeof e.details === 'string' ? e.details : String(e.message ?? error);
    const trailers = e.metadata instanceof Metadata ? e.metadata : undefined;
    const marked = Number(trailers?.get(HTTP_STATUS_TRAILER)[0]);
    // A marked status comes from our own server, whose message is already safe to show.
    if (isHttpErrorStatus(marked)) {
      return new GrpcCallError(code, details || defaultMessage(code), marked, decodeFieldErrors(trailers), details);
    }
    const message = TRANSPORT_CODES.has(code) ? defaultMessage(code) : details || defaultMessage(code);
    return new GrpcCallError(code, message, httpStatusFromGrpc(code), undefined, details);
  }
}

function decodeFieldErrors(trailers: Metadata | undefined): FieldError[] | undefined {
  const raw = trailers?.get(FIELD_ERRORS_TRAILER)[0];
  if (!raw) return undefined;
  try {
    return fieldErrorsFrom(JSON.parse(Buffer.isBuffer(raw) ? raw.toString('utf8') : raw));
  } catch {
    return undefined;
  }
}
