import { Metadata } from '@grpc/grpc-js';
import { AppError, type AppErrorKind } from '@shop/domain';
import { GrpcCallError } from './grpc-errors';
import { ERROR_KINDS } from './grpc-status';

/**
 * An AppError crosses gRPC whole: the status and field errors travel as the kit sends them,
 * and this trailer adds the exact kind and the details (how many units are left, the server's
 * totals on a price change), so a gRPC client rethrows the AppError the service threw.
 */
export const APP_ERROR_TRAILER = 'x-app-error-bin';

interface AppErrorTrailer {
  kind: AppErrorKind;
  details?: Record<string, unknown>;
}

/** Server side: what a handler passes on for a thrown value. */
export function toGrpcError(error: unknown): unknown {
  if (!(error instanceof AppError)) return error;
  const metadata = new Metadata();
  const trailer: AppErrorTrailer = { kind: error.kind, ...(error.details ? { details: error.details } : {}) };
  metadata.set(APP_ERROR_TRAILER, Buffer.from(JSON.stringify(trailer)));
  return { code: ERROR_KINDS[error.kind].grpc, details: error.message, errors: error.errors, metadata };
}

/** Client side: the AppError the server threw, or a GrpcCallError for transport failures. */
export function fromGrpcError(error: unknown): Error {
  const call = GrpcCallError.from(error);
  const trailers = (error as { metadata?: unknown } | null)?.metadata;
  const raw = trailers instanceof Metadata ? trailers.get(APP_ERROR_TRAILER)[0] : undefined;
  if (raw === undefined) return call;
  try {
    const trailer = JSON.parse(Buffer.isBuffer(raw) ? raw.toString('utf8') : raw) as AppErrorTrailer;
    if (!Object.hasOwn(ERROR_KINDS, trailer.kind)) return call;
    return new AppError(trailer.kind, call.message, call.errors, trailer.details);
  } catch {
    return call;
  }
}
