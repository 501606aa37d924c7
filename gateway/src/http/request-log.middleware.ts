import type { RequestHandler } from 'express';
import { plainLoggerOf, type Logger } from '@shop/platform';

export interface RequestLine {
  requestId: string;
  method: string;
  /** The path without its query string: a query may carry a token. */
  path: string;
  status: number;
  startedAt: bigint;
}

/** The access log line of one request, whichever way it was answered; `logger` is a plain one (see plainLoggerOf). */
export function logRequest(logger: Logger, { requestId, method, path, status, startedAt }: RequestLine): void {
  const durationMs = Number(process.hrtime.bigint() - startedAt) / 1e6;
  const level = status >= 500 ? 'error' : status >= 400 ? 'warn' : 'info';
  logger[level]({ requestId, method, path, status, durationMs: Math.round(durationMs * 10) / 10 }, 'request');
}

/** One line per request, written when the response is finished; the whole path, wherever the route is mounted. */
export function requestLog(logger: Logger): RequestHandler {
  const access = plainLoggerOf(logger);
  return (req, res, next) => {
    const startedAt = process.hrtime.bigint();
    res.on('finish', () => {
      const path = req.originalUrl.split('?', 1)[0]!;
      logRequest(access, { requestId: res.locals.requestId as string, method: req.method, path, status: res.statusCode, startedAt });
    });
    next();
  };
}
