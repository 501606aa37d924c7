import type { Cache } from '@shop/platform';
import type { PaymentCheckThrottle } from '../../core/ports/payment-check-throttle.port';

const PREFIX = 'orders:payment-check:';

/** One counter per order and window in the cache port: memory when embedded, Redis when distributed. */
export class CachePaymentCheckThrottle implements PaymentCheckThrottle {
  constructor(private readonly cache: Cache) {}

  async claim(orderId: string, windowMs: number) {
    const key = PREFIX + orderId;
    if ((await this.cache.increment(key, windowMs)) === 1) return { allowed: true as const };
    return { allowed: false as const, retryAfterMs: (await this.cache.ttl(key)) ?? windowMs };
  }
}
