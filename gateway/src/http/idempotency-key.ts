import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_RULE, isIdempotencyKey } from '@shop/contracts';
import type { Request } from 'express';
import { badRequest } from './http-error';

/** The `Idempotency-Key` header, when sent; a malformed one is a 400. */
export function idempotencyKeyOf(req: Request): string | undefined {
  const key = req.get(IDEMPOTENCY_HEADER);
  if (key === undefined) return undefined;
  if (!isIdempotencyKey(key)) throw badRequest(IDEMPOTENCY_KEY_RULE);
  return key;
}
