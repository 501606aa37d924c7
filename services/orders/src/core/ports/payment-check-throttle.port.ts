/**
 * How often a shopper may ask for a payment to be checked again: each ask becomes a call to the
 * provider. Shared by every replica (the cache port).
 */
export interface PaymentCheckThrottle {
  /** Takes this order's one check of the current window; when it is taken, how long until the next. */
  claim(orderId: string, windowMs: number): Promise<{ allowed: true } | { allowed: false; retryAfterMs: number }>;
}
