import type { FieldError } from '../validation/field-error';

/**
 * What went wrong, in the application's own words. Adapters translate a kind to their
 * protocol: an HTTP status at the gateway, a gRPC status between services.
 */
export type AppErrorKind =
  | 'invalid'
  | 'unauthenticated'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'already_exists'
  | 'too_large'
  | 'unsupported_media_type'
  | 'rate_limited'
  | 'unavailable';

/** An error whose message is written for the person using the shop, safe to show as it is. */
export class AppError extends Error {
  constructor(
    readonly kind: AppErrorKind,
    message: string,
    readonly errors?: FieldError[],
    /** Extra facts the client can act on (e.g. the server's totals on a price conflict). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const isAppError = (error: unknown): error is AppError => error instanceof AppError;
