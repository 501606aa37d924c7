import type { IncomingMessage } from 'node:http';
import type { Request } from 'express';

type WithRawBody = IncomingMessage & { rawBody?: Buffer };

/**
 * The JSON parser's `verify` hook: keeps the body's bytes exactly as they came beside the parsed
 * body (the same buffer, no copy), for a route that checks a signature over them (Stripe's
 * webhook): parsed and written again, a body is no longer the one that was signed.
 */
export function keepRawBody(req: IncomingMessage, _res: unknown, bytes: Buffer): void {
  (req as WithRawBody).rawBody = bytes;
}

/** The bytes of the request's JSON body as received; undefined when none was parsed. */
export function rawBodyOf(req: Request): Buffer | undefined {
  return (req as WithRawBody).rawBody;
}
