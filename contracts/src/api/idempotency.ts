// The `Idempotency-Key` header of POST /orders and of the payment calls: a retry with the same key
// gets the first request's answer, and nothing happens twice. One rule for every route.
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;
export const IDEMPOTENCY_KEY_RULE = 'Idempotency-Key must be 8 to 100 letters, digits, "-" or "_"';

export function isIdempotencyKey(value: unknown): value is string {
  return typeof value === 'string' && IDEMPOTENCY_KEY_PATTERN.test(value);
}
