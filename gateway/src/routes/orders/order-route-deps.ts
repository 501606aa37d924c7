import type { RequestHandler } from 'express';
import type { OrdersApi } from '@shop/orders';
import type { Cache } from '@shop/platform';

/** The account's names and e-mail, for the order's `user` (SPEC section 3). */
export interface CustomerProfile {
  firstName: string;
  lastName: string;
  email: string;
}

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
  /** The account's names (identity.getUser); without it, the shipping address's names are used. */
  customerOf?: (userId: string) => Promise<CustomerProfile>;
  /** Asks payments to check an order's payment with the provider (a shopper's PATCH payment-status). */
  recheck?: (orderId: string) => Promise<unknown>;
  /** Coupon attempts allowed per client in 15 minutes; default 30. */
  couponAttemptsPerClient?: number;
}
