import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { newIdempotencyKey, outcomeUnknown } from './idempotency-key';

describe('newIdempotencyKey', () => {
  it('is a new key each time, of the characters the server accepts', () => {
    const keys = new Set(Array.from({ length: 20 }, newIdempotencyKey));
    expect(keys.size).toBe(20);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f-]{32,36}$/);
  });
});

describe('outcomeUnknown', () => {
  it('holds when no answer came or the server failed: the retry must reuse the key', () => {
    expect(outcomeUnknown(new ApiError('offline', 0))).toBe(true);
    expect(outcomeUnknown(new ApiError('busy', 503))).toBe(true);
    expect(outcomeUnknown(new TypeError('fetch failed'))).toBe(true);
  });

  it('does not hold for a refusal, which changed nothing', () => {
    expect(outcomeUnknown(new ApiError('Nothing left to refund', 409))).toBe(false);
    expect(outcomeUnknown(new ApiError('Bad lines', 400))).toBe(false);
  });
});
