import { tooManyAttemptsMessage } from '@shop/domain';
import type { Cache } from '@shop/platform';
import { HttpError } from '../http/http-error';

export interface RateLimit {
  /** Namespace of the counters, e.g. `login`. */
  name: string;
  /** Attempts allowed per window for each key. */
  limit: number;
  windowMs: number;
}

/**
 * Counts attempts per key (client address, account) in fixed windows through the cache
 * port, so every gateway replica shares the counts when the cache is Redis.
 */
export function createRateLimiter(cache: Cache, rule: RateLimit) {
  return {
    /** Counts one attempt for each key; throws a 429 with Retry-After once any key is over its limit. */
    async consume(keys: string[]): Promise<void> {
      for (const key of keys) {
        const counterKey = `ratelimit:${rule.name}:${key}`;
        const count = await cache.increment(counterKey, rule.windowMs);
        if (count > rule.limit) throw await tooManyAttempts(cache, counterKey, rule.windowMs);
      }
    },
  };
}

/** The 429 for a counter over its limit: Retry-After is what is left of the counter's window. */
export async function tooManyAttempts(cache: Cache, counterKey: string, windowMs: number): Promise<HttpError> {
  const ttlMs = (await cache.ttl(counterKey)) ?? windowMs;
  const retryAfterSeconds = Math.max(1, Math.ceil((Number.isFinite(ttlMs) ? ttlMs : windowMs) / 1000));
  return new HttpError(429, tooManyAttemptsMessage(retryAfterSeconds), undefined, { 'Retry-After': String(retryAfterSeconds) });
}
