import type { ErrorRequestHandler } from 'express';
import { ZodError } from 'zod';
import { AppError } from '@shop/domain';
import { currentRequestId, type Logger } from '@shop/platform';
import { failureBody } from './envelope';
import { HttpError } from './http-error';
import { fieldErrorsFrom } from './field-errors';
import { HTTP_STATUS_OF_KIND } from './app-error-status';

/** Body-parser errors carry a `type`; these are client mistakes, never a 500. */
const BODY_PARSER_ERRORS: Record<string, { status: number; message: string }> = {
  'entity.parse.failed': { status: 400, message: 'Malformed JSON in request body' },
  'entity.too.large': { status: 413, message: 'Request body is too large' },
  'encoding.unsupported': { status: 415, message: 'Unsupported content encoding' },
  'charset.unsupported': { status: 415, message: 'Unsupported charset' },
  'request.aborted': { status: 400, message: 'Request was aborted' },
};

/** Errors raised by service clients (gRPC kit) carry an HTTP status and a safe message. */
interface StatusCarrier {
  httpStatus: number;
  message: string;
  errors?: Array<{ path: string; message: string }>;
  details?: unknown;
}

function isStatusCarrier(error: unknown): error is StatusCarrier {
  const candidate = error as Partial<StatusCarrier> | null;
  return typeof candidate?.httpStatus === 'number' && typeof candidate.message === 'string';
}

/** Client errors from Express's own middleware (http-errors), e.g. a missing static file. */
function isHttpClientError(error: unknown): error is { status: number; message: string; expose?: boolean } {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 500;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function extrasOf(error: { errors?: Array<{ path: string; message: string }>; details?: unknown }) {
  return {
    ...(error.errors?.length ? { errors: error.errors } : {}),
    ...(isPlainObject(error.details) ? { details: error.details } : {}),
  };
}

/** A 429 whose details say how long to wait (`retryAfterSeconds`) says it in Retry-After too. */
function setRetryAfter(res: { set(name: string, value: string): unknown }, status: number, details: unknown): void {
  const seconds = isPlainObject(details) ? details.retryAfterSeconds : undefined;
  if (status === 429 && Number.isSafeInteger(seconds) && (seconds as number) > 0) res.set('Retry-After', String(seconds));
}

export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, next) => {
    if (res.headersSent) return next(error);
    const requestId = currentRequestId();

    if (error instanceof ZodError) {
      res.status(400).json(failureBody('Validation failed', { errors: fieldErrorsFrom(error) }));
      return;
    }
    if (error instanceof AppError) {
      setRetryAfter(res, HTTP_STATUS_OF_KIND[error.kind], error.details);
      res.status(HTTP_STATUS_OF_KIND[error.kind]).json(failureBody(error.message, extrasOf(error)));
      return;
    }
    if (error instanceof HttpError) {
      if (error.headers) res.set(error.headers);
      res.status(error.status).json(failureBody(error.message, error.errors ? { errors: error.errors } : {}));
      return;
    }
    const bodyError = BODY_PARSER_ERRORS[(error as { type?: string } | null)?.type ?? ''];
    if (bodyError) {
      res.status(bodyError.status).json(failureBody(bodyError.message));
      return;
    }
    if (isStatusCarrier(error) && error.httpStatus < 500) {
      setRetryAfter(res, error.httpStatus, error.details);
      res.status(error.httpStatus).json(failureBody(error.message, extrasOf(error)));
      return;
    }
    if (isHttpClientError(error)) {
      // Only messages marked as exposable are shown; others could carry server paths.
      const message = error.status === 404 ? 'Not found' : error.expose ? error.message : 'Bad request';
      res.status(error.status).json(failureBody(message));
      return;
    }

    // Anything else is ours to fix: log it whole, tell the client only what it can act on.
    logger.error({ err: error, method: req.method, path: req.path }, 'unhandled error');
    const status = isStatusCarrier(error) && error.httpStatus >= 500 ? error.httpStatus : 500;
    const message =
      status === 503 || status === 504
        ? 'A service is temporarily unavailable. Please try again in a moment.'
        : 'Something went wrong on our side. Please try again.';
    res.status(status).json(failureBody(message, requestId ? { requestId } : {}));
  };
}
