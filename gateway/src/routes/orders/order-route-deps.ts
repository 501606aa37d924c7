import type { RequestHandler } from 'express';
import type { OrdersApi } from '@shop/orders';
import type { Cache } from '@shop/platform';

/** What the order and cart routes need. Only `orders`, `cache` and `publicUrl` are required. */
export interface OrderRouteDeps {
  orders: OrdersApi;
  /** Rate limit counters for coupon attempts. */
  cache: Cache;
  /** PUBLIC_URL: the cart cookie is Secure when it is https. */
  publicUrl: string;
  /**
   * The gateway's `user` guard. The cart routes are public; when a request carries a bearer token
   * they run it, so a signed-in shopper's coupon gets the account checks at once.
   */
  userGuard?: RequestHandler;
  /** Coupon attempts allowed per client in 15 minutes; default 30. */
  couponAttemptsPerClient?: number;
}
