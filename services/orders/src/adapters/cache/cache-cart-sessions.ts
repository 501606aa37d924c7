import type { Cache } from '@shop/platform';
import type { CartSession, CartSessions } from '../../core/ports/cart-sessions.port';

const PREFIX = 'orders:cart:';

/** Cart sessions in the cache port: memory when embedded, Redis when distributed. */
export class CacheCartSessions implements CartSessions {
  constructor(private readonly cache: Cache) {}

  get(cartId: string): Promise<CartSession | undefined> {
    return this.cache.get<CartSession>(PREFIX + cartId);
  }

  save(cartId: string, session: CartSession, ttlMs: number): Promise<void> {
    return this.cache.set(PREFIX + cartId, session, ttlMs);
  }
}
