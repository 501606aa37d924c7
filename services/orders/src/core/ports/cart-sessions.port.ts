import type { AppliedCoupon } from '@shop/domain';

/** What the server keeps of a cart: the applied coupon. The lines stay in the browser. */
export interface CartSession {
  coupon?: AppliedCoupon;
  updatedAt: string;
}

/** Cart sessions by opaque id, with a time to live (Redis in the distributed topology). */
export interface CartSessions {
  get(cartId: string): Promise<CartSession | undefined>;
  save(cartId: string, session: CartSession, ttlMs: number): Promise<void>;
}
